/// `drawn.disabled`: these actions are drawn disabled.
enum DisabledCheck: CheckRule {
  struct Failure: CheckFailure {
    let title: String
    var check: Check { .disabled }
    var problem: String { "'\(title)' is drawn enabled" }
  }

  static func expectation(_ field: JSONNode) throws -> Ideal.Expectation? {
    try texts(field)
  }

  static func actionTitles(_ expectation: Ideal.Expectation) -> [String] {
    expectation.texts ?? []
  }

  static func failures(of run: CheckedRun) -> [any CheckFailure] {
    guard let alert = run.observation.drawnAfterShow else { return [] }
    return (run.expectation(.disabled)?.texts ?? []).compactMap { title in
      let button = alert.buttons.first { $0.title == title }
      return button?.isEnabled == false ? nil : Failure(title: title)
    }
  }
}
