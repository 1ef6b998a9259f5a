import UIKitModel

extension UIAlertController {
  /// A UIAlertController built from a spec the way Apple's documentation shows, with no
  /// wrapper: one action per spec action, text fields configured in their configuration
  /// handlers, and validation written with text-did-change observers that every action
  /// removes before its handler runs. Handlers read the fields through local references;
  /// a handler that refers to the alert captures it, as a caller would (AC11). The pad
  /// popover points where the spec says; with no anchor it has none (AC9). Presenting it is
  /// the caller's business.
  public static func documented(_ spec: AlertSpec, in context: PresentationContext)
    -> UIAlertController
  {
    let handlers = context.handlers
    let alert = UIAlertController(
      title: spec.title, message: spec.message,
      preferredStyle: spec.style == .alert ? .alert : .actionSheet)
    var fields: [UITextField] = []
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
        handler = { _ in handlers.record(action, fieldTexts: fields.map(\.text)) }
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
        fields.append(textField)
      }
    }
    if let rule = spec.validation {
      let confirmActions = alert.actions.filter { $0.style != .cancel }
      let validate = {
        let valid = rule.isSatisfied(by: fields.map(\.text))
        for action in confirmActions {
          action.isEnabled = valid
        }
      }
      observers = fields.map { field in
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
    return alert
  }
}

extension UIAlertAction.Style {
  /// The style of an action with this role.
  public init(_ role: ActionSpec.Role) {
    switch role {
    case .default: self = .default
    case .cancel: self = .cancel
    case .destructive: self = .destructive
    }
  }
}
