/// `handlers`: the handlers that ran, in order, are the ideal's.
enum HandlersCheck: CheckRule {
  struct Failure: CheckFailure {
    let ran: [String]
    let ideal: [String]
    var check: Check { .handlers }
    var problem: String {
      "handlers ran: \(CheckedRun.list(ran)); ideal: \(CheckedRun.list(ideal))"
    }
  }

  static func expectation(_ field: JSONNode) throws -> Ideal.Expectation? {
    try texts(field)
  }

  static func actionTitles(_ expectation: Ideal.Expectation) -> [String] {
    expectation.texts ?? []
  }

  static func failures(of run: CheckedRun) -> [any CheckFailure] {
    let ran = run.observation.handlers.map(\.action)
    let ideal = run.expectation(.handlers)?.texts ?? []
    return ran == ideal ? [] : [Failure(ran: ran, ideal: ideal)]
  }
}
