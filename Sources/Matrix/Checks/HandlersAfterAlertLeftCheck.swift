/// `handlersAfterAlertLeft`: every handler ran after its alert had left the screen.
enum HandlersAfterAlertLeftCheck: CheckRule {
  struct Failure: CheckFailure {
    let early: [String]
    var check: Check { .handlersAfterAlertLeft }
    var problem: String { "\(CheckedRun.list(early)) ran while its alert was still on screen" }
  }

  static func expectation(_ field: JSONNode) throws -> Ideal.Expectation? {
    try flag(field)
  }

  static func failures(of run: CheckedRun) -> [any CheckFailure] {
    let early = run.observation.handlers.filter { $0.alertOnScreen == run.spec.title }
      .map(\.action)
    return early.isEmpty ? [] : [Failure(early: early)]
  }
}
