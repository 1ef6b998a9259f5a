import Presentable
@_spi(Simulation) import UIKitModel
import UIKitSimulation

// The call site an app using SDCAlertView 12.0.5 writes, after the library's README and its
// example app (Example/DemoViewController.swift, Example/TestsViewController.swift):
//
// - one AlertAction per spec action, in the spec's order (the library draws them in that
//   order, AlertController.swift:203-206);
// - the cancel role becomes `.preferred`, as the example app writes UIAlertController's
//   `.cancel` (DemoViewController.swift:37 against :117; TestsViewController.swift:15-43,
//   :124): bold, and in a sheet the action drawn apart at the bottom
//   (ActionSheetView.swift:70-84). SDCAlertView has no cancel style (AlertAction.swift:86-95);
// - validation through `shouldDismissHandler`, the library's own answer for it (README
//   "Dismissal Prevention"; issues 154, 157, 268): a confirm tap while the fields fail does
//   nothing at all, and no action is ever drawn disabled;
// - `alert.present()` whatever the caller has at hand (README "Basic"): the library finds
//   the presenter itself (UIViewController+Extension.swift:6-25), and has no popover anchor
//   for a pad sheet (README: "It does not properly adapt on iPad"; issue 309);
// - the caller's own dismissal is `alert.dismiss(animated:)` (AlertController.swift:236-249).
public enum SDCAlertViewApproach: Presentable {
  public static let id = "SDCAlertView"
  public static let name = "SDCAlertView 12"
  /// Package.swift:8 `.iOS(.v9)`; SDCAlertView.podspec:14 `ios.deployment_target = 9.0`.
  public static let addableFrom: OSVersion? = .iOS9
  public static let summary =
    "SDCAlertView 12.0.5, a Swift library for iOS 9 and later: an app view controller that draws the alert itself, presented with a custom presentation from the key window's topmost view controller, with actions in the order added, no cancel style, no pad popover, and a should-dismiss hook instead of disabled actions."
  public static let source = "sdcalertview-source"
  /// github.com/sberrevoets/SDCAlertView (tags, Package.swift, podspec, README) and CocoaPods'
  /// index, in a copy of the repository of 14 February 2025, read 3 December 2026.
  public static let availability: Availability? = Availability(
    short: "SwiftPM, CocoaPods, Carthage; last release 2025",
    detail:
      "Swift Package Manager (`.package(url: \"https://github.com/sberrevoets/SDCAlertView.git\", from: \"12.0.5\")`), CocoaPods (`pod 'SDCAlertView'`) or Carthage. Its last release, 12.0.5 of 21 January 2025, is its last commit in a copy of the repository of 14 February 2025; releases come about once a year, each a fix for a new Xcode (12.0.4: iOS 18; 12.0.5: Xcode 16.2): maintained, with little activity (read 3 December 2026)."
  )
  public static let outsideTheMatrix: String? =
    "its custom content views (contentView), which no scenario can express; focusing the first field as the alert appears, which rests on UIKit asking the presented controller to become first responder, which Apple does not document; moving the alert for the keyboard, since the model posts no keyboard notifications; and the keyboard left up when a second field had the focus (issue 217). Its README's basic example makes Cancel a normal action and OK the preferred one, where its example app makes Cancel preferred, as the column does."

  public static let signUpDialog: SignUpDialog? = SignUpDialog { _, signUp in
    showSignUpWithSDCAlertView(signUp: signUp)
  }

  public static func show(_ spec: AlertSpec, in context: PresentationContext) -> ShowOutcome {
    let handlers = context.handlers
    let alert = AlertController(
      title: spec.title, message: spec.message,
      preferredStyle: spec.style == .alert ? .alert : .actionSheet)
    var fields: [UITextField] = []
    for fieldSpec in spec.textFields {
      alert.addTextField { textField in
        textField.placeholder = fieldSpec.placeholder
        textField.isSecureTextEntry = fieldSpec.isSecure
        textField.text = fieldSpec.initialText
        fields.append(textField)
      }
    }
    var ungatedActions: [AlertAction] = []
    var created: [WeakAction] = []
    for action in spec.actions {
      var handler: ((AlertAction) -> Void)?
      if action.hasHandler, spec.handlersReferToAlert {
        // The natural way: the handler captures the alert (L2.alert).
        handler = { _ in
          let texts = (alert.textFields ?? []).map { $0.text ?? "" }
          handlers.record(action, fieldTexts: texts, alertTitle: alert.title)
        }
      } else if action.hasHandler {
        handler = { _ in handlers.record(action, fieldTexts: fields.map { $0.text ?? "" }) }
      }
      // With an action the caller prefers, that one is `.preferred` and cancel is normal, as
      // the README's basic example writes it; else cancel is the preferred one.
      let style = spec.preferredAction.map { preferred -> AlertAction.Style in
        action.title == preferred
          ? .preferred : action.role == .destructive ? .destructive : .normal
      }
      let sdcAction = AlertAction(
        title: action.title, style: style ?? .init(action.role), handler: handler)
      if spec.validation?.gates(action) == false {
        ungatedActions.append(sdcAction)
      }
      created.append(WeakAction(action: sdcAction))
      alert.addAction(sdcAction)
    }
    if let rule = spec.validation {
      alert.shouldDismissHandler = { [ungatedActions] tapped in
        guard let tapped = tapped, !ungatedActions.contains(where: { $0 === tapped }) else {
          return true
        }
        return rule.isSatisfied(by: fields.map { $0.text ?? "" })
      }
    }
    alert.present()
    return .shown(
      ShownAlert(
        alert: alert,
        showAgain: { [weak alert] in alert?.present() },
        dismiss: { [weak alert] in alert?.dismiss(animated: false) },
        callerActionRoles: { created.compactMap { $0.action.map { ActionSpec.Role($0.style) } } }))
  }
}

/// The caller's action, held weakly so that reading its role back keeps nothing alive.
private struct WeakAction {
  weak var action: AlertAction?
}

extension AlertAction.Style {
  /// The style a caller gives an action of this role.
  init(_ role: ActionSpec.Role) {
    switch role {
    case .default: self = .normal
    case .cancel: self = .preferred
    case .destructive: self = .destructive
    }
  }
}

extension ActionSpec.Role {
  /// The role an action of this style was made for.
  init(_ style: AlertAction.Style) {
    switch style {
    case .normal: self = .default
    case .preferred: self = .cancel
    case .destructive: self = .destructive
    }
  }
}
