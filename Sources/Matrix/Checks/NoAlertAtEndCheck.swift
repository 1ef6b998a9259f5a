/// `noAlertAtEnd`: no alert is on screen at the end.
enum NoAlertAtEndCheck: CheckRule {
  struct Failure: CheckFailure {
    let atEnd: String
    var check: Check { .noAlertAtEnd }
    var problem: String { "at the end \(atEnd) is still shown" }
  }

  static func expectation(_ field: JSONNode) throws -> Ideal.Expectation? {
    try flag(field)
  }

  static func failures(of run: CheckedRun) -> [any CheckFailure] {
    run.observation.snapshots.last?.alertShown == true
      ? [Failure(atEnd: run.observation.shownAtEnd)] : []
  }
}
