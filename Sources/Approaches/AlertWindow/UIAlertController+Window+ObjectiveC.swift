#if canImport(UIKit)
  import UIKit
#else
  @_spi(Simulation) import UIKitModel
#endif

// The category's viewDidDisappear: an Objective-C category method replaces
// UIAlertController's own for every instance in the app (RT3). Swift cannot do that: an
// extension cannot override a method of the class it extends. A Swift port has no such
// hook, so its window is not hidden when the alert goes, only freed with the alert (W3);
// `AlertWindowSwiftApproach` runs that port (docs/Approaches.md).
#if !canImport(UIKit)
  extension UIAlertController {
    /// Links the category's viewDidDisappear into an app, as launching an app that
    /// contains the category does (RT3): it hides the alert's window and drops it. The
    /// original's call to super reaches UIViewController's implementation, which does
    /// nothing in the model.
    public static func linkWindowCategory(into application: UIApplication) {
      application.categories.replace(.viewDidDisappear, of: UIAlertController.self) {
        controller, _ in
        guard let alert = controller as? UIAlertController else { return }
        alert.alertWindow?.isHidden = true
        alert.alertWindow = nil
      }
    }
  }
#endif
