import Foundation
import UIKitSimulation

/// A button of a UIAlertController (AC1).
/// https://developer.apple.com/documentation/uikit/uialertaction
@MainActor @preconcurrency open class UIAlertAction: NSObject, AssociatedObjectOwner {
  nonisolated let associations = AssociationTable()

  /// An action's style (AC1).
  /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum
  nonisolated public enum Style: Int, Sendable {
    case `default` = 0
    case cancel = 1
    case destructive = 2
  }

  /// The button's title.
  /// https://developer.apple.com/documentation/uikit/uialertaction/title
  public let title: String?
  /// The button's style.
  /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.property
  public let style: Style
  /// Whether a tap runs the action; a disabled action ignores taps (AC1).
  /// https://developer.apple.com/documentation/uikit/uialertaction/isenabled
  public var isEnabled = true
  /// The handler, held strongly until the controller is freed (AC11).
  var handler: ((UIAlertAction) -> Void)?

  /// https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
    super.init()
  }
}
