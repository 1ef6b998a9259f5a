import Presentable
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// Compares a cell's observation with its scenario's ideal.
public enum Judge {
  /// The verdict for a run that ended normally.
  public static func verdict(for cell: Cell, observation: Observation) -> Verdict {
    switch observation.show {
    case .unsupported(let reason): return Verdict(.unsupported, [reason])
    case .unavailable(let reason): return Verdict(.unavailable, [reason])
    case .shown: break
    }
    if let missing = observation.missingCapability {
      return Verdict(.unsupported, [missing])
    }
    guard observation.settled else {
      return Verdict(.hang, ["the run loop did not settle within \(MainRunLoop.turnLimit) turns"])
    }
    let ideal = cell.scenario.ideal(in: cell.environment)
    if let exception = ideal.rejectsWith {
      return Verdict(
        .fail,
        [
          "\(Check.rejectsWith.rawValue): the alert was accepted and shown, where \(exception) was due"
        ])
    }
    let failures = Checks(cell: cell, observation: observation).failures
    return failures.isEmpty ? Verdict(.pass) : Verdict(.fail, failures)
  }

  /// The verdict for a run that raised an uncaught exception: a pass where the ideal is a
  /// refusal with exactly this exception, else a crash. The details quote iOS's
  /// termination line.
  public static func verdict(for cell: Cell, exception: UncaughtException) -> Verdict {
    if cell.scenario.ideal(in: cell.environment).rejectsWith == exception.name {
      return Verdict(.pass, ["refused: \(exception.terminationLine)"])
    }
    return Verdict(.crash, [exception.terminationLine])
  }
}

/// The ideal's checks, each adding a sentence when the observation fails it. Each sentence
/// starts with the check's name in the fixture format ("handlers: ...", "drawn.secureFields:
/// ..."), so that a failure says which check decided it.
private final class Checks {
  let cell: Cell
  let observation: Observation
  private(set) var failures: [String] = []

  init(cell: Cell, observation: Observation) {
    self.cell = cell
    self.observation = observation
    let ideal = cell.scenario.ideal(in: cell.environment)
    checkAppeared()
    checkHandlers(ideal)
    if let drawn = ideal.drawn {
      checkDrawn(drawn)
    }
    checkEnd(ideal)
  }

  private var spec: AlertSpec { cell.scenario.alert }

  private func expect(_ check: Check, _ holds: Bool, _ failure: @autoclosure () -> String) {
    if !holds { failures.append("\(check.rawValue): \(failure())") }
  }

  /// No false passes: a cell whose alert never appeared on screen fails, whatever else
  /// holds (a refusal by exception never gets here).
  private func checkAppeared() {
    expect(.appeared, observation.alertAppeared, "the alert never appeared on screen")
  }

  private func checkHandlers(_ ideal: Ideal) {
    let ran = observation.handlers.map(\.action)
    if let handlers = ideal.handlers {
      expect(.handlers, ran == handlers, "handlers ran: \(list(ran)); ideal: \(list(handlers))")
    }
    if let ifDismissed = ideal.handlersIfDismissed {
      let dismissed = observation.snapshots.last?.alertShown != true
      let expected = dismissed ? ifDismissed : []
      let when = dismissed ? "the alert left the screen" : "the alert stayed"
      expect(
        .handlersIfDismissed, ran == expected,
        "\(when) and handlers ran: \(list(ran)); ideal: \(list(expected))")
    }
    if let oneOf = ideal.handlersOneOf {
      expect(
        .handlersOneOf, oneOf.contains(ran),
        "handlers ran: \(list(ran)); ideal: one of \(oneOf.map(list).joined(separator: " or "))")
    }
    if let texts = ideal.fieldTexts {
      let read = observation.handlers.map(\.fieldTexts)
      expect(.fieldTexts, read == texts, "handlers read \(read); ideal: \(texts)")
    }
    if ideal.handlersAfterAlertLeft {
      let early = observation.handlers.filter { $0.alertOnScreen == spec.title }.map(\.action)
      expect(
        .handlersAfterAlertLeft, early.isEmpty,
        "\(list(early)) ran while its alert was still on screen")
    }
  }

