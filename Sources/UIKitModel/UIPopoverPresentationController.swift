import Foundation
import UIKitSimulation

/// What manages a presented view controller's presentation. UIKit keeps it from the
/// presentation until the dismissal ends (W17).
/// https://developer.apple.com/documentation/uikit/uipresentationcontroller
@MainActor @preconcurrency open class UIPresentationController: NSObject {
  /// The controller being presented.
  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller
  public private(set) weak var presentedViewController: UIViewController?
  /// The controller presenting it.
  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentingviewcontroller
  public private(set) weak var presentingViewController: UIViewController?

  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/init(presentedviewcontroller:presenting:)
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    self.presentedViewController = presentedViewController
    self.presentingViewController = presentingViewController
    super.init()
  }

  /// The popover's own controller, which the model makes with its alert controller.
  override init() {
    super.init()
  }

  /// Whether the presenter's view leaves the window once the presentation ends: false
  /// unless a subclass says so (W17).
  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/shouldremovepresentersview
  open var shouldRemovePresentersView: Bool { false }
}

/// What gives a custom presentation its presentation controller (W17).
/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate
@MainActor @preconcurrency
public protocol UIViewControllerTransitioningDelegate:
  NSObjectProtocol
{
  /// The controller that manages the presentation; nil for UIKit's own.
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/presentationcontroller(forpresented:presenting:source:)
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? { nil }
}

/// Where a pad popover points: a source view and rect, or a bar button item (AC9).
/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
@MainActor @preconcurrency
public final class UIPopoverPresentationController:
  UIPresentationController
{
  /// The view the popover points at.
  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview
  public var sourceView: UIView?
  /// The rect in the source view.
  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourcerect
  public var sourceRect: CGRect = .zero
  /// The bar button item the popover points at.
  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/barbuttonitem
  public var barButtonItem: UIBarButtonItem?

  override init() {
    super.init()
  }

  /// Whether the popover knows where to point.
  var hasSource: Bool { sourceView != nil || barButtonItem != nil }
}
