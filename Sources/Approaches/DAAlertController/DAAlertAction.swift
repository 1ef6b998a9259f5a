#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// An action's style, mirroring UIAlertAction's ("UIAlertController For iOS 7 Or When One Might Use Associated References").
public enum DAAlertActionStyle: Sendable {
  case `default`
  case cancel
  case destructive
}

/// A title, a style and an optional handler: what DAAlertController shows as a button. It is
/// copyable, because the iOS 7 path stores actions as associated objects with the copy
/// policy (RT1).
public final class DAAlertAction: NSObject, NSCopying {
  public let title: String
  /// The style. The iOS 7 action sheet path changes it in place on the caller's own
  /// objects: every destructive action after the first becomes default.
  public internal(set) var style: DAAlertActionStyle
  public let handler: (() -> Void)?

  public init(title: String, style: DAAlertActionStyle, handler: (() -> Void)?) {
    self.title = title
    self.style = style
    self.handler = handler
    super.init()
  }

  public func copy(with zone: NSZone? = nil) -> Any {
    DAAlertAction(title: title, style: style, handler: handler)
  }
}
