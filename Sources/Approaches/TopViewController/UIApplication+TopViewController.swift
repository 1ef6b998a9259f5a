#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// The snippet most apps paste to show an alert from anywhere: the key window, found as
/// iOS 13 taught after it deprecated `keyWindow` (Stack Overflow, "How to resolve:
/// 'keyWindow' was deprecated in iOS 13.0"), then its root view controller, walked up
/// through `presentedViewController` to the one on top (Stack Overflow, "Get top most
/// UIViewController"). Alertift's `show()` and SDCAlertView's `present()` start from the
/// same lookup.
extension UIApplication {
  /// The view controller on top of the key window, or nil when no window is key (while
  /// the app launches, W2).
  var topViewController: UIViewController? {
    var top = windows.first(where: \.isKeyWindow)?.rootViewController
    while let presented = top?.presentedViewController {
      top = presented
    }
    return top
  }
}

extension UIViewController {
  /// Presents this view controller from the key window's top view controller; does
  /// nothing when there is none.
  func presentFromTop(animated: Bool = true) {
    UIApplication.shared.topViewController?.present(self, animated: animated)
  }
}
