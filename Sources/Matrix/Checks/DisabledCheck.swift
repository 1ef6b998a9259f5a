/// `drawn.disabled`: these actions are drawn disabled.
enum DisabledCheck: CheckRule {
  struct Failure: CheckFailure {
    let title: String
    var check: Check { .disabled }
    var problem: String { "'\(title)' is drawn enabled" }
  }

  static func isMade(by ideal: Ideal) -> Bool { ideal.drawn?.disabled != nil }

  static func failures(of run: CheckedRun) -> [any CheckFailure] {
    guard let alert = run.observation.drawnAfterShow else { return [] }
    return (run.ideal.drawn?.disabled ?? []).compactMap { title in
      let button = alert.buttons.first { $0.title == title }
      return button?.isEnabled == false ? nil : Failure(title: title)
    }
  }
}
