import Presentable
import UIKitModel

/// The call site of an app that uses the UIAlertController+Window category
/// (003_42c907c56528d871.txt): a plain UIAlertController, then `show()`. Fields reach the
/// handlers through local references, as the seed's sample does to avoid a cycle; a
/// handler that refers to the alert reads it directly. Validation, which the category does
/// not offer, is written with text-did-change observers, as with plain UIAlertController.
public enum AlertWindowApproach: Presentable {
  public static let name = "UIAlertController+Window"

  public static func link(into application: UIApplication) {
    UIAlertController.linkWindowCategory(into: application)
  }

  public static func show(_ spec: AlertSpec, in context: PresentationContext) -> ShowOutcome {
    guard UIApplication.shared.isAlertControllerAvailable else {
      return .unavailable(reason: "UIAlertController does not exist before iOS 8")
    }
    let handlers = context.handlers
    let alert = UIAlertController(
      title: spec.title, message: spec.message,
      preferredStyle: spec.style == .alert ? .alert : .actionSheet)
    var localTextFields: [UITextField] = []
    var observers: [NotificationObserverToken] = []
    let center = UIApplication.shared.notificationCenter
    for action in spec.actions {
      var handler: ((UIAlertAction) -> Void)?
      if action.hasHandler, spec.handlersReferToAlert {
        handler = { _ in
          let texts = (alert.textFields ?? []).map(\.text)
          handlers.record(action, fieldTexts: texts, alertTitle: alert.title)
        }
      } else if action.hasHandler {
        handler = { _ in handlers.record(action, fieldTexts: localTextFields.map(\.text)) }
      }
      alert.addAction(
        UIAlertAction(title: action.title, style: .init(action.role)) { uiAction in
          observers.forEach(center.removeObserver)
          handler?(uiAction)
        })
    }
    for fieldSpec in spec.textFields {
      alert.addTextField { textField in
        textField.placeholder = fieldSpec.placeholder
        textField.isSecureTextEntry = fieldSpec.isSecure
        textField.text = fieldSpec.initialText
        localTextFields.append(textField)
      }
    }
    if let rule = spec.validation {
      let confirmActions = alert.actions.filter { $0.style != .cancel }
      let validate = {
        let valid = rule.isSatisfied(by: localTextFields.map(\.text))
        for action in confirmActions {
          action.isEnabled = valid
        }
      }
      observers = localTextFields.map { field in
        center.addObserver(forName: UITextField.textDidChangeNotification, object: field) { _ in
          validate()
        }
      }
      validate()
    }
    switch spec.padAnchor {
    case .sourceView: alert.popoverPresentationController?.sourceView = context.sourceView
    case .barButtonItem: alert.popoverPresentationController?.barButtonItem = context.barButtonItem
    case .none: break
    }
    alert.show()
    return .shown(
      ShownAlert(
        alert: alert,
        showAgain: { [weak alert] in alert?.show() },
        dismiss: { [weak alert] in alert?.dismiss(animated: false) }))
  }
}

extension UIAlertAction.Style {
  init(_ role: ActionSpec.Role) {
    switch role {
    case .default: self = .default
    case .cancel: self = .cancel
    case .destructive: self = .destructive
    }
  }
}
