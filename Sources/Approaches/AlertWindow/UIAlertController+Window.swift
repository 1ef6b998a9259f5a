#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// A category on UIAlertController that shows the alert from its own window
/// ("How to present UIAlertController when not in a view controller?"): a new full-screen window with an empty root view
/// controller, the app delegate window's tint, a level one above the top window; the
/// window is held in an associated object (RT1) and dropped by a viewDidDisappear
/// override that replaces UIAlertController's own for every instance in the app (RT3),
/// which only Objective-C can write (`UIAlertController+Window+ObjectiveC.swift`).
extension UIAlertController {
  private static var alertWindowKey: UInt8 = 0

  /// The window the alert shows from, retained by the alert.
  var alertWindow: UIWindow? {
    get { objc_getAssociatedObject(self, &Self.alertWindowKey) as? UIWindow }
    set {
      objc_setAssociatedObject(self, &Self.alertWindowKey, newValue, .OBJC_ASSOCIATION_RETAIN)
    }
  }

  /// Shows the alert, animated, with no view controller at hand.
  public func show() {
    show(animated: true)
  }

  /// Shows the alert from a new window above every other window. In a scene-based app the
  /// window has no scene and never appears (W6).
  public func show(animated: Bool) {
    let application = UIApplication.shared
    let window = UIWindow(frame: UIScreen.main.bounds)
    alertWindow = window
    window.rootViewController = UIViewController()
    if let appWindow = application.delegate?.window ?? nil {
      window.tintColor = appWindow.tintColor
    }
    let topWindow = application.windows.last
    window.windowLevel = (topWindow?.windowLevel ?? .normal) + 1
    window.makeKeyAndVisible()
    window.rootViewController?.present(self, animated: animated)
  }
}
