import Presentable
import ReferenceAlert
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The call site of an app that uses the reference design: one action per spec action,
/// each handler reading the alert it is given, fields configured as the spec asks, one
/// validation closure, and `show()` with the view controller at hand as its presenter; an
/// app extension, which cannot call `show()`, calls `show(from:)` with its view controller.
public enum ReferenceAlertApproach: Presentable {
  public static let id = "ReferenceAlert"
  public static let name = "ReferenceAlert"
  public static let role = ApproachRole.reference
  /// The `ReferenceAlert` library product's iOS deployment target, in Package.swift.
  public static let addableFrom: OSVersion? = .iOS15
  public static let summary =
    "AlertLab's reference design, a library for iOS 15 and later: one call with or without a view controller, per-action handlers that receive the alert, an async result, a window of its own in the alert's scene and tint, and a queue per scene."
  public static let source = "approaches"
  public static let availability: Availability? = Availability(
    short: "this package, by path or revision",
    detail:
      "This package's `ReferenceAlert` product, by path from a clone or by a revision of the repository where you host it (README, \"Use ReferenceAlert in your app\"); its versions are in CHANGELOG.md. It has run only on AlertLab's model, never on a device."
  )
  public static let buildsInAppExtensions = true

  public static let signUpDialog: SignUpDialog? = SignUpDialog { _, signUp in
    showSignUpWithReferenceAlert(signUp: signUp)
  }

  public static func show(_ spec: AlertSpec, in context: PresentationContext) -> ShowOutcome {
    let handlers = context.handlers
    let alert = ReferenceAlert(
      title: spec.title, message: spec.message,
      style: spec.style == .alert ? .alert : .actionSheet)
    let readsTitle = spec.handlersReferToAlert
    for action in spec.actions {
      let record: @MainActor (ReferenceAlert) -> Void = { alert in
        handlers.record(
          action, fieldTexts: alert.textFields.map { $0.text ?? "" },
          alertTitle: readsTitle ? alert.title : nil)
      }
      alert.addAction(
        ReferenceAlert.Action(
          action.title, style: .init(action.role), handler: action.hasHandler ? record : nil))
    }
    alert.preferredAction = alert.actions.first { $0.title == spec.preferredAction }
    alert.presenter = context.viewController
    for field in spec.textFields {
      alert.addTextField { textField in
        textField.placeholder = field.placeholder
        textField.isSecureTextEntry = field.isSecure
        textField.text = field.initialText
      }
    }
    if let rule = spec.validation, let gated = rule.actions {
      // Some actions only: each asked for one by one.
      alert.actionValidation = { alert, action in
        !gated.contains(action.title)
          || rule.isSatisfied(by: alert.textFields.map { $0.text ?? "" })
      }
    } else if let rule = spec.validation {
      alert.validation = { alert in rule.isSatisfied(by: alert.textFields.map { $0.text ?? "" }) }
    }
    switch spec.padAnchor {
    case .sourceView: alert.sourceView = context.sourceView
    case .barButtonItem: alert.barButtonItem = context.barButtonItem
    case .none: break
    }
    // An extension's code cannot call `show()`: it shows from its own view controller.
    let inAppExtension = context.inAppExtension
    let show: @MainActor (ReferenceAlert) -> Void = {
      [weak viewController = context.viewController] alert in
      if !inAppExtension {
        alert.show()
      } else if let viewController {
        alert.show(from: viewController)
      }
    }
    show(alert)
    return .shown(
      ShownAlert(
        alert: alert, showAgain: { [weak alert] in alert.map(show) },
        dismiss: { [weak alert] in alert?.dismiss() }))
  }
}
