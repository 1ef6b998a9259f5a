import ApproachAlertWindow
import Presentable

/// The UIAlertController+Window category as a Swift app gets it today: the same files and
/// the same call site (`AlertWindowApproach`), built as Swift. A Swift extension cannot
/// replace UIAlertController's viewDidDisappear (RT3), so nothing links into the app and
/// nothing hides the alert's window when the alert goes: the window leaves with the alert,
/// when the alert is freed (W3), and stays over the app while anything keeps the alert.
public enum AlertWindowSwiftApproach: Presentable {
  public static let id = "AlertWindowSwift"
  public static let name = "UIAlertController+Window in Swift"
  public static let summary =
    "The window category written in Swift, where an extension cannot override viewDidDisappear: its window goes only when the alert is freed."
  public static let source = AlertWindowApproach.source
  public static let role = ApproachRole.swiftPort
  public static let runsFrom = AlertWindowApproach.runsFrom
  public static let availability = AlertWindowApproach.availability

  public static func show(_ spec: AlertSpec, in context: PresentationContext) -> ShowOutcome {
    AlertWindowApproach.show(spec, in: context)
  }
}
