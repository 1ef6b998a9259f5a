import Matrix
@_spi(Simulation) import UIKitModel

/// A cell that did not pass, in the plain words of someone who uses the app: what goes wrong
/// ("the alert never appears", "the app crashes (NSGenericException)"), never a check's
/// name. The report's tables and cards say a risk this way; an approach's page keeps the
/// check's own words.
enum PlainRisk {
  /// What went wrong in the cell: its first finding, in plain words.
  static func words(_ result: CellResult) -> String {
    guard let finding = result.verdict.findings.first else {
      return result.verdict.outcome == .hang ? "the app hangs" : "it does not do what it should"
    }
    return words(finding)
  }

  /// What went wrong, with the cell's scenario linked to the approach's page and where it
  /// happened: "the app crashes (NSGenericException) (P3, pad)". It names the environment
  /// whole ("iOS 8 pad"), or only its device where the reader knows the rest.
  static func linked(_ result: CellResult, environmentNamed: Bool) -> String {
    let environment = result.cell.environment
    return words(result) + " ("
      + ApproachPage.scenarioLink(result.cell.approach.id, result.cell.scenario.id) + ", "
      + (environmentNamed ? environment.description : environment.idiom.name) + ")"
  }

  /// A finding in plain words.
  static func words(_ finding: Finding) -> String {
    switch finding {
    case .failed(let failure): words(failure.check)
    case .crashed(let exception): "the app crashes (\(exception.name))"
    case .refused(let exception): "the alert is refused (\(exception.name))"
    case .trapped: "the app stops on a Swift runtime error"
    case .exited: "the app ends its own process"
    case .stoppedAtBackstop, .unsettled: "the app hangs"
    case .unsupported: "its API cannot say it"
    case .unavailable: "it does not run there"
    }
  }

  /// What a failed check means for the person using the app.
  static func words(_ check: Check) -> String {
    switch check {
    case .appeared, .drawn: "the alert never appears"
    case .handlers, .handlersOneOf: "the wrong handler runs, or none"
    case .handlersIfDismissed: "an alert taken away runs the wrong handlers"
    case .fieldTexts: "the handler reads the wrong text"
    case .itemsRead: "the handler acts on no item, or the wrong one"
    case .handlersAfterAlertLeft: "a handler runs while its alert is still on screen"
    case .cancelAsCancel: "the cancel button is not drawn as cancel"
    case .everyAction: "a button is missing or drawn twice"
    case .destructive: "a destructive button is not drawn red"
    case .secureFields: "a text field is drawn secure when it should not be, or the reverse"
    case .disabled: "a button that should wait for valid text can be tapped"
    case .tintFollowsApp: "the alert ignores the app's tint"
    case .preferred: "the action the app prefers is not the one drawn bold"
    case .alertAtEnd: "the alert goes away when it should stay"
    case .noAlertAtEnd: "an alert is left on screen"
    case .alertsSeen: "an alert in a row is lost, or shown twice"
    case .freed: "the alert or its window is never freed"
    case .screenFree: "a leftover window blocks the app's screen"
    case .noObserversLeft: "a text-field observer is left behind"
    case .mainWindowKeyAtEnd: "the app's main window does not get the keyboard back"
    case .otherWindowKeyAtEnd: "the app's other window does not get the keyboard back"
    case .alertWindowKey: "the alert's window does not take the keyboard"
    case .alertScene: "the alert appears in the other window"
    case .callerActionsUnchanged: "the caller's actions are changed"
    case .rejectsWith: "a programmer error is accepted instead of refused"
    }
  }
}
