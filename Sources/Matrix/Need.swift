/// What an app needs of its alerts, as a reader picks it: the report recommends, for each
/// need, among the approaches that can express every scenario of it. A scenario says which
/// needs it belongs to (`needs` in its file).
public enum Need: String, Codable, Sendable, CaseIterable {
  /// Alerts with buttons, shown from a view controller.
  case alerts
  /// Action sheets.
  case actionSheets
  /// Text fields in an alert, validated as the person types.
  case validatedTextField
  /// Alerts shown from code with no view controller at hand.
  case noViewController
  /// Alerts shown by an app extension, from its own view controller (W24).
  case appExtension

  /// The need as the report names it.
  public var title: String {
    switch self {
    case .alerts: "alerts with buttons"
    case .actionSheets: "action sheets"
    case .validatedTextField: "a text field that validates"
    case .noViewController: "shown with no view controller at hand"
    case .appExtension: "shown in an app extension"
    }
  }
}
