import UIKitSimulation

/// UIActionSheet's delegate (AS5): UIAlertViewDelegate's methods for sheets, all optional,
/// with no should-enable method. As for UIAlertViewDelegate, each optional requirement is a
/// requirement with a default, and the cancel default tells the sheet that the delegate
/// has no such method (AV12).
/// https://developer.apple.com/documentation/uikit/uiactionsheetdelegate
@MainActor @preconcurrency public protocol UIActionSheetDelegate: NSObjectProtocol {
  func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int)
  /// https://developer.apple.com/documentation/uikit/uiactionsheetdelegate/actionsheetcancel(_:)
  func actionSheetCancel(_ actionSheet: UIActionSheet)
  /// https://developer.apple.com/documentation/uikit/uiactionsheetdelegate/willpresent(_:)
  func willPresent(_ actionSheet: UIActionSheet)
  /// https://developer.apple.com/documentation/uikit/uiactionsheetdelegate/didpresent(_:)
  func didPresent(_ actionSheet: UIActionSheet)
  /// https://developer.apple.com/documentation/uikit/uiactionsheetdelegate/actionsheet(_:willdismisswithbuttonindex:)
  func actionSheet(_ actionSheet: UIActionSheet, willDismissWithButtonIndex buttonIndex: Int)
  func actionSheet(_ actionSheet: UIActionSheet, didDismissWithButtonIndex buttonIndex: Int)
}

extension UIActionSheetDelegate {
  /// https://developer.apple.com/documentation/uikit/uiactionsheetdelegate/actionsheet(_:clickedbuttonat:)
  public func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int) {}
  public func actionSheetCancel(_ actionSheet: UIActionSheet) {
    actionSheet.delegateLacksCancelMethod = true
  }
  public func willPresent(_ actionSheet: UIActionSheet) {}
  public func didPresent(_ actionSheet: UIActionSheet) {}
  public func actionSheet(
    _ actionSheet: UIActionSheet, willDismissWithButtonIndex buttonIndex: Int
  ) {}
  /// https://developer.apple.com/documentation/uikit/uiactionsheetdelegate/actionsheet(_:diddismisswithbuttonindex:)
  public func actionSheet(
    _ actionSheet: UIActionSheet, didDismissWithButtonIndex buttonIndex: Int
  ) {}
}
