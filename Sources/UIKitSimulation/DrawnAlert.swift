/// An alert as it is drawn on screen: what a person sees, in drawn order.
public struct DrawnAlert: Codable, Hashable, Sendable {
  /// How the alert is presented.
  public enum Kind: String, Codable, Sendable, CaseIterable {
    /// A centred alert.
    case alert
    /// A sheet sliding up from the bottom (phone).
    case actionSheet
    /// A popover pointing at its source (pad action sheet).
    case popover
  }

  /// How the buttons are laid out.
  public enum Layout: String, Codable, Sendable, CaseIterable {
    /// Side by side, left to right.
    case sideBySide
    /// One above the other, top to bottom.
    case stacked
  }

  public var kind: Kind
  public var title: String?
  public var message: String?
  public var textFields: [DrawnTextField]
  public var layout: Layout
  /// The buttons in drawn order: left to right, or top to bottom.
  public var buttons: [DrawnButton]
  /// Layout defects the platform is known to draw (AS3).
  public var warnings: [String]
  /// The name of the tint the buttons are drawn in (W7).
  public var tint: String

  public init(
    kind: Kind, title: String?, message: String?, textFields: [DrawnTextField], layout: Layout,
    buttons: [DrawnButton], warnings: [String], tint: String
  ) {
    self.kind = kind
    self.title = title
    self.message = message
    self.textFields = textFields
    self.layout = layout
    self.buttons = buttons
    self.warnings = warnings
    self.tint = tint
  }

  /// The button titles in drawn order.
  public var buttonTitles: [String] { buttons.map(\.title) }
}

/// A button as drawn.
public struct DrawnButton: Codable, Hashable, Sendable {
  public var title: String
  /// Whether it is drawn as the cancel button.
  public var isCancel: Bool
  /// Whether its title is bold.
  public var isBold: Bool
  /// Whether it is drawn in the destructive (red) style.
  public var isDestructive: Bool
  /// Whether it responds to taps.
  public var isEnabled: Bool

  public init(title: String, isCancel: Bool, isBold: Bool, isDestructive: Bool, isEnabled: Bool) {
    self.title = title
    self.isCancel = isCancel
    self.isBold = isBold
    self.isDestructive = isDestructive
    self.isEnabled = isEnabled
  }
}

/// A text field as drawn.
public struct DrawnTextField: Codable, Hashable, Sendable {
  public var placeholder: String?
  public var text: String
  /// Whether the text is drawn as dots.
  public var isSecure: Bool
  /// Whether the field has the keyboard focus.
  public var isFirstResponder: Bool

  public init(placeholder: String?, text: String, isSecure: Bool, isFirstResponder: Bool) {
    self.placeholder = placeholder
    self.text = text
    self.isSecure = isSecure
    self.isFirstResponder = isFirstResponder
  }
}
