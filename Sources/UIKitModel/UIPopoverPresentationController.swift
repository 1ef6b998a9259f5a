import Foundation
import UIKitSimulation

/// What manages a presented view controller's presentation.
/// https://developer.apple.com/documentation/uikit/uipresentationcontroller
@MainActor @preconcurrency open class UIPresentationController: NSObject {}

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

  override init() {}

  /// Whether the popover knows where to point.
  var hasSource: Bool { sourceView != nil || barButtonItem != nil }
}
