import Presentable
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The call site of an app that shows every alert with the top view controller snippet: a
/// UIAlertController built as Apple documents it (`UIAlertController.documented`),
/// presented from the key window's top view controller whatever view controller the caller
/// has at hand. It is a baseline: no library, code an app writes itself.
public enum TopViewControllerApproach: Presentable {
  public static let id = "TopViewController"
  public static let name = "top view controller snippet"
  public static let role = ApproachRole.baseline
  public static let summary =
    "No library: a UIAlertController presented from the key window's root view controller, walked up through presentedViewController, the snippet apps paste to show an alert from anywhere."
  public static let runsFrom: OSRequirement? = .alertController
  public static let source = "top-view-controller-answers"
  public static let availability: Availability? = .copied(
    from: "the Stack Overflow answers to \"Get top most UIViewController\"")

  public static let signUpDialog: SignUpDialog? = SignUpDialog { _, signUp in
    showSignUpWithTopViewController(signUp: signUp)
  }

  public static func show(_ spec: AlertSpec, in context: PresentationContext) -> ShowOutcome {
    let alert = UIAlertController.documented(spec, in: context)
    alert.presentFromTop()
    return .shown(
      ShownAlert(
        alert: alert,
        showAgain: { [weak alert] in alert?.presentFromTop() },
        dismiss: { [weak alert] in alert?.dismiss(animated: false) }))
  }
}
