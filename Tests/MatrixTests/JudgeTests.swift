import Foundation
import Matrix
import Presentable
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The judge, check by check: for every check of the ideal, an observation that satisfies it
/// passes, and the same observation with one violation fails with exactly one detail, which
/// names that check. The observations are built here; no approach runs.
@Suite("Judge")
struct JudgeTests {
  /// One check and one way to violate it.
  struct Case: CustomTestStringConvertible, Sendable {
    let testDescription: String
    /// The check, whose name the detail starts with.
    let check: Check
    /// The scenario's `ideal`, as JSON.
    let ideal: String
    /// Changes the base observation into one that satisfies the check.
    var satisfy: @Sendable (inout Observation) -> Void = { _ in }
    /// Changes the satisfying observation so that it violates the check, and only it.
    let violate: @Sendable (inout Observation) -> Void
  }

  static let cases: [Case] = [
    Case(
      testDescription: "an alert that never appeared", check: .appeared, ideal: "{}",
      violate: { $0.alertAppeared = false }),
    Case(
      testDescription: "a handler run twice", check: .handlers, ideal: #"{"handlers": ["OK"]}"#,
      violate: { $0.handlers.append($0.handlers[0]) }),
    Case(
      testDescription: "handlers run out of order", check: .handlers,
      ideal: #"{"handlers": ["OK", "Cancel"]}"#,
      satisfy: { $0.handlers.append(run("Cancel")) },
      violate: { $0.handlers.reverse() }),
    Case(
      testDescription: "a handler run though the alert stayed", check: .handlersIfDismissed,
      ideal: #"{"handlersIfDismissed": ["OK"]}"#,
      violate: { $0.snapshots.append(snapshot("tap 'OK'", shown: "T")) }),
    Case(
      testDescription: "an alert that left with no handler run", check: .handlersIfDismissed,
      ideal: #"{"handlersIfDismissed": ["OK"]}"#,
      violate: { $0.handlers = [] }),
    Case(
      testDescription: "a handler outside every allowed sequence", check: .handlersOneOf,
      ideal: #"{"handlersOneOf": [["Cancel"], ["OK"]]}"#,
      violate: { $0.handlers = [run("Delete")] }),
    Case(
      testDescription: "a handler that read the wrong text", check: .fieldTexts,
      ideal: #"{"fieldTexts": [["ann", "pw"]]}"#,
      violate: { $0.handlers = [run("OK", ["ann", ""])] }),
    Case(
      testDescription: "a handler that found no item", check: .itemsRead,
      ideal: #"{"itemsRead": ["Report.pdf"]}"#,
      satisfy: { $0.handlers = [run("OK", item: "Report.pdf")] },
      violate: { $0.handlers = [run("OK")] }),
    Case(
      testDescription: "a handler that acted on another item", check: .itemsRead,
      ideal: #"{"itemsRead": ["Report.pdf"]}"#,
      satisfy: { $0.handlers = [run("OK", item: "Report.pdf")] },
      violate: { $0.handlers = [run("OK", item: "Notes.txt")] }),
    Case(
      testDescription: "no handler run, so no text read", check: .fieldTexts,
      ideal: #"{"fieldTexts": [["ann", "pw"]]}"#,
      violate: { $0.handlers = [] }),
    Case(
      testDescription: "a handler run while its alert was on screen",
      check: .handlersAfterAlertLeft, ideal: #"{"handlersAfterAlertLeft": true}"#,
      violate: {
        $0.handlers = [
          HandlerLog.Entry(
            action: "OK", fieldTexts: ["ann", "pw"], alertOnScreen: "T", alertTitleRead: nil)
        ]
      }),
    Case(
      testDescription: "nothing drawn right after showing", check: .drawn,
      ideal: #"{"drawn": {"tintFollowsApp": true}}"#,
      violate: { $0.drawnAfterShow = nil }),
    Case(
      testDescription: "cancel drawn plain", check: .cancelAsCancel,
      ideal: #"{"drawn": {"cancelAsCancel": "Cancel"}}"#,
      violate: { $0.drawnAfterShow!.buttons[2].isBold = false }),
    Case(
      testDescription: "cancel drawn at the top of a stack", check: .cancelAsCancel,
      ideal: #"{"drawn": {"cancelAsCancel": "Cancel"}}"#,
      violate: { $0.drawnAfterShow!.buttons.swapAt(0, 2) }),
    Case(
      testDescription: "cancel drawn in a pad popover", check: .cancelAsCancel,
      ideal: #"{"drawn": {"cancelAsCancel": "Cancel"}}"#,
      violate: { $0.drawnAfterShow!.kind = .popover }),
    Case(
      testDescription: "an action drawn twice", check: .everyAction,
      ideal: #"{"drawn": {"everyAction": true}}"#,
      violate: { $0.drawnAfterShow!.buttons.append($0.drawnAfterShow!.buttons[0]) }),
    Case(
      testDescription: "a destructive action drawn plain", check: .destructive,
      ideal: #"{"drawn": {"destructive": ["Delete"]}}"#,
      violate: { $0.drawnAfterShow!.buttons[1].isDestructive = false }),
    Case(
      testDescription: "the wrong field secure", check: .secureFields,
      ideal: #"{"drawn": {"secureFields": [false, true]}}"#,
      violate: { $0.drawnAfterShow!.textFields.reverse() }),
    Case(
      testDescription: "a gated action not drawn at all", check: .disabled,
      ideal: #"{"drawn": {"disabled": ["Delete"]}}"#,
      violate: { $0.drawnAfterShow!.buttons.remove(at: 1) }),
    Case(
      testDescription: "the cancel action left out of an alert", check: .everyAction,
      ideal: #"{"drawn": {"everyAction": true}}"#,
      violate: { $0.drawnAfterShow!.buttons.removeLast() }),
    Case(
      testDescription: "an action left out of a pad popover, where only cancel may be",
      check: .everyAction, ideal: #"{"drawn": {"everyAction": true}}"#,
      satisfy: {
        $0.drawnAfterShow!.kind = .popover
        $0.drawnAfterShow!.buttons.removeLast()
      },
      violate: { $0.drawnAfterShow!.buttons.removeFirst() }),
    Case(
      testDescription: "cancel on the right of two side by side", check: .cancelAsCancel,
      ideal: #"{"drawn": {"cancelAsCancel": "Cancel"}}"#,
      satisfy: {
        $0.drawnAfterShow!.layout = .sideBySide
        $0.drawnAfterShow!.buttons = [
          $0.drawnAfterShow!.buttons[2], $0.drawnAfterShow!.buttons[0],
        ]
      },
      violate: { $0.drawnAfterShow!.buttons.reverse() }),
    Case(
      testDescription: "a second handler run while its alert was on screen",
      check: .handlersAfterAlertLeft, ideal: #"{"handlersAfterAlertLeft": true}"#,
      satisfy: { $0.handlers.append(run("Cancel")) },
      violate: {
        $0.handlers[1] = HandlerLog.Entry(
          action: "Cancel", fieldTexts: ["ann", "pw"], alertOnScreen: "T", alertTitleRead: nil)
      }),
    Case(
      testDescription: "a gated action drawn enabled", check: .disabled,
      ideal: #"{"drawn": {"disabled": ["Delete"]}}"#,
      violate: { $0.drawnAfterShow!.buttons[1].isEnabled = true }),
    Case(
      testDescription: "the system tint instead of the app's", check: .tintFollowsApp,
      ideal: #"{"drawn": {"tintFollowsApp": true}}"#,
      violate: { $0.drawnAfterShow!.tint = UIColor.systemBlue.name }),
    Case(
      testDescription: "the preferred action drawn plain, cancel still bold", check: .preferred,
      ideal: #"{"drawn": {"preferred": "OK"}}"#,
      satisfy: {
        $0.drawnAfterShow!.buttons[0].isBold = true
        $0.drawnAfterShow!.buttons[2].isBold = false
      },
      violate: {
        $0.drawnAfterShow!.buttons[0].isBold = false
        $0.drawnAfterShow!.buttons[2].isBold = true
      }),
    Case(
      testDescription: "another action bold beside the preferred one", check: .preferred,
      ideal: #"{"drawn": {"preferred": "OK"}}"#,
      satisfy: {
        $0.drawnAfterShow!.buttons[0].isBold = true
        $0.drawnAfterShow!.buttons[2].isBold = false
      },
      violate: { $0.drawnAfterShow!.buttons[2].isBold = true }),
    Case(
      testDescription: "another alert on screen at the end", check: .alertAtEnd,
      ideal: #"{"alertAtEnd": "U"}"#,
      satisfy: { $0.snapshots.append(snapshot("show 'next'", shown: "U")) },
      violate: { $0.snapshots[$0.snapshots.count - 1] = snapshot("show 'next'", shown: "T") }),
    Case(
      testDescription: "an alert left on screen", check: .noAlertAtEnd,
      ideal: #"{"noAlertAtEnd": true}"#,
      violate: { $0.snapshots.append(snapshot("tap 'OK'", shown: "T")) }),
    Case(
      testDescription: "two alerts seen in the wrong order", check: .alertsSeen,
      ideal: #"{"alertsSeen": ["T", "U"]}"#,
      satisfy: { $0.snapshots.append(snapshot("show 'next'", shown: "U")) },
      violate: { $0.snapshots.insert(snapshot("show 'next'", shown: "U"), at: 0) }),
    Case(
      testDescription: "a window left alive", check: .freed, ideal: #"{"freed": true}"#,
      violate: { $0.alive = ["UIWindow at level 2000"] }),
    Case(
      testDescription: "an invisible window taking every touch", check: .screenFree,
      ideal: #"{"screenFree": true}"#,
      violate: { $0.lockedByInvisibleWindow = true }),
    Case(
      testDescription: "the app's window out of reach", check: .screenFree,
      ideal: #"{"screenFree": true}"#,
      violate: { $0.appWindowReachable = false }),
    Case(
      testDescription: "a window that is not key left visible over the app", check: .screenFree,
      ideal: #"{"screenFree": true}"#,
      violate: { $0.extraVisibleWindows = 1 }),
    Case(
      testDescription: "an observer left registered", check: .noObserversLeft,
      ideal: #"{"noObserversLeft": true}"#,
      violate: { $0.observersLeft = 1 }),
    Case(
      testDescription: "another window key at the end", check: .mainWindowKeyAtEnd,
      ideal: #"{"mainWindowKeyAtEnd": true}"#,
      violate: { $0.keyWindowAtEnd = .level(2000) }),
    Case(
      testDescription: "the main window key where the other was key before",
      check: .otherWindowKeyAtEnd, ideal: #"{"otherWindowKeyAtEnd": true}"#,
      satisfy: { $0.keyWindowAtEnd = .other },
      violate: { $0.keyWindowAtEnd = .main }),
    Case(
      testDescription: "the alert's window shown but not made key", check: .alertWindowKey,
      ideal: #"{"alertWindowKey": true}"#,
      satisfy: { $0.alertWindowKeyAfterShow = true },
      violate: { $0.alertWindowKeyAfterShow = false }),
    Case(
      testDescription: "the alert in the first scene where the caller acts for the second",
      check: .alertScene, ideal: #"{"alertScene": "second"}"#,
      satisfy: { $0.alertSceneAfterShow = .second },
      violate: { $0.alertSceneAfterShow = .first }),
    Case(
      testDescription: "the caller's action changed", check: .callerActionsUnchanged,
      ideal: #"{"callerActionsUnchanged": true}"#,
      violate: { $0.callerRolesAfterShow = [.default, .default, .cancel] }),
    Case(
      testDescription: "an alert shown where a refusal was due", check: .rejectsWith,
      ideal: #"{"rejectsWith": "NSInternalInconsistencyException"}"#,
      satisfy: { $0 = Observation(show: .unsupported(reason: "not shown")) },
      violate: { $0 = base }),
  ]

