/// `alertsSeen`: the alerts a person saw over the run, in order, each once in a row.
enum AlertsSeenCheck: CheckRule {
  struct Failure: CheckFailure {
    let seen: [String]
    let ideal: [String]
    var check: Check { .alertsSeen }
    var problem: String {
      "alerts seen: \(CheckedRun.list(seen)); ideal: \(CheckedRun.list(ideal))"
    }
  }

  static func expectation(_ field: JSONNode) throws -> Ideal.Expectation? {
    try texts(field)
  }

  static func failures(of run: CheckedRun) -> [any CheckFailure] {
    let titles = run.observation.snapshots.filter(\.alertShown).compactMap(\.alertTitle)
    let seen = titles.enumerated().filter {
      $0.offset == 0 || titles[$0.offset - 1] != $0.element
    }
    .map(\.element)
    let ideal = run.expectation(.alertsSeen)?.texts ?? []
    return seen == ideal ? [] : [Failure(seen: seen, ideal: ideal)]
  }
}
