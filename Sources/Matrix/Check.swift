/// One check the judge makes: a rule of every cell (`appeared`) or a field of the ideal
/// (Fixtures/README.md), named as the fixture format names it, in the order the judge makes
/// them. Each has its rule in a file of its own in `Checks/`.
public enum Check: String, CaseIterable, Codable, CodingKeyRepresentable, Sendable {
  case appeared
  case handlers, handlersIfDismissed, handlersOneOf, fieldTexts, itemsRead, handlersAfterAlertLeft
  /// Something was drawn right after showing, for the `drawn` checks to look at.
  case drawn
  case cancelAsCancel = "drawn.cancelAsCancel"
  case everyAction = "drawn.everyAction"
  case destructive = "drawn.destructive"
  case secureFields = "drawn.secureFields"
  case disabled = "drawn.disabled"
  case tintFollowsApp = "drawn.tintFollowsApp"
  case preferred = "drawn.preferred"
  case alertAtEnd, noAlertAtEnd, alertsSeen, freed, screenFree
  case noObserversLeft, mainWindowKeyAtEnd, otherWindowKeyAtEnd, alertWindowKey, alertScene
  case callerActionsUnchanged, rejectsWith

  /// The check's rule.
  var rule: any CheckRule.Type {
    switch self {
    case .appeared: AppearedCheck.self
    case .handlers: HandlersCheck.self
    case .handlersIfDismissed: HandlersIfDismissedCheck.self
    case .handlersOneOf: HandlersOneOfCheck.self
    case .fieldTexts: FieldTextsCheck.self
    case .itemsRead: ItemsReadCheck.self
    case .handlersAfterAlertLeft: HandlersAfterAlertLeftCheck.self
    case .drawn: DrawnCheck.self
    case .cancelAsCancel: CancelAsCancelCheck.self
    case .everyAction: EveryActionCheck.self
    case .destructive: DestructiveCheck.self
    case .secureFields: SecureFieldsCheck.self
    case .disabled: DisabledCheck.self
    case .tintFollowsApp: TintFollowsAppCheck.self
    case .preferred: PreferredCheck.self
    case .alertAtEnd: AlertAtEndCheck.self
    case .noAlertAtEnd: NoAlertAtEndCheck.self
    case .alertsSeen: AlertsSeenCheck.self
    case .freed: FreedCheck.self
    case .screenFree: ScreenFreeCheck.self
    case .noObserversLeft: NoObserversLeftCheck.self
    case .mainWindowKeyAtEnd: MainWindowKeyAtEndCheck.self
    case .otherWindowKeyAtEnd: OtherWindowKeyAtEndCheck.self
    case .alertWindowKey: AlertWindowKeyCheck.self
    case .alertScene: AlertSceneCheck.self
    case .callerActionsUnchanged: CallerActionsUnchangedCheck.self
    case .rejectsWith: RejectsWithCheck.self
    }
  }
}
