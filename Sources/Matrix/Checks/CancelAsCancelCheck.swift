import UIKitSimulation

/// `drawn.cancelAsCancel`: the cancel action is drawn bold, at the platform's cancel
/// position (left of two side by side, else at the bottom), and not at all in a pad popover.
enum CancelAsCancelCheck: CheckRule {
  enum Failure: CheckFailure {
    case inPopover(String)
    case notDrawn(String)
    case notAsCancel(String)
    case misplaced(String, place: String)
    var check: Check { .cancelAsCancel }
    var problem: String {
      switch self {
      case .inPopover(let title): "'\(title)' is drawn in a pad popover"
      case .notDrawn(let title): "'\(title)' is not drawn"
      case .notAsCancel(let title): "'\(title)' is not drawn as cancel (bold)"
      case .misplaced(let title, let place): "'\(title)' is not \(place)"
      }
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
      let title = run.expectation(.cancelAsCancel)?.text
    else { return [] }
    let position = alert.buttons.firstIndex { $0.title == title }
    if alert.kind == .popover {
      return position == nil ? [] : [Failure.inPopover(title)]
    }
    guard let position else { return [Failure.notDrawn(title)] }
    var failures: [Failure] = []
    let button = alert.buttons[position]
    if !(button.isCancel && button.isBold) {
      failures.append(.notAsCancel(title))
    }
    let expected = alert.layout == .sideBySide ? 0 : alert.buttons.count - 1
    if position != expected {
      failures.append(
        .misplaced(title, place: alert.layout == .sideBySide ? "on the left" : "at the bottom"))
    }
    return failures
  }
}
