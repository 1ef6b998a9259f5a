import Matrix

/// The screens the report draws: each where the approaches differ in what a reader sees and
/// decides by, one panel per approach, as the cell left the screen right after showing. What
/// a screen would not show (the order of alerts over a run) is told in words instead.
struct KeyScreen {
  /// The image's path from the package root.
  let file: String
  /// What the screen shows, without where: "Two plain text fields (T3)".
  let subject: String
  /// What to look at.
  let caption: String
  let scenarioID: ScenarioID
  let environment: MatrixEnvironment

  static let all = [
    KeyScreen(
      file: "docs/images/T3-ios7-phone.svg",
      subject: "Two plain text fields (T3)",
      caption:
        "The login-and-password style makes the second field secure; only a wrapper that "
        + "resets it draws both plain.",
      scenarioID: "T3", environment: MatrixEnvironment(.iOS7, .phone)),
    KeyScreen(
      file: "docs/images/C2-alert-ios8-phone.svg",
      subject: "A cancel action (C2.alert)",
      caption:
        "Cancel belongs on the left, in bold; a wrapper without a cancel button cannot put it there.",
      scenarioID: "C2.alert", environment: MatrixEnvironment(.iOS8, .phone)),
    KeyScreen(
      file: "docs/images/C1-ios15-phone-scenes.svg",
      subject: "An ordinary alert (C1)",
      caption:
        "UIAlertView raises at init in a scene-based app, and a window made without the scene "
        + "never appears.",
      scenarioID: "C1", environment: MatrixEnvironment(.iOS15, .phone, lifecycle: .scenes)),
    KeyScreen(
      file: "docs/images/P6-sheet-ios8-phone.svg",
      subject: "An action sheet with the keyboard up (P6.sheet)",
      caption:
        "A sheet presented in the app's own window slides up under the keyboard's window (W10), "
        + "so nothing of it is seen; a sheet in a window above the keyboard's is seen whole.",
      scenarioID: "P6.sheet", environment: MatrixEnvironment(.iOS8, .phone)),
    KeyScreen(
      file: "docs/images/P6-sheet-ios9-phone.svg",
      subject: "The same sheet (P6.sheet)",
      caption:
        "From iOS 9 presenting a UIAlertController puts the keyboard away until it is dismissed "
        + "(AC13), so every sheet is seen, in whichever window it is presented.",
      scenarioID: "P6.sheet", environment: MatrixEnvironment(.iOS9, .phone)),
    KeyScreen(
      file: "docs/images/P2-alert-ios8-phone.svg",
      subject: "An alert while the view controller is presenting (P2.alert)",
      caption:
        "Presenting from a view controller that already presents something drops the alert "
        + "(AC10); a wrapper with its own window, or UIKit's, does not depend on it.",
      scenarioID: "P2.alert", environment: MatrixEnvironment(.iOS8, .phone)),
    KeyScreen(
      file: "docs/images/P5-ios8-phone.svg",
      subject: "Showing one alert twice (P5)",
      caption:
        "Presenting a controller that is already presented raises (AC12); a UIAlertView shown "
        + "twice stays one alert.",
      scenarioID: "P5", environment: MatrixEnvironment(.iOS8, .phone)),
  ]

  /// The screen as SVG, from a run's results.
  func svg(_ data: ReportData) -> String {
    let panels = data.approaches.map { approach in
      guard let result = data.result(approach, scenarioID, environment) else {
        return ScreenDrawing.Panel(caption: data.name(of: approach), content: .none("not run"))
      }
      return ScreenDrawing.Panel(
        caption: data.name(of: approach), content: Self.content(of: result),
        keyboard: result.observation?.keyboardUpAfterShow ?? false)
    }
    return ScreenDrawing.svg(title: title, panels: panels)
  }

  /// The title: the subject and the environment, as the report names it.
  var title: String {
    "\(subject) on \(environment.description)"
  }

  /// What the cell left on screen right after showing, or why nothing.
  static func content(of result: CellResult) -> ScreenDrawing.Content {
    switch result.verdict.outcome {
    case .unsupported, .unavailable, .hang: return .none(result.verdict.outcome.rawValue)
    case .crash:
      return .none("crash: " + (result.verdict.findings.first?.exception?.name ?? "a trap"))
    case .pass, .fail:
      guard let alert = result.observation?.drawnAfterShow else {
        return .none("nothing on screen")
      }
      return .alert(alert)
    }
  }
}
