import UIKitSimulation

/// A control: a view that responds to a person's actions.
/// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor @preconcurrency open class UIControl: UIView {}

/// A text field in an alert. Every edit a person makes posts the text-did-change
/// notification and tells the owning alert.
/// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor @preconcurrency open class UITextField: UIControl {
  /// The text; setting nil empties it, and reading never gives nil, as in UIKit.
  /// https://developer.apple.com/documentation/uikit/uitextfield/text
  public var text: String? {
    get { currentText }
    set { currentText = newValue ?? "" }
  }
  private(set) var currentText = ""
  /// The placeholder shown while the text is empty.
  /// https://developer.apple.com/documentation/uikit/uitextfield/placeholder
  public var placeholder: String?
  /// Whether the text is drawn as dots.
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/issecuretextentry
  public var isSecureTextEntry = false
  /// Whether the field has the keyboard focus.
  /// https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder
  public private(set) var isFirstResponder = false
  /// The owning alert's hook for edits (AV14).
  var onEdit: (() -> Void)?

  /// Posted after every edit a person makes, with the field as object.
  /// https://developer.apple.com/documentation/uikit/uitextfield/textdidchangenotification
  public static let textDidChangeNotification = NSNotification.Name(
    "UITextFieldTextDidChangeNotification")

  /// Gives the field the keyboard focus.
  /// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
  @discardableResult
  public func becomeFirstResponder() -> Bool {
    isFirstResponder = true
    return true
  }

  /// Applies one edit made by a person: one change, one notification.
  func applyEdit(_ newText: String, in application: UIApplication) {
    currentText = newText
    application.notificationCenter.post(name: Self.textDidChangeNotification, object: self)
    onEdit?()
  }
}
