import UIKitSimulation

/// UIAlertView's delegate (AV10 to AV15). Every method is an optional requirement in
/// UIKit, which needs Objective-C; here each is a requirement with a default
/// implementation, which a delegate's own method replaces. Where UIKit asks
/// respondsToSelector: (AV12's cancel, AV14's should-enable), the default stands for a
/// delegate without the method: the should-enable default answers true, as UIKit does then,
/// and the cancel default tells the alert that the delegate has no such method.
/// https://developer.apple.com/documentation/uikit/uialertviewdelegate
@MainActor @preconcurrency public protocol UIAlertViewDelegate: NSObjectProtocol {
  func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int)
  /// https://developer.apple.com/documentation/uikit/uialertviewdelegate/alertviewcancel(_:)
  func alertViewCancel(_ alertView: UIAlertView)
  /// https://developer.apple.com/documentation/uikit/uialertviewdelegate/willpresent(_:)
  func willPresent(_ alertView: UIAlertView)
  /// https://developer.apple.com/documentation/uikit/uialertviewdelegate/didpresent(_:)
  func didPresent(_ alertView: UIAlertView)
  /// https://developer.apple.com/documentation/uikit/uialertviewdelegate/alertview(_:willdismisswithbuttonindex:)
  func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int)
  /// https://developer.apple.com/documentation/uikit/uialertviewdelegate/alertview(_:diddismisswithbuttonindex:)
  func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int)
  /// https://developer.apple.com/documentation/uikit/uialertviewdelegate/alertviewshouldenablefirstotherbutton(_:)
  func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool
}

extension UIAlertViewDelegate {
  /// https://developer.apple.com/documentation/uikit/uialertviewdelegate/alertview(_:clickedbuttonat:)
  public func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {}
  public func alertViewCancel(_ alertView: UIAlertView) {
    alertView.delegateLacksCancelMethod = true
  }
  public func willPresent(_ alertView: UIAlertView) {}
  public func didPresent(_ alertView: UIAlertView) {}
  public func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int) {}
  public func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {}
  public func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool { true }
}
