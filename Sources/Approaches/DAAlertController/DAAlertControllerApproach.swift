import Presentable
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The call site of an app that uses DAAlertController ("UIAlertController For iOS 7 Or When One Might Use Associated References"): actions
/// as DAAlertAction values and one class method call. The fields reach the handlers
/// through a variable set in the configuration handler, as the seed's sign-up dialog does;
/// that handler also gives each field the options the spec asks for (placeholder, text, a
/// secure field made secure), as a caller would. On iOS 7 the UIAlertView style still
/// decides which fields exist and which are secure to begin with (AV6).
/// The class methods hand out no alert, so a handler cannot refer to it, the caller cannot
/// keep it or show it again, and on iOS 7 cannot dismiss it either.
public enum DAAlertControllerApproach: Presentable {
  public static let id = "DAAlertController"
  public static let name = "DAAlertController"
  public static let summary =
    "A facade of class methods that shows a UIAlertController from iOS 8 and a UIAlertView or UIActionSheet on iOS 7, with DAAlertAction values and a validation block."
  public static let source = "daalertcontroller-article"
  /// github.com/daria-kopaliani/DAAlertController (tags, `git log -1`, podspec) and
  /// CocoaPods' index, read 3 December 2026.
  public static let availability: Availability? = Availability(
    short: "CocoaPods only; last release 2015, unmaintained",
    detail:
      "CocoaPods (`pod 'DAAlertController'`); no Swift package, no Carthage scheme. Its last release is 0.1.4 (2 April 2015), its last commit the same day, and a pull request of May 2015 was never merged: not archived, but unmaintained (its repository, read 3 December 2026)."
  )

  public static let signUpDialog: SignUpDialog? = SignUpDialog {
    showSignUpWithDAAlertController(in: $0, signUp: $1)
  }

  public static func show(_ spec: AlertSpec, in context: PresentationContext) -> ShowOutcome {
    if spec.style == .actionSheet, !spec.textFields.isEmpty || spec.validation != nil {
      return .unsupported(reason: "DAAlertController's action sheet methods take no text fields")
    }
    guard spec.preferredAction == nil else {
      return .unsupported(reason: "DAAlertController's methods take no preferred action")
    }
    let handlers = context.handlers
    var textFields: [UITextField] = []
    let actions = spec.actions.map { action in
      DAAlertAction(
        title: action.title, style: DAAlertActionStyle(action.role),
        handler: action.hasHandler
          ? { handlers.record(action, fieldTexts: textFields.map { $0.text ?? "" }) } : nil)
    }
    let viewController = context.viewController
    switch (spec.style, spec.padAnchor) {
    case (.alert, _) where spec.textFields.isEmpty && spec.validation == nil:
      DAAlertController.showAlertView(
        in: viewController, withTitle: spec.title, message: spec.message, actions: actions)
    case (.alert, _):
      DAAlertController.showAlertView(
        in: viewController, withTitle: spec.title, message: spec.message, actions: actions,
        numberOfTextFields: spec.textFields.count,
        textFieldsConfigurationHandler: { fields in
          textFields = fields
          for (field, fieldSpec) in zip(fields, spec.textFields) {
            field.placeholder = fieldSpec.placeholder
            field.text = fieldSpec.initialText
            if fieldSpec.isSecure {
              field.isSecureTextEntry = true
            }
          }
        },
        validationBlock: spec.validation.map { rule in
          { fields in rule.isSatisfied(by: fields.map { $0.text ?? "" }) }
        })
    case (.actionSheet, .barButtonItem):
      DAAlertController.showActionSheet(
        in: viewController, fromBarButtonItem: context.barButtonItem, withTitle: spec.title,
        message: spec.message, actions: actions)
    case (.actionSheet, let anchor):
      DAAlertController.showActionSheet(
        in: viewController, fromSourceView: anchor == .sourceView ? context.sourceView : nil,
        withTitle: spec.title,
        message: spec.message, actions: actions)
    }
    let canDismiss = UIApplication.current.isAlertControllerAvailable
    return .shown(
      ShownAlert(
        alert: nil, showAgain: nil,
        dismiss: canDismiss
          ? { [weak viewController] in viewController?.dismiss(animated: false) } : nil,
        callerActionRoles: { actions.map { ActionSpec.Role($0.style) } }))
  }
}

extension ActionSpec.Role {
  init(_ style: DAAlertActionStyle) {
    switch style {
    case .default: self = .default
    case .cancel: self = .cancel
    case .destructive: self = .destructive
    }
  }
}

extension DAAlertActionStyle {
  init(_ role: ActionSpec.Role) {
    switch role {
    case .default: self = .default
    case .cancel: self = .cancel
    case .destructive: self = .destructive
    }
  }
}
