/// UIAlertView's delegate (AV10 to AV15). Every method is optional in UIKit; here each has
/// an empty default. The two methods whose absence changes UIKit's behaviour are separate
/// protocols, and the alert asks `delegate as? …` where UIKit asks respondsToSelector:.
public protocol UIAlertViewDelegate: AnyObject {
  func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int)
  func willPresent(_ alertView: UIAlertView)
  func didPresent(_ alertView: UIAlertView)
  func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int)
  func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int)
}

extension UIAlertViewDelegate {
  public func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {}
  public func willPresent(_ alertView: UIAlertView) {}
  public func didPresent(_ alertView: UIAlertView) {}
  public func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int) {}
  public func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {}
}

/// A delegate that implements alertViewCancel: (AV12).
public protocol UIAlertViewCancelling: UIAlertViewDelegate {
  func alertViewCancel(_ alertView: UIAlertView)
}

/// A delegate that implements alertViewShouldEnableFirstOtherButton: (AV14).
public protocol UIAlertViewFirstOtherButtonValidating: UIAlertViewDelegate {
  func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool
}
