import UIKitSimulation

/// `drawn.preferred`: this action is drawn bold, the preferred one, and no other is (AC5).
enum PreferredCheck: CheckRule {
  struct Failure: CheckFailure {
    let title: String
    let bold: [String]
    var check: Check { .preferred }
    var problem: String {
      bold.isEmpty
        ? "'\(title)' is not drawn bold, nor is any other action"
        : "'\(title)' is not the only action drawn bold: "
          + bold.map { "'\($0)'" }.joined(separator: ", ")
    }
  }

  static func expectation(_ field: JSONNode) throws -> Ideal.Expectation? {
    .text(try field.text())
  }

  static func actionTitles(_ expectation: Ideal.Expectation) -> [String] {
    expectation.text.map { [$0] } ?? []
  }

  static func failures(of run: CheckedRun) -> [any CheckFailure] {
    guard let alert = run.observation.drawnAfterShow,
      let title = run.expectation(.preferred)?.text
    else { return [] }
    let bold = alert.buttons.filter(\.isBold).map(\.title)
    return bold == [title] ? [] : [Failure(title: title, bold: bold)]
  }
}
