import Presentable
import SwiftUIModel
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// SwiftUI's own alert, as an app writes it: `.alert` (or `.confirmationDialog` for an action
/// sheet) on a view of the screen the caller is on, bound to that view's state (SpecAlertView).
/// The view is hosted in the screen at hand, as a SwiftUI view is in a UIKit screen: the
/// screen's outermost controller presents the alert (SU2, W26), so a screen that already
/// presents something drops it.
public enum SwiftUIAlertApproach: Presentable {
  public static let id = "SwiftUIAlert"
  public static let name = "SwiftUI .alert"
  public static let role = ApproachRole.swiftUI
  public static let summary =
    "SwiftUI's own `.alert` and `.confirmationDialog`, on a view of the screen the caller is on and bound to that view's state: no wrapper, the idiomatic SwiftUI call site."
  public static let source = "swiftui-alert-documentation"
  public static let buildsInAppExtensions = true
  public static let runsFrom: OSRequirement? = OSRequirement(
    .iOS15,
    reason:
      "SwiftUI's alert with actions and a message, and its confirmation dialog, are new in iOS 15",
    sources: ["swiftui-alert-documentation"])
  public static let availability: Availability? = Availability(
    short: "SwiftUI's own",
    detail:
      "Part of SwiftUI from iOS 15 (the actions form), in an app and in its extensions: nothing to add."
  )

  public static let signUpDialog: SignUpDialog? = SignUpDialog {
    showSignUpWithSwiftUIAlert(in: $0, signUp: $1)
  }

  public static func show(_ spec: AlertSpec, in context: PresentationContext) -> ShowOutcome {
    guard let viewController = context.viewController else {
      return .unsupported(
        reason:
          "a SwiftUI alert belongs to a view on screen, and with no view controller at hand there is no screen to put the view in"
      )
    }
    if spec.preferredAction != nil {
      return .unsupported(
        reason:
          "SwiftUI's alert modifiers take no preferred action: the system orders and draws the buttons by their roles"
      )
    }
    let host = UIHostingController(
      rootView: SpecAlertView(spec: spec, handlers: context.handlers))
    viewController.addChild(host)
    viewController.view.addSubview(host.view)
    host.didMove(toParent: viewController)
    return .shown(ShownAlert(alert: nil, showAgain: nil, dismiss: nil))
  }
}
