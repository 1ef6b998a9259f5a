#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

// A reduced Swift port of SDCAlertView 12.0.5 (sberrevoets/SDCAlertView, tag 12.0.5, commit
// eda84764885b55b30c334384afee5f8f06ac48de), Source/Actions/AlertAction.swift. Line numbers
// below are that file's. Left out, because the matrix never observes them: the attributed
// title (:20-33, :46-48), the accessibility identifier (:54-56), the image and accessory
// views of sheet actions (:68-81). The original is `@objc(SDCAlertAction)` and
// `@available(iOSApplicationExtension, unavailable)` (:3-4); Linux has no Objective-C
// runtime, so neither is spelled here.

/// An action (a button) of an `AlertController`.
public class AlertAction: NSObject {
  /// AlertAction.swift:11-18: a title, a style and an optional handler. There is no cancel
  /// style (:86-95): a "cancel" button is an action like any other, and SDCAlertView's own
  /// example app makes the counterpart of UIAlertController's cancel action `.preferred`
  /// (Example/DemoViewController.swift:37 against :117).
  public convenience init(
    title: String?, style: AlertAction.Style, handler: ((AlertAction) -> Void)? = nil
  ) {
    self.init()
    self.title = title
    self.style = style
    self.handler = handler
  }

  /// AlertAction.swift:35-37: held strongly for the action's whole life and never cleared,
  /// so a handler that captures its alert makes a cycle (alert -> actions -> handler ->
  /// alert) that nothing breaks (L2.alert).
  public var handler: ((AlertAction) -> Void)?

  /// AlertAction.swift:39-44 (the plain title; the original stores it as attributed text).
  public private(set) var title: String?

  /// AlertAction.swift:50-52: `internal(set)`, because `AlertController.preferredAction`'s
  /// setter rewrites it (AlertController.swift:83-93). Presenting never changes it: an action
  /// sheet takes its cancel-slot action out of the view's copy of the array only
  /// (ActionSheetView.swift:70-84).
  public internal(set) var style: AlertAction.Style = .normal

  /// AlertAction.swift:58-62: mirrored onto the drawn cell; a disabled cell ignores taps
  /// (ActionsCollectionView.swift:132-137, :74).
  public var isEnabled = true {
    didSet { self.actionView?.isEnabled = self.isEnabled }
  }

  /// AlertAction.swift:64-66: the cell that draws the action, held strongly.
  var actionView: ActionCell? {
    didSet { self.actionView?.isEnabled = self.isEnabled }
  }
}

extension AlertAction {
  /// AlertAction.swift:84-95.
  public enum Style: Int {
    /// Default font and text color.
    case normal
    /// Bold (AlertVisualStyle.swift:110-124, :204-218); in an action sheet the first
    /// `.preferred` action is drawn apart at the bottom, as a cancel button
    /// (ActionSheetView.swift:70-84).
    case preferred
    /// Red text (AlertVisualStyle.swift:106-108, :188-196).
    case destructive
  }
}
