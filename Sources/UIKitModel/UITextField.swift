import UIKitSimulation

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
  /// Whether the next keystroke replaces the whole text: a secure field that has just
  /// regained the focus with text in it (TF1).
  private var clearsOnNextEdit = false

  /// Posted after every edit a person makes, with the field as object.
  /// https://developer.apple.com/documentation/uikit/uitextfield/textdidchangenotification
  public static let textDidChangeNotification = NSNotification.Name(
    "UITextFieldTextDidChangeNotification")

  /// Gives the field the keyboard focus.
  /// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
  @discardableResult
  public func becomeFirstResponder() -> Bool {
    if !isFirstResponder {
      clearsOnNextEdit = isSecureTextEntry && !currentText.isEmpty
    }
    isFirstResponder = true
    return true
  }

  /// Gives up the keyboard focus.
  /// https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
  @discardableResult
  public func resignFirstResponder() -> Bool {
    isFirstResponder = false
    return true
  }

  /// The text a person's next keystroke starts from: empty, once, for a secure field that
  /// has just regained the focus with text in it (TF1), else the text.
  func textBeforeKeystroke() -> String {
    guard clearsOnNextEdit else { return currentText }
    clearsOnNextEdit = false
    return ""
  }

  /// Applies one edit made by a person: one change, its editing-changed actions, one
  /// notification.
  func applyEdit(_ newText: String, in application: UIApplication) {
    currentText = newText
    sendActions(for: .editingChanged)
    application.notificationCenter.post(name: Self.textDidChangeNotification, object: self)
    onEdit?()
  }
}
