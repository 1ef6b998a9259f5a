/// `handlersIfDismissed`: if the alert left the screen, these handlers ran; if it stayed,
/// none did.
enum HandlersIfDismissedCheck: CheckRule {
  struct Failure: CheckFailure {
    let dismissed: Bool
    let ran: [String]
    let ideal: [String]
    var check: Check { .handlersIfDismissed }
    var problem: String {
      let when = dismissed ? "the alert left the screen" : "the alert stayed"
      return "\(when) and handlers ran: \(CheckedRun.list(ran)); ideal: \(CheckedRun.list(ideal))"
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
    let dismissed = run.observation.snapshots.last?.alertShown != true
    let expected = dismissed ? run.expectation(.handlersIfDismissed)?.texts ?? [] : []
    return ran == expected ? [] : [Failure(dismissed: dismissed, ran: ran, ideal: expected)]
  }
}
