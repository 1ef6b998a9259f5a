/// `handlersOneOf`: the handlers that ran are one of the ideal's sequences.
enum HandlersOneOfCheck: CheckRule {
  struct Failure: CheckFailure {
    let ran: [String]
    let ideal: [[String]]
    var check: Check { .handlersOneOf }
    var problem: String {
      "handlers ran: \(CheckedRun.list(ran)); ideal: one of "
        + ideal.map(CheckedRun.list).joined(separator: " or ")
    }
  }

  static func isMade(by ideal: Ideal) -> Bool { ideal.handlersOneOf != nil }

  static func failures(of run: CheckedRun) -> [any CheckFailure] {
    let ran = run.observation.handlers.map(\.action)
    let oneOf = run.ideal.handlersOneOf ?? []
    return oneOf.contains(ran) ? [] : [Failure(ran: ran, ideal: oneOf)]
  }
}