  @Test("A violation of one check fails that check alone, by name", arguments: cases)
  func check(_ test: Case) throws {
    let cell = try Self.cell(ideal: test.ideal)
    var observation = Self.base
    test.satisfy(&observation)
    let satisfied = Judge.verdict(for: cell, observation: observation)
    if test.check == .rejectsWith {
      #expect(satisfied.outcome == .unsupported)
    } else {
      #expect(satisfied == Verdict(.pass), "the observation should satisfy the check")
    }
    test.violate(&observation)
    let violated = Judge.verdict(for: cell, observation: observation)
    #expect(violated.outcome == .fail)
    #expect(violated.findings.count == 1, "\(violated.findings)")
    #expect(violated.findings.first?.check == test.check, "\(violated.findings)")
  }

  @Test("Every check has a case above")
  func everyCheckCovered() {
    #expect(Set(Self.cases.map(\.check)) == Set(Check.allCases))
  }

  @Test(
    "A refusal is a pass only with the exception the ideal names; any other is a crash, quoted")
  func refusal() throws {
    let cell = try Self.cell(ideal: #"{"rejectsWith": "NSInternalInconsistencyException"}"#)
    let due = UncaughtException(
      name: "NSInternalInconsistencyException", reason: "two cancel actions")
    let other = UncaughtException(name: "NSRangeException", reason: "index -1")
    #expect(
      Judge.verdict(for: cell, exception: due)
        == Verdict(.pass, [.refused(due)]))
    #expect(Judge.verdict(for: cell, exception: other) == Verdict(.crash, [.crashed(other)]))
    #expect(
      Judge.verdict(for: cell, exception: other).findings.map(\.sentence) == [
        other.terminationLine
      ])
    let plain = try Self.cell(ideal: #"{"handlers": ["OK"]}"#)
    #expect(Judge.verdict(for: plain, exception: due).outcome == .crash)
  }

