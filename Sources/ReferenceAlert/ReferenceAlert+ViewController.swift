#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// A ReferenceAlert presented from a view controller of the caller's: what `show(from:)`
/// does, with no window of its own and no API that app extensions lack.
extension ReferenceAlert {
  /// Presents the alert from the view controller on top of `viewController`'s presentations
  /// (a view controller that already presents one presents nothing more, AC10), or reports
  /// it taken away when the view controller has gone or is in no window.
  func presentFrom(_ viewController: UIViewController?) {
    guard let viewController, let window = viewController.view.window else {
      finish(running: nil)
      return
    }
    var top = viewController
    while let presented = top.presentedViewController {
      top = presented
    }
    present(makeController(in: window, anchoredTo: top.view), from: top, removing: {})
  }
}
