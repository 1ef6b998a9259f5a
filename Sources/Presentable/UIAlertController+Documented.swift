#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

extension UIAlertController {
  /// A UIAlertController built from a spec the way Apple's documentation shows, with no
  /// wrapper: one action per spec action, text fields configured in their configuration
  /// handlers, and validation written with text-did-change observers that every action
  /// removes before its handler runs. Handlers read the fields through local references;
  /// a handler that refers to the alert captures it, as a caller would (AC11). The pad
  /// popover points where the spec says; with no anchor it has none (AC9). Presenting it is
  /// the caller's business.
  @MainActor
  public static func documented(_ spec: AlertSpec, in context: PresentationContext)
    -> UIAlertController
  {
    let handlers = context.handlers
    let alert = UIAlertController(
      title: spec.title, message: spec.message,
      preferredStyle: spec.style == .alert ? .alert : .actionSheet)
    var fields: [UITextField] = []
    var observers: [any NSObjectProtocol] = []
    let center = NotificationCenter.default
    for action in spec.actions {
      var handler: ((UIAlertAction) -> Void)?
      if action.hasHandler, spec.handlersReferToAlert {
        handler = { _ in
          let texts = (alert.textFields ?? []).map { $0.text ?? "" }
          handlers.record(action, fieldTexts: texts, alertTitle: alert.title)
        }
      } else if action.hasHandler {
        handler = { _ in handlers.record(action, fieldTexts: fields.map { $0.text ?? "" }) }
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
      let validator = FieldValidator(
        fields: fields,
        confirmActions: zip(alert.actions, spec.actions).filter { rule.gates($1) }.map(\.0)
      ) { rule.isSatisfied(by: $0) }
      observers = fields.map { field in
        center.addObserver(
          forName: UITextField.textDidChangeNotification, object: field, queue: .main
        ) { _ in
          MainActor.assumeIsolated { validator.update() }
        }
      }
      validator.update()
    }
    if let preferred = spec.preferredAction {
      // New in iOS 9 (AC5): a spec names one only where the OS has it.
      alert.preferredAction = alert.actions.first { $0.title == preferred }
    }
    switch spec.padAnchor {
    case .sourceView: alert.popoverPresentationController?.sourceView = context.sourceView
    case .barButtonItem: alert.popoverPresentationController?.barButtonItem = context.barButtonItem
    case .none: break
    }
    return alert
  }
}

/// Enables the actions a rule gates while the alert's fields' texts pass it, as the
/// text-did-change observers ask after every edit.
@MainActor
final class FieldValidator {
  private let fields: [UITextField]
  private let confirmActions: [UIAlertAction]
  private let rule: ([String]) -> Bool

  init(fields: [UITextField], confirmActions: [UIAlertAction], rule: @escaping ([String]) -> Bool) {
    self.fields = fields
    self.confirmActions = confirmActions
    self.rule = rule
  }

  func update() {
    let valid = rule(fields.map { $0.text ?? "" })
    for action in confirmActions {
      action.isEnabled = valid
    }
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
