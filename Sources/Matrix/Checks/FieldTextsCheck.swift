/// `fieldTexts`: each handler run read the ideal's field texts.
enum FieldTextsCheck: CheckRule {
  struct Failure: CheckFailure {
    let read: [[String]]
    let ideal: [[String]]
    var check: Check { .fieldTexts }
    var problem: String { "handlers read \(read); ideal: \(ideal)" }
  }

  static func isMade(by ideal: Ideal) -> Bool { ideal.fieldTexts != nil }

  static func failures(of run: CheckedRun) -> [any CheckFailure] {
    let read = run.observation.handlers.map(\.fieldTexts)
    let ideal = run.ideal.fieldTexts ?? []
    return read == ideal ? [] : [Failure(read: read, ideal: ideal)]
  }
}
