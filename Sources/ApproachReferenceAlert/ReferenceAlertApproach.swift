import Presentable
import ReferenceAlert
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The call site of an app that uses the reference design: one action per spec action,
/// each handler reading the alert it is given, fields configured as the spec asks, one
/// validation closure, and `show()`. Nothing here depends on the OS or on a view controller.
public enum ReferenceAlertApproach: Presentable {
  public static let id = "ReferenceAlert"
  public static let name = "ReferenceAlert"
  public static let role = ApproachRole.reference
  /// The `ReferenceAlert` library product's iOS deployment target, in Package.swift.
  public static let addableFrom: OSVersion? = .iOS13
  public static let summary =
    "AlertLab's reference design: one call on every OS, per-action handlers that receive the alert, a window of its own with the app's scene and tint, and a queue."
  public static let source = "approaches"

  public static func show(_ spec: AlertSpec, in context: PresentationContext) -> ShowOutcome {
    let handlers = context.handlers
    let alert = ReferenceAlert(
      title: spec.title, message: spec.message,
      style: spec.style == .alert ? .alert : .actionSheet)
    for action in spec.actions {
      alert.addAction(
        ReferenceAlert.Action(
          action.title, style: .init(action.role),
          handler: action.hasHandler
            ? { alert in
              handlers.record(
                action, fieldTexts: alert.textFields.map { $0.text ?? "" },
                alertTitle: spec.handlersReferToAlert ? alert.title : nil)
            } : nil))
    }
    for field in spec.textFields {
      alert.addTextField { textField in
        textField.placeholder = field.placeholder
        textField.isSecureTextEntry = field.isSecure
        textField.text = field.initialText
      }
    }
    if let rule = spec.validation {
      alert.validation = { alert in rule.isSatisfied(by: alert.textFields.map { $0.text ?? "" }) }
    }
    switch spec.padAnchor {
    case .sourceView: alert.sourceView = context.sourceView
    case .barButtonItem: alert.barButtonItem = context.barButtonItem
    case .none: break
    }
    alert.show()
    return .shown(
      ShownAlert(
        alert: alert, showAgain: { [weak alert] in alert?.show() },
        dismiss: { [weak alert] in alert?.dismiss() }))
  }
}
