import Foundation
import UIKitSimulation

/// Where a pad popover points: a source view and rect, or a bar button item (AC9).
@MainActor @preconcurrency public final class UIPopoverPresentationController {
  /// The view the popover points at.
  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview
  public var sourceView: UIView?
  /// The rect in the source view.
  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourcerect
  public var sourceRect: CGRect = .zero
  /// The bar button item the popover points at.
  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/barbuttonitem
  public var barButtonItem: UIBarButtonItem?

  init() {}

  /// Whether the popover knows where to point.
  var hasSource: Bool { sourceView != nil || barButtonItem != nil }
}
