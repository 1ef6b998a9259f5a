/// `itemsRead`: each handler run acted on the item its alert was shown for, as it read the
/// item when it ran: the ideal's items, in order.
enum ItemsReadCheck: CheckRule {
  struct Failure: CheckFailure {
    /// What each handler run read; nil where it found no item.
    let read: [String?]
    let ideal: [String]
    var check: Check { .itemsRead }
    var problem: String {
      let read = read.map { $0.map { "'\($0)'" } ?? "no item" }
      return "handlers acted on \(read.isEmpty ? "none" : read.joined(separator: ", ")); "
        + "ideal: \(CheckedRun.list(ideal))"
    }
  }

  static func expectation(_ field: JSONNode) throws -> Ideal.Expectation? {
    try texts(field)
  }

  static func failures(of run: CheckedRun) -> [any CheckFailure] {
    let read = run.observation.handlers.map(\.itemRead)
    let ideal = run.expectation(.itemsRead)?.texts ?? []
    return read == ideal.map(Optional.some) ? [] : [Failure(read: read, ideal: ideal)]
  }
}
