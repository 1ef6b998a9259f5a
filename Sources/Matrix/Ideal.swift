/// The outcome a perfect wrapper gives: the checks a cell's observation must pass. A check
/// left out is not made.
public struct Ideal: Codable, Sendable, Hashable {
  /// The titles of the actions whose handlers ran, in order.
  public var handlers: [String]?
  /// The handlers that must have run if the alert left the screen; none may run if it
  /// stayed (a tap the approach may stop, a system event the platform may ignore).
  public var handlersIfDismissed: [String]?
  /// Handler sequences that are each acceptable.
  public var handlersOneOf: [[String]]?
  /// The field texts each handler run read.
  public var fieldTexts: [[String]]?
  /// Whether every handler ran after its alert had left the screen (AV10 runs clicked
  /// before the dismissal; AC6 runs a handler after it).
  public var handlersAfterAlertLeft: Bool
  /// Checks on the alert as drawn right after it was shown.
  public var drawn: DrawnIdeal?
  /// The title of the alert on screen at the end.
  public var alertAtEnd: String?
  /// Whether no alert is on screen at the end.
  public var noAlertAtEnd: Bool
  /// The alert titles a person saw over the run, in order.
  public var alertsSeen: [String]?
  /// Whether everything the approach created is freed at the end: alerts, windows,
  /// notification observers.
  public var freed: Bool
  /// Whether at the end no window is left over the app and the app's window takes touches.
  public var screenFree: Bool
  /// Whether no notification observer is left at the end.
  public var noObserversLeft: Bool
  /// Whether the caller's action values are unchanged by presenting them.
  public var callerActionsUnchanged: Bool
  /// The exception the approach must refuse the alert with, as the programmer error it is
  /// (an API that cannot express the alert at all is unsupported instead).
  public var rejectsWith: String?
  /// Whether the app's main window is the key window at the end (W2).
  public var mainWindowKeyAtEnd: Bool
  /// Whether the app's other window (`Scenario.otherWindow`), key before the alert, is the
  /// key window at the end (W2's history).
  public var otherWindowKeyAtEnd: Bool
  /// Whether the window the alert is drawn in was the key window right after it was shown
  /// (AV19; a window made visible but not key leaves the keyboard and key commands
  /// elsewhere).
  public var alertWindowKey: Bool
  /// The scene the alert must appear in, in an app with two scenes (W12).
  public var alertScene: SceneRole?
}

/// Checks on the alert as drawn right after it was shown.
public struct DrawnIdeal: Codable, Sendable, Hashable {
  /// The action drawn as cancel: bold, at the platform's cancel position (left of two,
  /// bottom of a stack or sheet), and not drawn at all in a pad popover.
  public var cancelAsCancel: String?
  /// Whether every action is drawn exactly once (a popover's cancel excepted).
  public var everyAction: Bool
  /// Actions drawn destructive where the platform can: everywhere but a UIAlertView-era
  /// alert on iOS 7.
  public var destructive: [String]?
  /// Whether each field is drawn secure, in field order.
  public var secureFields: [Bool]?
  /// Actions drawn disabled.
  public var disabled: [String]?
  /// Whether the alert is drawn in the app window's tint.
  public var tintFollowsApp: Bool
}
