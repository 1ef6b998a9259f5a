import Presentable
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The call site of an app that uses the UIAlertController+Window category
/// ("How to present UIAlertController when not in a view controller?", Stack Overflow): a
/// plain UIAlertController built as Apple documents it (`UIAlertController.documented`),
/// then `show()` instead of a presentation. Validation, which the category does not offer,
/// is the documented observers.
public enum AlertWindowApproach: Presentable {
  public static let id = "AlertWindow"
  public static let name = "UIAlertController+Window"
  public static let summary =
    "A category that lets a UIAlertController show itself from a new window of its own, with no view controller at hand."
  public static let runsFrom: OSRequirement? = .alertController
  public static let source = "alertwindow-answer"
  /// CocoaPods' index and github.com/agilityvision/FFGlobalAlertController, read 3 December
  /// 2026.
  public static let availability: Availability? = Availability(
    short: "code to copy",
    detail:
      "No package has its name: an app copies the category from the Stack Overflow answer. The same category ships as the pod FFGlobalAlertController (`pod 'FFGlobalAlertController'`), whose last release, 1.0.2 of 2 September 2015, is also its last commit: unmaintained (its repository, read 3 December 2026)."
  )

  public static let signUpDialog: SignUpDialog? = SignUpDialog { _, signUp in
    showSignUpWithAlertWindow(signUp: signUp)
  }

  public static func link(into application: UIApplication) {
    UIAlertController.linkWindowCategory(into: application)
  }

  public static func show(_ spec: AlertSpec, in context: PresentationContext) -> ShowOutcome {
    let alert = UIAlertController.documented(spec, in: context)
    alert.show()
    return .shown(
      ShownAlert(
        alert: alert,
        showAgain: { [weak alert] in alert?.show() },
        dismiss: { [weak alert] in alert?.dismiss(animated: false) }))
  }
}
