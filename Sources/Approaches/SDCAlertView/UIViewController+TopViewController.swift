#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

// Port of SDCAlertView 12.0.5 Source/Presentation/UIViewController+Extension.swift
// (complete). Line numbers are that file's.

extension UIViewController {
  /// UIViewController+Extension.swift:6-25: the controller `AlertController.present()`
  /// presents from. It starts at the app's key window, `UIApplication.keyWindow` (:7), which
  /// is nil while the app launches (W14), spans every connected scene (W12, deprecated from
  /// iOS 13), and is whatever window was made key last: a window of the app's own, a small
  /// floating one included (P12, P14). From there it walks down navigation and tab
  /// controllers and every presented controller, an alert that is up included (P5, P7,
  /// P23); it never checks `isBeingDismissed` (P22, W15).
  static func topViewController(_ viewController: UIViewController? = nil) -> UIViewController? {
    let viewController = viewController ?? UIApplication.shared.keyWindow?.rootViewController

    if let navigationController = viewController as? UINavigationController,
      !navigationController.viewControllers.isEmpty
    {
      return self.topViewController(navigationController.viewControllers.last)
    } else if let tabBarController = viewController as? UITabBarController,
      let selectedController = tabBarController.selectedViewController
    {
      return self.topViewController(selectedController)
    } else if let presentedController = viewController?.presentedViewController {
      return self.topViewController(presentedController)
    }

    return viewController
  }
}
