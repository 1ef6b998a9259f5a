/// `fieldTexts`: each handler run read the ideal's field texts.
enum FieldTextsCheck: CheckRule {
  struct Failure: CheckFailure {
    let read: [[String]]
    let ideal: [[String]]
    var check: Check { .fieldTexts }
    var problem: String { "handlers read \(read); ideal: \(ideal)" }
  }

  static func expectation(_ field: JSONNode) throws -> Ideal.Expectation? {
    .textLists(try field.list().map { try $0.list().map { try $0.text(allowingEmpty: true) } })
  }

  static func failures(of run: CheckedRun) -> [any CheckFailure] {
    let read = run.observation.handlers.map(\.fieldTexts)
    let ideal = run.expectation(.fieldTexts)?.textLists ?? []
    return read == ideal ? [] : [Failure(read: read, ideal: ideal)]
  }
}
