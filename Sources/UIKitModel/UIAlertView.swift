import UIKitSimulation

/// The text field arrangement of a UIAlertView (AV6).
/// https://developer.apple.com/documentation/uikit/uialertviewstyle
nonisolated public enum UIAlertViewStyle: Int, Sendable {
  case `default` = 0
  case secureTextInput = 1
  case plainTextInput = 2
  case loginAndPasswordInput = 3
}

/// UIAlertView (AV1 to AV20). The docs say it does not support subclassing (AV18); the
/// class is open because subclasses work in practice, as the wrappers under study rely on.
/// https://developer.apple.com/documentation/uikit/uialertview
@MainActor @preconcurrency open class UIAlertView: UIView, LegacyAlert {
  /// The title; UIKit's Swift API reads it as a String, empty when none was given.
  /// https://developer.apple.com/documentation/uikit/uialertview/title
  open var title: String {
    get { givenTitle ?? "" }
    set { givenTitle = newValue }
  }
  private var givenTitle: String?
  /// https://developer.apple.com/documentation/uikit/uialertview/message
  open var message: String?
  /// The delegate, never kept alive by the alert (AV8). UIKit types it as any object and
  /// sends it the UIAlertViewDelegate methods.
  /// https://developer.apple.com/documentation/uikit/uialertview/delegate
  public weak var delegate: AnyObject?
  private var alertDelegate: (any UIAlertViewDelegate)? { delegate as? any UIAlertViewDelegate }
  /// Set by UIAlertViewDelegate's default alertViewCancel: the delegate has no such method.
  var delegateLacksCancelMethod = false
  /// The cancel button's index; -1 by default. The setter is a plain assignment (AV4).
  /// https://developer.apple.com/documentation/uikit/uialertview/cancelbuttonindex
  public var cancelButtonIndex = -1
  /// The index of the first title passed in otherButtonTitles at init, else -1. Buttons
  /// added later never change it (AV3).
  /// https://developer.apple.com/documentation/uikit/uialertview/firstotherbuttonindex
  public private(set) var firstOtherButtonIndex = -1
  private var buttonTitles: [String] = []
  private var fields: [UITextField] = []
  private var isFirstOtherButtonEnabled = true
  var isDismissing = false

  /// A bare alert: no buttons, both indexes -1 (AV4). Every initializer comes here, so in
  /// a scene-based app each raises (AV20).
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public override init(frame: CGRect) {
    Self.raiseIfUnavailable()
    super.init(frame: frame)
  }

