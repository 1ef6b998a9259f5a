import Presentable
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The call site of an app that uses ACAlertView ("Block-based UIAlertViews"): buttons added
/// in the spec's order, a cancel action made the cancel button through the inherited
/// cancelButtonIndex, fields through the inherited alertViewStyle, and one handler that
/// maps each raw index to its action by the position it was added at.
public enum ACAlertViewApproach: Presentable {
  public static let id = "ACAlertView"
  public static let name = "ACAlertView"
  public static let summary =
    "A UIAlertView subclass with one handler that receives the raw button index after the alert has gone."
  public static let source = "block-based-uialertviews"
  public static let availability: Availability? = .copied(
    from:
      "Anshu Chimala's blog post of 2010 (no package under this name was found in CocoaPods' index, read 3 December 2026)"
  )

  public static let signUpDialog: SignUpDialog? = SignUpDialog { _, signUp in
    showSignUpWithACAlertView(signUp: signUp)
  }

  public static func show(_ spec: AlertSpec, in context: PresentationContext) -> ShowOutcome {
    guard spec.style == .alert else {
      return .unsupported(reason: "ACAlertView is a UIAlertView subclass: alerts only")
    }
    guard spec.validation == nil else {
      return .unsupported(
        reason: "ACAlertView is its own delegate and offers no should-enable hook (AV14)")
    }
    guard spec.preferredAction == nil else {
      return .unsupported(reason: "a UIAlertView has no preferred action")
    }
    guard let style = fieldStyle(for: spec.textFields) else {
      return .unsupported(
        reason: "UIAlertView styles offer no such fields (AV6): \(spec.textFields.count) fields")
    }
    let handlers = context.handlers
    let actions = spec.actions
    let needsAlert = spec.handlersReferToAlert || !spec.textFields.isEmpty
    let alert = ACAlertView(title: spec.title, message: spec.message) { _ in }
    if needsAlert {
      alert.buttonTapHandler = { buttonIndex in
        guard actions.indices.contains(buttonIndex), actions[buttonIndex].hasHandler else { return }
        let texts = (0..<spec.textFields.count).map { alert.textField(at: $0)?.text ?? "" }
        handlers.record(actions[buttonIndex], fieldTexts: texts, alertTitle: alert.title)
      }
    } else {
      alert.buttonTapHandler = { buttonIndex in
        guard actions.indices.contains(buttonIndex), actions[buttonIndex].hasHandler else { return }
        handlers.record(actions[buttonIndex])
      }
    }
    for action in actions {
      let index = alert.addButton(withTitle: action.title)
      if action.role == .cancel {
        alert.cancelButtonIndex = index
      }
    }
    alert.alertViewStyle = style
    for (index, field) in spec.textFields.enumerated() {
      alert.textField(at: index)?.placeholder = field.placeholder
      alert.textField(at: index)?.text = field.initialText
    }
    alert.show()
    return .shown(ShownAlert(alertView: alert))
  }

  /// The UIAlertView style that gives these fields (AV6): one plain or one secure field,
  /// or two, which only login-and-password offers, its second field secure.
  private static func fieldStyle(for fields: [TextFieldSpec]) -> UIAlertViewStyle? {
    switch fields.count {
    case 0: .default
    case 1: fields[0].isSecure ? .secureTextInput : .plainTextInput
    case 2: .loginAndPasswordInput
    default: nil
    }
  }
}
