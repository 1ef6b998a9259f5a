import Presentable
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The baseline: no wrapper at all. A UIAlertController built as Apple's documentation shows
/// (`UIAlertController.documented`), presented from the view controller the caller has at
/// hand. It shows what every wrapper buys over none: without a view controller there is
/// nothing to present from, and UIKit's own rules (AC9, AC10, AC12) apply as they are.
public enum PlainAlertControllerApproach: Presentable {
  public static let id = "PlainAlertController"
  public static let name = "plain UIAlertController"
  public static let role = ApproachRole.baseline
  public static let summary =
    "No wrapper: a UIAlertController built and presented from a view controller as Apple documents it, the baseline every wrapper is measured against."
  public static let runsFrom: OSRequirement? = .alertController
  public static let source = "uialertcontroller-documentation"
  public static let buildsInAppExtensions = true
  public static let availability: Availability? = Availability(
    short: "UIKit's own",
    detail: "Part of UIKit from iOS 8, in an app and in its extensions: nothing to add.")

  public static let signUpDialog: SignUpDialog? = SignUpDialog {
    showSignUpWithPlainAlertController(in: $0, signUp: $1)
  }

  public static func show(_ spec: AlertSpec, in context: PresentationContext) -> ShowOutcome {
    guard let viewController = context.viewController else {
      return .unsupported(
        reason: "a UIAlertController is presented from a view controller, and none is at hand")
    }
    let alert = UIAlertController.documented(spec, in: context)
    viewController.present(alert, animated: true)
    return .shown(
      ShownAlert(
        alert: alert,
        showAgain: { [weak alert, weak viewController] in
          guard let alert else { return }
          viewController?.present(alert, animated: true)
        },
        dismiss: { [weak alert] in alert?.dismiss(animated: false) }))
  }
}
