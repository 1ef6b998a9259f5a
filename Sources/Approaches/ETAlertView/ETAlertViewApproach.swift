import Presentable
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The call site of an app that uses ETAlertView ("Taming UIAlertView"): one
/// `addButton(withTitle:callback:)` per action, in the spec's order.
public enum ETAlertViewApproach: Presentable {
  public static let id = "ETAlertView"
  public static let name = "ETAlertView"
  public static let summary =
    "A UIAlertView subclass that is its own delegate and keeps one block per button, run from clickedButtonAtIndex."
  public static let source = "taming-uialertview"
  public static let availability: Availability? = .copied(
    from:
      "the blog post \"Taming UIAlertView\" (no package under this name was found in CocoaPods' index, read 3 December 2026)"
  )

  public static let signUpDialog: SignUpDialog? = SignUpDialog { _, signUp in
    showSignUpWithETAlertView(signUp: signUp)
  }

  public static func show(_ spec: AlertSpec, in context: PresentationContext) -> ShowOutcome {
    guard spec.style == .alert else {
      return .unsupported(reason: "ETAlertView is a UIAlertView subclass: alerts only")
    }
    guard spec.textFields.isEmpty, spec.validation == nil else {
      return .unsupported(reason: "ETAlertView has no text field support")
    }
    guard spec.preferredAction == nil else {
      return .unsupported(reason: "a UIAlertView has no preferred action")
    }
    let alert = ETAlertView(title: spec.title, message: spec.message)
    let handlers = context.handlers
    for action in spec.actions {
      guard action.hasHandler else {
        alert.addButton(withTitle: action.title, callback: nil)
        continue
      }
      if spec.handlersReferToAlert {
        alert.addButton(withTitle: action.title) {
          handlers.record(action, alertTitle: alert.title)
        }
      } else {
        alert.addButton(withTitle: action.title) { handlers.record(action) }
      }
    }
    alert.show()
    return .shown(ShownAlert(alertView: alert))
  }
}