  private func checkDrawn(_ drawn: DrawnIdeal) {
    guard let alert = observation.drawnAfterShow else {
      expect(.drawn, false, "nothing was drawn after showing")
      return
    }
    if let cancel = drawn.cancelAsCancel {
      checkCancel(cancel, in: alert)
    }
    if drawn.everyAction {
      let expected = spec.actions.filter { !(alert.kind == .popover && $0.role == .cancel) }
      for action in expected {
        let count = alert.buttonTitles.filter { $0 == action.title }.count
        expect(.everyAction, count == 1, "'\(action.title)' is drawn \(count) times")
      }
    }
    let platformCanDrawDestructive =
      cell.environment.osVersion >= .iOS8 || spec.style == .actionSheet
    for title in drawn.destructive ?? [] where platformCanDrawDestructive {
      let button = alert.buttons.first { $0.title == title }
      expect(
        .destructive, button?.isDestructive == true, "'\(title)' is not drawn destructive")
    }
    if let secure = drawn.secureFields {
      let drawnSecure = alert.textFields.map(\.isSecure)
      expect(
        .secureFields, drawnSecure == secure,
        "fields drawn secure: \(drawnSecure); ideal: \(secure)")
    }
    for title in drawn.disabled ?? [] {
      let button = alert.buttons.first { $0.title == title }
      expect(.disabled, button?.isEnabled == false, "'\(title)' is drawn enabled")
    }
    if drawn.tintFollowsApp {
      expect(
        .tintFollowsApp, alert.tint == CellRun.appTint.name,
        "drawn in \(alert.tint), not the app's \(CellRun.appTint)")
    }
  }

  /// Bold, at the platform's cancel position, or absent from a pad popover.
  private func checkCancel(_ title: String, in alert: DrawnAlert) {
    let check = Check.cancelAsCancel
    let position = alert.buttons.firstIndex { $0.title == title }
    if alert.kind == .popover {
      expect(check, position == nil, "'\(title)' is drawn in a pad popover")
      return
    }
    guard let position else {
      expect(check, false, "'\(title)' is not drawn")
      return
    }
    let button = alert.buttons[position]
    expect(check, button.isCancel && button.isBold, "'\(title)' is not drawn as cancel (bold)")
    let expected = alert.layout == .sideBySide ? 0 : alert.buttons.count - 1
    let place = alert.layout == .sideBySide ? "on the left" : "at the bottom"
    expect(check, position == expected, "'\(title)' is not \(place)")
  }

  private func checkEnd(_ ideal: Ideal) {
    let last = observation.snapshots.last
    let shownAtEnd = last?.alertShown == true
    let atEnd = shownAtEnd ? last!.quotedTitle : "no alert"
    if let title = ideal.alertAtEnd {
      expect(
        .alertAtEnd, shownAtEnd && last?.alertTitle == title,
        "at the end \(atEnd) is shown, not '\(title)'")
    }
    if ideal.noAlertAtEnd {
      expect(.noAlertAtEnd, !shownAtEnd, "at the end \(atEnd) is still shown")
    }
    if let seen = ideal.alertsSeen {
      let titles = observation.snapshots.filter(\.alertShown).compactMap(\.alertTitle)
      let distinct = titles.enumerated().filter {
        $0.offset == 0 || titles[$0.offset - 1] != $0.element
      }
      .map(\.element)
      expect(
        .alertsSeen, distinct == seen, "alerts seen: \(list(distinct)); ideal: \(list(seen))")
    }
    if ideal.freed {
      expect(
        .freed, observation.alive.isEmpty,
        "still alive at the end: \(observation.alive.joined(separator: ", "))")
    }
    if ideal.screenFree {
      expect(
        .screenFree, !observation.lockedByInvisibleWindow, "an invisible window takes every touch")
      expect(
        .screenFree, observation.appWindowReachable,
        "a tap on the app's screen does not reach it")
      expect(
        .screenFree, observation.extraVisibleWindows == 0,
        "\(observation.extraVisibleWindows) window(s) left visible over the app")
    }
    if ideal.noObserversLeft {
      expect(
        .noObserversLeft, observation.observersLeft == 0,
        "\(observation.observersLeft) notification observer(s) left registered")
    }
    if ideal.mainWindowKeyAtEnd {
      expect(
        .mainWindowKeyAtEnd, observation.keyWindowAtEnd == .main,
        "at the end the key window is \(observation.keyWindowAtEnd), not the app's main window")
    }
    if ideal.otherWindowKeyAtEnd {
      expect(
        .otherWindowKeyAtEnd, observation.keyWindowAtEnd == .other,
        "at the end the key window is \(observation.keyWindowAtEnd), not the app's other window")
    }
    if ideal.alertWindowKey {
      expect(
        .alertWindowKey, observation.alertWindowKeyAfterShow != false,
        "the alert's window was not key while the alert was up")
    }
    if let scene = ideal.alertScene {
      expect(
        .alertScene, observation.alertSceneAfterShow == scene,
        "the alert appeared in "
          + (observation.alertSceneAfterShow.map { "the \($0.rawValue) scene" } ?? "no scene")
          + ", not the \(scene.rawValue) scene the caller acts for")
    }
    if ideal.callerActionsUnchanged, let roles = observation.callerRolesAfterShow {
      let original = spec.actions.map(\.role)
      expect(
        .callerActionsUnchanged, roles == original,
        "the caller's actions were changed: roles \(roles.map(\.rawValue))")
    }
  }

  private func list(_ titles: [String]) -> String {
    titles.isEmpty ? "none" : titles.map { "'\($0)'" }.joined(separator: ", ")
  }
}
