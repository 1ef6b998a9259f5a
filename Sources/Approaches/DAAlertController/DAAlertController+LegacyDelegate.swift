#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// The shared delegate of every iOS 7 alert and sheet. It does not implement the cancel
/// methods, so a system cancel simulates a tap on the cancel index (AV12), which may be -1.
extension DAAlertController: UIAlertViewDelegate, UIActionSheetDelegate {
  /// Runs the tapped action's handler, before the alert has gone (AV10): the cancel index
  /// maps to the cancel action (or to nothing), any other index to the other actions
  /// counted from firstOtherButtonIndex.
  public func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
    if buttonIndex == alertView.cancelButtonIndex {
      Self.handleActionSelection(cancelAction(of: alertView))
    } else {
      let otherActions = otherActions(of: alertView)
      Self.handleActionSelection(
        Self.action(at: buttonIndex - alertView.firstOtherButtonIndex, in: otherActions))
    }
  }

  /// Answers the validation block over the fields; only the first other button is gated
  /// (AV14). It asks for field 1 even when the style has one field, which raises on iOS 7
  /// and 8 (AV7), as the published source does.
  public func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool {
    var shouldEnable = true
    let block = objc_getAssociatedObject(alertView, &Self.validationBlockKey)
    if let validationBlock = block as? ([UITextField]) -> Bool,
      alertView.alertViewStyle != .default
    {
      let firstTextField = alertView.textField(at: 0)
      let secondTextField = alertView.textField(at: 1)
      shouldEnable = validationBlock([firstTextField, secondTextField].compactMap { $0 })
    }
    return shouldEnable
  }

  /// Runs the tapped sheet action's handler: cancel, destructive, or one of the others.
  public func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int) {
    if buttonIndex == actionSheet.cancelButtonIndex {
      Self.handleActionSelection(cancelAction(of: actionSheet))
    } else if buttonIndex == actionSheet.destructiveButtonIndex {
      Self.handleActionSelection(
        objc_getAssociatedObject(actionSheet, &Self.destructiveActionKey) as? DAAlertAction)
    } else {
      Self.handleActionSelection(
        Self.action(
          at: buttonIndex - actionSheet.firstOtherButtonIndex, in: otherActions(of: actionSheet)))
    }
  }

  private func cancelAction(of alert: UIView) -> DAAlertAction? {
    objc_getAssociatedObject(alert, &Self.cancelActionKey) as? DAAlertAction
  }

  private func otherActions(of alert: UIView) -> [DAAlertAction] {
    objc_getAssociatedObject(alert, &Self.otherActionsKey) as? [DAAlertAction] ?? []
  }
}
