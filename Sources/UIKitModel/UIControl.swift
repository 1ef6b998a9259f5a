import Foundation
import UIKitSimulation

/// A control: a view that responds to a person's actions. A touch that ends inside it sends
/// its touch-up-inside actions, unless it is disabled, when it ignores the touch (W19).
/// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor @preconcurrency open class UIControl: UIView {
  /// Whether the control takes touches.
  /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled
  open var isEnabled = true
  private var actions: [(action: UIAction, events: Event)] = []

  /// The events a control reports.
  /// https://developer.apple.com/documentation/uikit/uicontrol/event
  nonisolated public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// An edit of a text field's text.
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/editingchanged
    public static let editingChanged = Event(rawValue: 1 << 17)
  }

  /// Runs an action when one of these events happens.
  /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
  public func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  /// Runs the actions added for these events, as the control does when they happen.
  /// https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)
  public func sendActions(for controlEvents: Event) {
    for (action, events) in actions where !events.isDisjoint(with: controlEvents) {
      action.handler(action)
    }
  }

  /// A person's touch that ends inside the control. The screen delivers none to a disabled
  /// control, which it draws as disabled (W19, W20).
  func userTouchUpInside() {
    sendActions(for: .touchUpInside)
  }
}

/// The code a control or a menu runs.
/// https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action with its handler.
/// https://developer.apple.com/documentation/uikit/uiaction
@MainActor @preconcurrency open class UIAction: NSObject {
  /// https://developer.apple.com/documentation/uikit/uimenuelement/title
  public let title: String
  let handler: UIActionHandler

  /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  public init(title: String = "", handler: @escaping UIActionHandler) {
    self.title = title
    self.handler = handler
    super.init()
  }
}