  /// The model never decodes an alert.
  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) {
    fatalError("the model never decodes views")
  }

  /// The initializer Swift can call: a cancel title, at index 0, and no other titles, so
  /// `firstOtherButtonIndex` stays -1 (AV2, AV3).
  /// https://developer.apple.com/documentation/uikit/uialertview/init(title:message:delegate:cancelbuttontitle:)
  public convenience init(
    title: String?, message: String?, delegate: Any?, cancelButtonTitle: String?
  ) {
    self.init(
      title: title, message: message, delegate: delegate, cancelButtonTitle: cancelButtonTitle,
      nilTerminatedOtherButtonTitles: nil)
  }

  /// The Swift overlay's initializer: the cancel title through the initializer, then every
  /// other title through `addButton(withTitle:)`, so `firstOtherButtonIndex` stays -1 and
  /// the should-enable hook is never asked (AV3, AV14).
  /// https://developer.apple.com/documentation/uikit/uialertview/init(title:message:delegate:cancelbuttontitle:otherbuttontitles:_:)
  public convenience init(
    title: String, message: String, delegate: (any UIAlertViewDelegate)?,
    cancelButtonTitle: String?, otherButtonTitles firstButtonTitle: String,
    _ moreButtonTitles: String...
  ) {
    self.init(
      title: title, message: message, delegate: delegate, cancelButtonTitle: cancelButtonTitle)
    addButton(withTitle: firstButtonTitle)
    for buttonTitle in moreButtonTitles {
      addButton(withTitle: buttonTitle)
    }
  }

  /// Objective-C's initWithTitle:message:delegate:cancelButtonTitle:otherButtonTitles:, a
  /// nil-terminated variadic list that Swift cannot call: only the `+ObjectiveC.swift`
  /// shims of wrappers written in Objective-C use it (AV1, AV2, AV3). Titles after the
  /// first nil are never seen; a cancel title comes first, at index 0; the other titles
  /// follow, the first of them at `firstOtherButtonIndex`.
  @_spi(Simulation) public convenience init(
    title: String?, message: String?, delegate: Any?, cancelButtonTitle: String?,
    nilTerminatedOtherButtonTitles otherButtonTitles: String?...
  ) {
    self.init(frame: .zero)
    self.givenTitle = title
    self.message = message
    self.delegate = delegate as AnyObject?
    if let cancelButtonTitle {
      cancelButtonIndex = buttonTitles.count
      buttonTitles.append(cancelButtonTitle)
    }
    let others = otherButtonTitles.prefix { $0 != nil }.compactMap { $0 }
    if !others.isEmpty {
      firstOtherButtonIndex = buttonTitles.count
    }
    buttonTitles += others
  }

  /// The number of buttons (AV5).
  /// https://developer.apple.com/documentation/uikit/uialertview/numberofbuttons
  public var numberOfButtons: Int { buttonTitles.count }

  /// Appends a button and returns its index, the count before the call (AV5).
  /// https://developer.apple.com/documentation/uikit/uialertview/addbutton(withtitle:)
  @discardableResult
  public func addButton(withTitle title: String?) -> Int {
    buttonTitles.append(title ?? "")
    return buttonTitles.count - 1
  }

  /// The title at an index; out of range raises NSRangeException (AV5).
  /// https://developer.apple.com/documentation/uikit/uialertview/buttontitle(at:)
  public func buttonTitle(at index: Int) -> String? {
    buttonTitles.object(at: index)
  }

  /// The text field arrangement; setting it replaces the fields (AV6).
  /// https://developer.apple.com/documentation/uikit/uialertview/alertviewstyle
  public var alertViewStyle: UIAlertViewStyle = .default {
    didSet {
      fields = Self.makeFields(for: alertViewStyle)
      for field in fields {
        field.onEdit = { [weak self] in self?.updateFirstOtherButton() }
      }
    }
  }

  /// The style's fields (AV6): secure has one secure "Password" field; plain has one
  /// field; login-and-password has "Login" and a secure "Password".
  private static func makeFields(for style: UIAlertViewStyle) -> [UITextField] {
    func field(_ placeholder: String?, secure: Bool) -> UITextField {
      let field = UITextField()
      field.placeholder = placeholder
      field.isSecureTextEntry = secure
      return field
    }
    switch style {
    case .default: return []
    case .secureTextInput: return [field("Password", secure: true)]
    case .plainTextInput: return [field(nil, secure: false)]
    case .loginAndPasswordInput:
      return [field("Login", secure: false), field("Password", secure: true)]
    }
  }

  /// The style's field at an index (AV7). Outside the style's fields it raises
  /// NSRangeException on iOS 7 and 8, and returns nil on iOS 13+.
  /// https://developer.apple.com/documentation/uikit/uialertview/textfield(at:)
  public func textField(at textFieldIndex: Int) -> UITextField? {
    guard fields.indices.contains(textFieldIndex) else {
      if UIApplication.current.osVersion >= .iOS13 { return nil }
      raiseException(
        .rangeException,
        reason:
          "textFieldIndex (\(textFieldIndex)) is outside of the bounds of the array of text fields"
      )
    }
    return fields[textFieldIndex]
  }

  /// Whether the alert is on screen or being dismissed.
  /// https://developer.apple.com/documentation/uikit/uialertview/isvisible
  public var isVisible: Bool { UIApplication.current.legacyAlerts.contains(self) }

  /// AV20 (rev. 2; crash traces in public issue trackers): in a scene-based app, creating a
  /// UIAlertView raises NSObjectNotAvailableException in -[UIAlertView initWithFrame:],
  /// which every initializer goes through: at init, not at show. An iOS 13+ app without
  /// scenes is not affected.
  private static func raiseIfUnavailable() {
    if UIApplication.current.isAppExtension {
      UIApplication.raiseUnavailableInAppExtensions("UIAlertView")
    }
    guard UIApplication.current.isSceneBased else { return }
    raiseException(
      .objectNotAvailableException,
      reason:
        "UIAlertView is deprecated and unavailable for UIScene based applications, please use UIAlertController!"
    )
  }

  /// Shows the alert in the overlay window (AV9, AV15, AV17, AV19).
  /// https://developer.apple.com/documentation/uikit/uialertview/show()
  public func show() {
    let application = UIApplication.current
    application.legacyAlerts.show(self, in: application)
  }

  /// Dismisses the alert as the app: will- and did-dismiss with this index, never clicked
  /// (AV11). A second call while dismissing is ignored.
  /// https://developer.apple.com/documentation/uikit/uialertview/dismiss(withclickedbuttonindex:animated:)
  public func dismiss(withClickedButtonIndex buttonIndex: Int, animated: Bool) {
    let application = UIApplication.current
    application.legacyAlerts.dismiss(self, index: buttonIndex, in: application)
  }

  /// Asks the delegate whether to enable the first other button (AV14). Never asked when
  /// there is no first other button; a delegate without the method leaves it enabled.
  private func updateFirstOtherButton() {
    guard firstOtherButtonIndex >= 0 else { return }
    isFirstOtherButtonEnabled =
      alertDelegate?.alertViewShouldEnableFirstOtherButton(self) ?? true
  }

  // MARK: - LegacyAlert

  func prepareToShow() {
    updateFirstOtherButton()
  }

  func sendWillPresent() { alertDelegate?.willPresent(self) }

  func sendDidPresent() {
    alertDelegate?.didPresent(self)
    fields.first?.becomeFirstResponder()
  }

  func sendClicked(_ index: Int) {
    alertDelegate?.alertView(self, clickedButtonAt: index)
  }

  func sendWillDismiss(_ index: Int) {
    alertDelegate?.alertView(self, willDismissWithButtonIndex: index)
  }

  func sendDidDismiss(_ index: Int) {
    alertDelegate?.alertView(self, didDismissWithButtonIndex: index)
  }

  func sendCancelIfImplemented() -> Bool {
    guard let alertDelegate else { return false }
    delegateLacksCancelMethod = false
    alertDelegate.alertViewCancel(self)
    return !delegateLacksCancelMethod
  }

  // MARK: - OnScreenAlert

  private var validCancelIndex: Int? {
    buttonTitles.indices.contains(cancelButtonIndex) ? cancelButtonIndex : nil
  }

  /// Button indexes in drawn order (AV16): one or two buttons side by side with cancel on
  /// the left; three or more stacked with cancel at the bottom.
  private var drawnIndexes: [Int] {
    let others = buttonTitles.indices.filter { $0 != validCancelIndex }
    guard let cancel = validCancelIndex else { return others }
    return buttonTitles.count <= 2 ? [cancel] + others : others + [cancel]
  }

  func draw(in application: UIApplication) -> DrawnAlert {
    DrawnAlert(
      kind: .alert,
      title: givenTitle,
      message: message,
      textFields: fields.map(DrawnTextField.init),
      layout: buttonTitles.count <= 2 ? .sideBySide : .stacked,
      buttons: drawnIndexes.map { index in
        DrawnButton(
          title: buttonTitles[index],
          isCancel: index == validCancelIndex,
          isBold: index == validCancelIndex,
          isDestructive: false,
          isEnabled: index != firstOtherButtonIndex || isFirstOtherButtonEnabled)
      },
      warnings: [],
      tint: application.legacyAlertTint.name)
  }

  /// A tap on an enabled button (AV10); a disabled button ignores taps (AV14).
  func userTapButton(atDrawnPosition position: Int, in application: UIApplication) {
    let index = drawnIndexes[position]
    guard index != firstOtherButtonIndex || isFirstOtherButtonEnabled else { return }
    application.legacyAlerts.userTap(self, index: index, in: application)
  }

  /// A tap outside an alert does nothing.
  func userTapOutside(in application: UIApplication) {}

  func systemCancel(in application: UIApplication) {
    application.legacyAlerts.systemCancel(self, in: application)
  }

  var editableTextFields: [UITextField] { fields }
}
