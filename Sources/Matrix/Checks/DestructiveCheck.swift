import UIKitSimulation

/// `drawn.destructive`: these actions are drawn destructive, where the platform can draw it:
/// everywhere but an iOS 7 alert.
enum DestructiveCheck: CheckRule {
  struct Failure: CheckFailure {
    let title: String
    var check: Check { .destructive }
    var problem: String { "'\(title)' is not drawn destructive" }
  }

  static func expectation(_ field: JSONNode) throws -> Ideal.Expectation? {
    try texts(field)
  }

  static func actionTitles(_ expectation: Ideal.Expectation) -> [String] {
    expectation.texts ?? []
  }

  static func failures(of run: CheckedRun) -> [any CheckFailure] {
    guard let alert = run.observation.drawnAfterShow,
      run.cell.environment.osVersion >= .iOS8 || run.spec.style == .actionSheet
    else { return [] }
    return (run.expectation(.destructive)?.texts ?? []).compactMap { title in
      let button = alert.buttons.first { $0.title == title }
      return button?.isDestructive == true ? nil : Failure(title: title)
    }
  }
}
