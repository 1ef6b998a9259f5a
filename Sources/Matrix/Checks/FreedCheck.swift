/// `freed`: everything the approach made is freed at the end: alerts, windows, observers.
enum FreedCheck: CheckRule {
  struct Failure: CheckFailure {
    let alive: [String]
    var check: Check { .freed }
    var problem: String { "still alive at the end: \(alive.joined(separator: ", "))" }
  }

  static func expectation(_ field: JSONNode) throws -> Ideal.Expectation? {
    try flag(field)
  }

  static func failures(of run: CheckedRun) -> [any CheckFailure] {
    run.observation.alive.isEmpty ? [] : [Failure(alive: run.observation.alive)]
  }
}
