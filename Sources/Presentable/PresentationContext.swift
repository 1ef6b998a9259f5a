#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// What the caller has at hand when it shows an alert.
public struct PresentationContext {
  /// The view controller the caller is in, or nil when there is none (a background
  /// service, say).
  public let viewController: UIViewController?
  /// The view a pad popover may point at, when the spec anchors to a source view.
  public let sourceView: UIView?
  /// The bar button item a pad popover may point at, when the spec anchors to one.
  public let barButtonItem: UIBarButtonItem?
  /// Where handlers report that they ran.
  public let handlers: HandlerLog
  /// Whether the caller is an app extension's code, as its target says when it is built: it
  /// may call only what app extensions can use (W24).
  public let inAppExtension: Bool

  public init(
    viewController: UIViewController?, sourceView: UIView? = nil,
    barButtonItem: UIBarButtonItem? = nil, handlers: HandlerLog, inAppExtension: Bool = false
  ) {
    self.viewController = viewController
    self.sourceView = sourceView
    self.barButtonItem = barButtonItem
    self.handlers = handlers
    self.inAppExtension = inAppExtension
  }
}
