/// One check the judge makes: a rule of every cell (`appeared`) or a field of the ideal
/// (Fixtures/README.md), named as the fixture format names it. A failed check's detail
/// starts with its name.
public enum Check: String, CaseIterable, Sendable {
  case appeared
  case handlers, handlersIfDismissed, handlersOneOf, fieldTexts, handlersAfterAlertLeft
  /// Something was drawn right after showing, for the `drawn` checks to look at.
  case drawn
  case cancelAsCancel = "drawn.cancelAsCancel"
  case everyAction = "drawn.everyAction"
  case destructive = "drawn.destructive"
  case secureFields = "drawn.secureFields"
  case disabled = "drawn.disabled"
  case tintFollowsApp = "drawn.tintFollowsApp"
  case alertAtEnd, noAlertAtEnd, alertsSeen, freed, screenFree
  case noObserversLeft, mainWindowKeyAtEnd, otherWindowKeyAtEnd, alertWindowKey
  case callerActionsUnchanged, rejectsWith, alertScene

  /// The check a verdict's detail names, if it names one.
  public init?(detail: String) {
    guard let colon = detail.firstIndex(of: ":") else { return nil }
    self.init(rawValue: String(detail[..<colon]))
  }
}
