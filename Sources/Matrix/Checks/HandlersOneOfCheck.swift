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

  static func expectation(_ field: JSONNode) throws -> Ideal.Expectation? {
    .textLists(try field.list().map { try $0.list().map { try $0.text() } })
  }

  static func actionTitles(_ expectation: Ideal.Expectation) -> [String] {
    (expectation.textLists ?? []).flatMap { $0 }
  }

  static func failures(of run: CheckedRun) -> [any CheckFailure] {
    let ran = run.observation.handlers.map(\.action)
    let oneOf = run.expectation(.handlersOneOf)?.textLists ?? []
    return oneOf.contains(ran) ? [] : [Failure(ran: ran, ideal: oneOf)]
  }
}
