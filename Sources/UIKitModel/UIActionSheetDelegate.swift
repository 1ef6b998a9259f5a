/// UIActionSheet's delegate (AS5): UIAlertViewDelegate's methods for sheets, all optional,
/// with no should-enable method.
public protocol UIActionSheetDelegate: AnyObject {
  func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int)
  func willPresent(_ actionSheet: UIActionSheet)
  func didPresent(_ actionSheet: UIActionSheet)
  func actionSheet(_ actionSheet: UIActionSheet, willDismissWithButtonIndex buttonIndex: Int)
  func actionSheet(_ actionSheet: UIActionSheet, didDismissWithButtonIndex buttonIndex: Int)
}

extension UIActionSheetDelegate {
  public func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int) {}
  public func willPresent(_ actionSheet: UIActionSheet) {}
  public func didPresent(_ actionSheet: UIActionSheet) {}
  public func actionSheet(
    _ actionSheet: UIActionSheet, willDismissWithButtonIndex buttonIndex: Int
  ) {}
  public func actionSheet(
    _ actionSheet: UIActionSheet, didDismissWithButtonIndex buttonIndex: Int
  ) {}
}

/// A delegate that implements actionSheetCancel: (AS5, AV12).
public protocol UIActionSheetCancelling: UIActionSheetDelegate {
  func actionSheetCancel(_ actionSheet: UIActionSheet)
}