  @Test("Destructive is checked only where the platform can draw it: not an iOS 7 alert")
  func destructiveOnIOS7() throws {
    let cell = try Self.cell(
      ideal: #"{"drawn": {"destructive": ["Delete"]}}"#, in: MatrixEnvironment(.iOS7, .phone))
    var observation = Self.base
    observation.drawnAfterShow!.buttons[1].isDestructive = false
    #expect(Judge.verdict(for: cell, observation: observation) == Verdict(.pass))
  }

  /// A cell of an alert titled T with OK, Delete (destructive) and Cancel, a plain and a
  /// secure field, and another alert U, tapped OK; judged against `ideal`.
  static func cell(ideal: String, in environment: MatrixEnvironment = .init(.iOS8, .phone))
    throws -> Cell
  {
    let scenario = try Fixtures.scenario(
      json: Array(
        """
        { "id": "J1", "group": "cancel", "needs": ["alerts"], "title": "The judge's scenario",
          "secondScene": true,
          "alert": { "title": "T",
            "actions": [ { "title": "OK" }, { "title": "Delete", "role": "destructive" },
              { "title": "Cancel", "role": "cancel" } ],
            "textFields": [ { "placeholder": "Name" }, { "placeholder": "Password", "secure": true } ] },
          "otherAlerts": { "next": { "title": "U", "actions": [ { "title": "Fine" } ] } },
          "steps": [ { "step": "tap", "button": "OK" } ],
          "ideal": \(ideal) }
        """.utf8), file: "J1.json", facts: [])
    return Cell(
      approach: ApproachIdentity(id: "Judge", name: "Judge"), scenario: scenario,
      environment: environment, prediction: nil)
  }

  /// What a perfect wrapper leaves: T shown, OK tapped and run after T left, drawn as the
  /// platform draws it, nothing left behind.
  static var base: Observation {
    var observation = Observation(show: .shown)
    observation.alertAppeared = true
    observation.handlers = [run("OK")]
    observation.snapshots = [snapshot("show", shown: "T"), snapshot("tap 'OK'", shown: nil)]
    observation.drawnAfterShow = DrawnAlert(
      kind: .alert, title: "T", message: nil,
      textFields: [
        DrawnTextField(placeholder: "Name", text: "", isSecure: false, isFirstResponder: true),
        DrawnTextField(placeholder: "Password", text: "", isSecure: true, isFirstResponder: false),
      ],
      layout: .stacked,
      buttons: [
        DrawnButton(
          title: "OK", isCancel: false, isBold: false, isDestructive: false, isEnabled: true),
        DrawnButton(
          title: "Delete", isCancel: false, isBold: false, isDestructive: true, isEnabled: false),
        DrawnButton(
          title: "Cancel", isCancel: true, isBold: true, isDestructive: false, isEnabled: true),
      ],
      warnings: [], tint: CellRun.appTint.name)
    observation.keyWindowAtEnd = .main
    observation.callerRolesAfterShow = [.default, .destructive, .cancel]
    return observation
  }
}

/// A handler run of an action, reading these texts.
private func run(_ action: String, _ texts: [String] = ["ann", "pw"], item: String? = nil)
  -> HandlerLog.Entry
{
  HandlerLog.Entry(
    action: action, fieldTexts: texts, alertOnScreen: nil, alertTitleRead: nil, itemRead: item)
}

/// The screen after a step: the alert shown, by title, or none.
private func snapshot(_ step: String, shown title: String?) -> Observation.Snapshot {
  Observation.Snapshot(
    step: step, tap: nil, alertShown: title != nil, alertTitle: title)
}

private let base = JudgeTests.base

extension JudgeTests {
  /// For a crash, it rests on those that can cause one.
  @Test("A cell rests on the modelling choices of its run that bear on a check its ideal makes")
  func choicesACellRestsOn() throws {
    let taken: [ModellingChoice] = [.overlayTint, .systemCancelIndex]
    let tint = try Self.cell(ideal: #"{"drawn": {"tintFollowsApp": true}}"#)
    #expect(
      CellResult(cell: tint, observation: nil, verdict: Verdict(.pass), choices: taken).choices
        == [.overlayTint])
    let handlers = try Self.cell(ideal: #"{"handlers": ["OK"]}"#)
    #expect(
      CellResult(cell: handlers, observation: nil, verdict: Verdict(.fail), choices: taken).choices
        == [.systemCancelIndex])
    #expect(
      CellResult(cell: tint, observation: nil, verdict: Verdict(.crash), choices: taken).choices
        == [.systemCancelIndex])
  }
}
