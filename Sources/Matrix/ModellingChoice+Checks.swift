@_spi(Simulation) import UIKitModel
import UIKitSimulation

extension ModellingChoice {
  /// The checks whose result the choice can change.
  var affectedChecks: Set<Check> {
    switch self {
    case .systemCancelIndex: [.handlers, .handlersIfDismissed, .handlersOneOf]
    case .overlayTint: [.tintFollowsApp]
    case .actionSheetOrder: [.handlers, .cancelAsCancel, .destructive, .everyAction]
    case .keyboardWindowLevel: [.appeared, .handlers, .alertsSeen, .noAlertAtEnd]
    case .connectedScenesOrder:
      [.appeared, .alertScene, .handlers, .alertsSeen, .noAlertAtEnd, .alertWindowKey, .freed]
    case .keyWindowHistory: [.mainWindowKeyAtEnd, .otherWindowKeyAtEnd]
    case .typingOutsideKeyWindow: [.handlers, .fieldTexts, .disabled]
    case .presentationOnAlert:
      [.appeared, .handlers, .alertsSeen, .alertAtEnd, .noAlertAtEnd, .screenFree]
    case .padSheetWindow: [.appeared, .handlers, .alertsSeen, .noAlertAtEnd]
    }
  }
}

extension ModellingChoice {
  /// Whether the choice can lead to a crash: an index that a wrapper looks up.
  var canCrash: Bool {
    switch self {
    case .systemCancelIndex, .actionSheetOrder: true
    case .overlayTint, .keyboardWindowLevel, .connectedScenesOrder, .keyWindowHistory,
      .typingOutsideKeyWindow, .presentationOnAlert, .padSheetWindow:
      false
    }
  }
}

extension Ideal {
  /// The checks the ideal makes, the rule that the alert appeared among them.
  var checks: Set<Check> {
    var checks: Set<Check> = [.appeared]
    let flags: [(Bool, Check)] = [
      (handlers != nil, .handlers), (handlersIfDismissed != nil, .handlersIfDismissed),
      (handlersOneOf != nil, .handlersOneOf), (fieldTexts != nil, .fieldTexts),
      (handlersAfterAlertLeft, .handlersAfterAlertLeft), (drawn != nil, .drawn),
      (drawn?.cancelAsCancel != nil, .cancelAsCancel), (drawn?.everyAction == true, .everyAction),
      (drawn?.destructive != nil, .destructive), (drawn?.secureFields != nil, .secureFields),
      (drawn?.disabled != nil, .disabled), (drawn?.tintFollowsApp == true, .tintFollowsApp),
      (alertAtEnd != nil, .alertAtEnd), (noAlertAtEnd, .noAlertAtEnd),
      (alertsSeen != nil, .alertsSeen), (freed, .freed),
      (screenFree, .screenFree), (noObserversLeft, .noObserversLeft),
      (mainWindowKeyAtEnd, .mainWindowKeyAtEnd), (otherWindowKeyAtEnd, .otherWindowKeyAtEnd),
      (alertWindowKey, .alertWindowKey), (callerActionsUnchanged, .callerActionsUnchanged),
      (rejectsWith != nil, .rejectsWith), (alertScene != nil, .alertScene),
    ]
    for (made, check) in flags where made {
      checks.insert(check)
    }
    return checks
  }
}
