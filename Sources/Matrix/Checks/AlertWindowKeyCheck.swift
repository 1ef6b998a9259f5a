/// `alertWindowKey`: the window the alert is drawn in was the key window right after it
/// was shown (AV19).
enum AlertWindowKeyCheck: CheckRule {
  struct Failure: CheckFailure {
    var check: Check { .alertWindowKey }
    var problem: String { "the alert's window was not key while the alert was up" }
  }

  static func expectation(_ field: JSONNode) throws -> Ideal.Expectation? {
    try flag(field)
  }

  static func failures(of run: CheckedRun) -> [any CheckFailure] {
    run.observation.alertWindowKeyAfterShow == false ? [Failure()] : []
  }
}
