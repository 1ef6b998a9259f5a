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
    case .connectedScenesOrder, .frontmostScene:
      [.appeared, .alertScene, .handlers, .alertsSeen, .noAlertAtEnd, .alertWindowKey, .freed]
    case .keyWindowHistory: [.mainWindowKeyAtEnd, .otherWindowKeyAtEnd]
    case .typingOutsideKeyWindow: [.handlers, .fieldTexts, .disabled]
    case .presentationOnAlert:
      [.appeared, .handlers, .alertsSeen, .alertAtEnd, .noAlertAtEnd, .screenFree]
    case .padSheetWindow: [.appeared, .handlers, .alertsSeen, .noAlertAtEnd]
    case .appDrawnCancel: [.cancelAsCancel]
    case .presentationWhileInterrupted, .presentationInBackground:
      [.appeared, .handlers, .alertsSeen, .noAlertAtEnd, .alertAtEnd]
    case .compactSheetAnchor: [.appeared, .handlers, .alertsSeen, .noAlertAtEnd]
    case .keyboardFromIOS15: [.appeared, .handlers, .alertsSeen, .noAlertAtEnd]
    case .swiftUIRetryAfterDrop, .swiftUIConstantBinding:
      [.appeared, .handlers, .alertsSeen, .alertAtEnd, .noAlertAtEnd]
    case .swiftUIActionBeforeWriteBack: [.handlers, .itemsRead, .alertsSeen, .noAlertAtEnd]
    // Nothing raises at the second cancel, where UIKit would, and one cancel is not drawn.
    case .swiftUISecondCancel: [.cancelAsCancel, .everyAction, .handlers, .rejectsWith]
    case .outermostContainerPresents: [.appeared, .handlers, .alertsSeen, .noAlertAtEnd]
    // No check reads where a popover points.
    case .swiftUIDialogAnchor: []
    case .swiftUIAutomaticTitle: [.alertsSeen]
    // An app that never launches has no cell to judge.
    case .launchFailureWithoutScenes: []
    case .swiftUIDestructiveCancel: [.everyAction, .cancelAsCancel, .handlers]
    case .mainQueueClock:
      [.appeared, .handlers, .alertsSeen, .noAlertAtEnd, .alertAtEnd, .freed, .alertWindowKey]
    case .wideWindowPopover, .anchoredPhoneSheet:
      [
        .appeared, .handlers, .alertsSeen, .noAlertAtEnd, .alertAtEnd, .cancelAsCancel,
        .everyAction,
      ]
    }
  }
}

extension ModellingChoice {
  /// Whether the choice can lead to a crash: an index that a wrapper looks up.
  var canCrash: Bool {
    switch self {
    case .systemCancelIndex, .actionSheetOrder: true
    case .overlayTint, .keyboardWindowLevel, .connectedScenesOrder, .keyWindowHistory,
      .typingOutsideKeyWindow, .presentationOnAlert, .padSheetWindow, .frontmostScene,
      .appDrawnCancel, .presentationWhileInterrupted, .presentationInBackground,
      .keyboardFromIOS15, .swiftUIRetryAfterDrop, .swiftUIActionBeforeWriteBack,
      .swiftUIConstantBinding, .swiftUISecondCancel, .outermostContainerPresents,
      .swiftUIDialogAnchor, .swiftUIAutomaticTitle, .anchoredPhoneSheet, .mainQueueClock,
      .swiftUIDestructiveCancel:
      false
    case .compactSheetAnchor, .wideWindowPopover, .launchFailureWithoutScenes: true
    }
  }
}
