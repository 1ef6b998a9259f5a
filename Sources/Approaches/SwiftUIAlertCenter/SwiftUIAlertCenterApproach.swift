import Presentable
import SwiftUIModel
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The "alert center" SwiftUI apps publish to show alerts from code with no view: one
/// observable object (AlertCenter) read by one `.alert` on the root view (AlertCenterRoot),
/// which any code sets. The root's controller presents every alert (SU2, SU9), whatever
/// screen is up.
public enum SwiftUIAlertCenterApproach: Presentable {
  public static let id = "SwiftUIAlertCenter"
  public static let name = "SwiftUI alert center"
  public static let role = ApproachRole.swiftUI
  public static let summary =
    "One observable object with one `.alert` on the root view, which any code sets, a service included: the pattern SwiftUI apps publish to show alerts from anywhere."
  public static let source = "swiftui-alert-center"
  public static let buildsInAppExtensions = true
  public static let runsFrom: OSRequirement? = OSRequirement(
    .iOS15, reason: "SwiftUI's alert built from presented data is new in iOS 15",
    sources: ["swiftui-alert-documentation"])
  public static let outsideTheMatrix: String? =
    "A center shows one alert at a time and offers neither action sheets nor text fields in the published form; a second alert asked for while one is up replaces the first's data, which the shown alert ignores (SU10)."

  public static let signUpDialogAbsence: String? =
    "an alert center's alerts carry no text field, so an app writes its sign-up dialog as a view's own alert, SwiftUI .alert's call site"

  /// The app puts the center's root view in its root screen as it launches, as a SwiftUI
  /// app's scene puts its root view in its window.
  public static func link(into application: UIApplication) {
    guard let root = application.appDelegate.window?.rootViewController else { return }
    let host = UIHostingController(rootView: AlertCenterRoot(center: .current))
    root.addChild(host)
    root.view.addSubview(host.view)
    host.didMove(toParent: root)
  }

  public static func show(_ spec: AlertSpec, in context: PresentationContext) -> ShowOutcome {
    if spec.style == .actionSheet {
      return .unsupported(reason: "an alert center has one `.alert`: it shows no action sheet")
    }
    if !spec.textFields.isEmpty {
      return .unsupported(
        reason: "an alert center's alerts carry buttons and a message, no text field")
    }
    if spec.preferredAction != nil {
      return .unsupported(
        reason:
          "SwiftUI's alert modifiers take no preferred action: the system orders and draws the buttons by their roles"
      )
    }
    let handlers = context.handlers
    AlertCenter.current.show(
      AlertItem(
        title: spec.title ?? "", message: spec.message,
        buttons: spec.actions.map { action in
          AlertButton(title: action.title, role: ButtonRole(action.role)) {
            if action.hasHandler { handlers.record(action) }
          }
        }))
    return .shown(
      ShownAlert(alert: nil, showAgain: nil, dismiss: { AlertCenter.current.dismiss() }))
  }
}

extension AlertCenter {
  private static var key: UInt8 = 0

  /// The app's center, made on first use. An app keeps it in a `static let`; the model runs
  /// many apps in one process, so each modelled app keeps its own.
  static var current: AlertCenter {
    let application = UIApplication.current
    if let center = objc_getAssociatedObject(application, &key) as? AlertCenter {
      return center
    }
    let center = AlertCenter()
    objc_setAssociatedObject(application, &key, center, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    return center
  }
}
