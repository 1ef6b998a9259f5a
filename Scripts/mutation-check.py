#!/usr/bin/env python3
"""Plants small bugs in a scratch copy of AlertLab, one at a time, and reports which the
matrix notices (a cell no longer as predicted) and which the whole test suite notices.

    python3 Scripts/mutation-check.py [--only ID ...] [--scratch DIR]

Each bug is a textual change to one file: the model, an approach, or the judge. A bug the
matrix does not notice is a place where a lenient or wrong rule goes unseen. The run takes
a minute or so per bug, most of it the incremental build. It needs only Python 3 and the
Swift toolchain, and leaves the repository untouched.
"""

import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile

# (id, area, file, text to replace, replacement, what the bug is)
MUTANTS = [
    ("M-AV2", "model", "Sources/UIKitModel/UIAlertView.swift",
     "firstOtherButtonIndex = buttonTitles.count", "firstOtherButtonIndex = buttonTitles.count + 1",
     "AV3: the first other button's index is one off"),
    ("M-AV6", "model", "Sources/UIKitModel/UIAlertView.swift",
     'return [field("Login", secure: false), field("Password", secure: true)]',
     'return [field("Login", secure: false), field("Password", secure: false)]',
     "AV6: login-and-password's second field is plain"),
    ("M-AV12", "model", "Sources/UIKitModel/LegacyAlert.swift",
     "guard application.osVersion == .iOS7, contains(alert), !alert.isDismissing else { return }",
     "guard contains(alert), !alert.isDismissing else { return }",
     "AV12: iOS 8+ sends a system cancel too"),
    ("M-AV14", "model", "Sources/UIKitModel/UIAlertView.swift",
     "isEnabled: index != firstOtherButtonIndex || isFirstOtherButtonEnabled)",
     "isEnabled: true)",
     "AV14: the should-enable hook's answer is ignored: the first other button stays enabled"),
    ("M-AV17", "model", "Sources/UIKitModel/LegacyAlert.swift",
     "var top: (any LegacyAlert)? { alerts.last }", "var top: (any LegacyAlert)? { alerts.first }",
     "AV17: the oldest alert is on top"),
    ("M-AC6", "model", "Sources/UIKitModel/UIAlertController.swift",
     "    dismiss(animated: true) {\n      guard let action else { return }\n      action.handler?(action)\n    }",
     "    action?.handler?(action!)\n    dismiss(animated: true)",
     "AC6: the handler runs before the controller has gone"),
    ("M-AC8", "model", "Sources/UIKitModel/UIAlertController.swift",
     "    if isPopover {\n      dismissRunningHandler(of: cancelAction)",
     "    if isPopover {\n      dismissRunningHandler(of: nil)",
     "AC8: a tap outside a pad popover runs no cancel handler"),
    ("M-W2", "model", "Sources/UIKitModel/UIApplication.swift",
     "    if keyWindow === window {\n      keyWindow = nil\n      restoreKeyWindow()",
     "    if keyWindow === window {\n      keyWindow = nil",
     "W2: hiding the key window makes no other window key"),
    ("M-W6", "model", "Sources/UIKitModel/UIWindow.swift",
     "return windowScene.map { $0.activationState != .unattached } ?? false", "return true",
     "W6: a window with no scene appears in a scene-based app"),
    ("M-W16", "model", "Sources/UIKitModel/UIApplication.swift",
     "scenes.first { $0 === lastKeyScene } ?? scenes.first", "scenes.first",
     "W16: the scene the app launched with stays frontmost, whichever a person touched"),
    ("M-AV19", "model", "Sources/UIKitModel/LegacyAlert.swift",
     "    overlayWindow?.makeKeyAndVisible()", "    overlayWindow?.isHidden = false",
     "AV19: UIKit's alert window is shown but not made key"),
    ("M-ET-index", "approach", "Sources/Approaches/ETAlertView/ETAlertView.swift",
     "let block = buttonBlocks.object(at: buttonIndex)",
     "let block = buttonBlocks.object(at: max(0, buttonIndex - 1))",
     "ETAlertView runs the block one index early"),
    ("M-AC-clicked", "approach", "Sources/Approaches/ACAlertView/ACAlertView.swift",
     "didDismissWithButtonIndex buttonIndex: Int) {", "clickedButtonAt buttonIndex: Int) {",
     "ACAlertView calls its handler from clickedButtonAtIndex"),
    ("M-window-level", "approach", "Sources/Approaches/AlertWindow/UIAlertController+Window.swift",
     "window.windowLevel = (topWindow?.windowLevel ?? .normal) + 1",
     "window.windowLevel = .normal",
     "the window category's window sits at the normal level"),
    ("M-reference-lifo", "approach", "Sources/ReferenceAlert/ReferenceAlertQueue.swift",
     "enqueue(waiting.removeFirst())", "enqueue(waiting.removeLast())",
     "ReferenceAlert shows the newest waiting alert first"),
    ("M-reference-again", "approach", "Sources/ReferenceAlert/ReferenceAlert.swift",
     "  public func show() {\n    guard stage == .new || stage == .done else { return }",
     "  public func show() {\n    guard stage == .new else { return }",
     "ReferenceAlert ignores show() after dismissal"),
    ("M-DA-observers", "approach",
     "Sources/Approaches/DAAlertController/DAAlertController+AlertController.swift",
     "if let registered = observers, !registered.isEmpty {", "if let registered = observers, registered.isEmpty {",
     "DAAlertController never removes its text observers"),
    ("M-plain-anchor", "approach", "Sources/Presentable/UIAlertController+Documented.swift",
     "case .sourceView: alert.popoverPresentationController?.sourceView = context.sourceView",
     "case .sourceView: break",
     "the documented construction forgets the popover's source view"),
    ("M-judge-handlers-set", "judge", "Sources/Matrix/Checks/HandlersCheck.swift",
     "return ran == ideal ?", "return Set(ran) == Set(ideal) ?",
     "handlers compared as a set"),
    ("M-judge-secure", "judge", "Sources/Matrix/Checks/SecureFieldsCheck.swift",
     "return drawn == ideal ?", "return drawn.count == ideal.count ?",
     "which field is secure is ignored"),
    ("M-judge-key", "judge", "Sources/Matrix/Checks/MainWindowKeyAtEndCheck.swift",
     "return key == .main ?", "return true ?",
     "any window may be key at the end"),
    ("M-judge-freed", "judge", "Sources/Matrix/Checks/FreedCheck.swift",
     "run.observation.alive.isEmpty ?",
     "run.observation.alive.allSatisfy { $0.hasPrefix(\"UIWindow\") } ?",
     "a window left alive counts as freed"),
    ("M-judge-extra-windows", "judge", "Sources/Matrix/Checks/ScreenFreeCheck.swift",
     "if observation.extraVisibleWindows != 0 {", "if observation.extraVisibleWindows > 1 {",
     "one window left over the app is accepted"),
    ("M-judge-seen-order", "judge", "Sources/Matrix/Checks/AlertsSeenCheck.swift",
     "return seen == ideal ?", "return Set(seen) == Set(ideal) ?",
     "the alerts seen are compared as a set"),
    ("M-judge-after-left", "judge", "Sources/Matrix/Checks/HandlersAfterAlertLeftCheck.swift",
     "return early.isEmpty ?", "return early.count <= 1 ?",
     "one handler may run while its alert is on screen"),
    ("M-judge-appeared", "judge", "Sources/Matrix/Checks/AppearedCheck.swift",
     "run.observation.alertAppeared ? [] : [Failure()]", "[]",
     "a cell passes though its alert never appeared"),
    ("M-judge-if-dismissed", "judge", "Sources/Matrix/Checks/HandlersIfDismissedCheck.swift",
     "let expected = dismissed ? run.expectation(.handlersIfDismissed)?.texts ?? [] : []",
     "let expected = dismissed ? ran : []",
     "an alert that left may have run anything: a swallowed tap goes unseen"),
    ("M-judge-one-of", "judge", "Sources/Matrix/Checks/HandlersOneOfCheck.swift",
     "return oneOf.contains(ran) ?", "return oneOf.contains { $0.starts(with: ran) } ?",
     "a beginning of an allowed sequence is accepted: a handler that never ran goes unseen"),
    ("M-judge-texts", "judge", "Sources/Matrix/Checks/FieldTextsCheck.swift",
     "return read == ideal ?", "return read.isEmpty || read == ideal ?",
     "no handler run counts as having read the right texts"),
    ("M-judge-other-key", "judge", "Sources/Matrix/Checks/OtherWindowKeyAtEndCheck.swift",
     "return key == .other ?", "return key != .none ?",
     "any window may be key at the end, where the app's other window should be"),
    ("M-judge-reachable", "judge", "Sources/Matrix/Checks/ScreenFreeCheck.swift",
     "if !observation.appWindowReachable {", "if false {",
     "a tap that cannot reach the app's screen is accepted"),
    ("M-judge-scene", "judge", "Sources/Matrix/Checks/AlertSceneCheck.swift",
     "appeared != ideal else { return [] }", "appeared == nil else { return [] }",
     "an alert in either scene counts as in the scene the caller acts for"),
    ("M-judge-kept", "judge", "Sources/Matrix/LifetimeTracker.swift",
     "$0.object != nil && $0.object !== kept", "$0.object != nil",
     "the alert the caller keeps counts as left behind"),
    ("M-judge-disabled-absent", "judge", "Sources/Matrix/Checks/DisabledCheck.swift",
     "return button?.isEnabled == false ? nil :", "return button?.isEnabled != true ? nil :",
     "an action not drawn at all counts as drawn disabled"),
    ("M-judge-every-cancel", "judge", "Sources/Matrix/Checks/EveryActionCheck.swift",
     "!(alert.kind == .popover && $0.role == .cancel)", "$0.role != .cancel",
     "the cancel action is never required to be drawn"),
    ("M-judge-cancel-side", "judge", "Sources/Matrix/Checks/CancelAsCancelCheck.swift",
     "let expected = alert.layout == .sideBySide ? 0 : alert.buttons.count - 1",
     "let expected = alert.buttons.count - 1",
     "cancel belongs last even of two buttons side by side"),
    ("M-judge-after-left-first", "judge",
     "Sources/Matrix/Checks/HandlersAfterAlertLeftCheck.swift",
     "run.observation.handlers.filter {", "run.observation.handlers.prefix(1).filter {",
     "only the first handler must run after its alert left"),
    ("M-rank-hang", "report", "Sources/Report/NeedRanking.swift",
     "let crashes = entry.cells.filter { [.crash, .hang].contains($0.outcome) }",
     "let crashes = entry.cells.filter { [.crash].contains($0.outcome) }",
     "a hang counts as neither a crash nor a failure in the ranking"),
    ("M-escape-amp", "report", "Sources/Report/SVGText.swift",
     '"&": "&amp;", ', "",
     "& is left as it is in SVG and HTML text"),
    ("M-json-high-high", "json", "Sources/JSON/JSONParser.swift",
     "guard (0xDC00..<0xE000).contains(second) else {",
     "guard (0xD800..<0xE000).contains(second) else {",
     "a high surrogate followed by another high surrogate is accepted"),
    ("M-json-overlong-3", "json", "Sources/JSON/UTF8Validation.swift",
     "case 0xE0: (length, second) = (3, 0xA0...0xBF)",
     "case 0xE0: (length, second) = (3, 0x80...0xBF)",
     "an overlong three-byte form is accepted"),
    ("M-AC11", "model", "Sources/UIKitModel/UIAlertController.swift",
     "    for action in actions {\n      action.handler = nil\n    }",
     "    for action in actions {\n      _ = action\n    }",
     "AC11: a freed controller's handlers are never cleared"),
    ("M-ref-disconnect-any", "reference", "Sources/ReferenceAlert/ReferenceAlert+Controller.swift",
     "forName: UIScene.didDisconnectNotification, object: scene, queue: .main",
     "forName: UIScene.didDisconnectNotification, object: nil, queue: .main",
     "ReferenceAlert: any scene's disconnection takes every scene's alert"),
    ("M-RA-action-validation-alone", "reference", "Sources/ReferenceAlert/ReferenceAlert+Controller.swift",
     "guard validation != nil || actionValidation != nil else { return [] }",
     "guard validation != nil else { return [] }",
     "ReferenceAlert: actionValidation without validation leaves every action enabled"),
    ("M-ref-present-first", "reference", "Sources/ReferenceAlert/ReferenceAlert.swift",
     "return position.map { actions[$0] }", "return position.map { _ in actions[0] }",
     "ReferenceAlert: present() returns the first action, whichever was tapped"),
    ("M-pool-order", "harness", "Sources/Isolation/WorkerPool.swift",
     "for (index, outcome) in zip(slice, sliceRun.outcomes) {",
     "for (index, outcome) in zip(slice.reversed(), sliceRun.outcomes) {",
     "the pool gives a worker's results to its cells in reverse order"),
    ("M-TF1", "model", "Sources/UIKitModel/UITextField.swift",
     "clearsOnNextEdit = isSecureTextEntry && !currentText.isEmpty", "clearsOnNextEdit = false",
     "TF1: a secure field that regains the focus keeps its text"),
    ("M-W12-touch", "model", "Sources/UIKitModel/Screen.swift",
     "    guard application.scenes.count > 1, let scene = window.windowScene,",
     "    guard application.scenes.count > 9, let scene = window.windowScene,",
     "W12: a touch in the other scene leaves the key window where it was"),
    ("M-W17", "model", "Sources/UIKitModel/UIViewController.swift",
     "case .custom: return customPresentation?.shouldRemovePresentersView ?? false",
     "case .custom: return true",
     "W17: a custom presentation takes the presenter's view out of the window"),
    ("M-W19", "model", "Sources/UIKitModel/AppDrawnAlert.swift",
     "isEnabled: button.control.isEnabled)", "isEnabled: true)",
     "W19: a disabled control reads as enabled, and takes touches"),
    ("M-W20", "model", "Sources/UIKitModel/AppDrawnAlert.swift",
     "abs(box.midY - screen.midY) <= 1 ? .alert : .actionSheet", ".alert",
     "W20: a sheet the app draws reads as an alert"),
    ("M-W21", "model", "Sources/UIKitModel/Screen.swift",
     "private var takesTouches: Bool { application.applicationState == .active }",
     "private var takesTouches: Bool { true }",
     "W21: touches reach the app during a system interruption"),
    ("M-W22", "model", "Sources/UIKitModel/Screen.swift",
     "    guard application.isSeen else { return [] }\n", "",
     "W22: the app's windows are seen in the background"),
    ("M-W27", "model", "Sources/UIKitModel/UIApplication.swift",
     "var presentsSheetsAsPopovers: Bool { horizontalSizeClass == .regular }",
     "var presentsSheetsAsPopovers: Bool { idiom == .pad && horizontalSizeClass == .regular }",
     "W27: a sheet in a phone window at regular width is no popover"),
    ("M-AC15", "model", "Sources/UIKitModel/UIApplication.swift",
     "var anchorsPhoneSheets: Bool { idiom == .phone && osVersion >= .iOS26 }",
     "var anchorsPhoneSheets: Bool { false }",
     "AC15: a phone sheet given a source is never anchored"),
    ("M-TF1-twice", "model", "Sources/UIKitModel/UITextField.swift",
     "    if !isFirstResponder {\n      clearsOnNextEdit = isSecureTextEntry && !currentText.isEmpty\n    }",
     "    clearsOnNextEdit = isSecureTextEntry && !currentText.isEmpty",
     "TF1: a secure field that kept the focus empties at the next typing too"),
    ("M-SU4", "model", "Sources/SwiftUIModel/Presentation.swift",
     "        return request.viewPath == path && other.isDialog == form.isDialog",
     "        return false",
     "SU4: two alerts on one view both stay"),
    ("M-W23", "model", "Sources/UIKitModel/UIApplication.swift",
     "var presentsSheetsAsPopovers: Bool { horizontalSizeClass == .regular }",
     "var presentsSheetsAsPopovers: Bool { idiom == .pad || horizontalSizeClass == .regular }",
     "W23: a sheet in a narrow pad window stays a popover"),
    ("M-AC13-sheet", "model", "Sources/UIKitModel/UIApplication.swift",
     "      noteChoice(.keyboardFromIOS15)\n    }\n",
     "      noteChoice(.keyboardFromIOS15)\n      guard controller.preferredStyle == .alert else { return }\n    }\n",
     "AC13: from iOS 15 a sheet leaves the keyboard up"),
    ("M-W10-iOS9", "model", "Sources/UIKitModel/UIApplication.swift",
     "UIWindow.Level(rawValue: osVersion >= .iOS9 ? 10_000_000 : 1)", "UIWindow.Level(rawValue: 1)",
     "W10: from iOS 9 the keyboard stays under UIKit's alert window"),
    ("M-W25", "model", "Sources/UIKitModel/UIViewController.swift",
     "    if let presented = ownPresented {\n      presented.removeFromPresentationChain()\n",
     "    if ownPresented != nil {\n",
     "W25: dismissing a screen leaves the controllers it presents in place"),
    ("M-RA-show-from-top", "reference", "Sources/ReferenceAlert/ReferenceAlert+ViewController.swift",
     "    while let presented = top.presentedViewController {",
     "    while let presented = top.presentedViewController, presented === top {",
     "ReferenceAlert: show(from:) presents from the view controller given, not from the one on top"),
    ("M-slow-in-turn", "pool", "Sources/Isolation/WorkerPool.swift",
     "    let laterRuns = try Self.inParallel(setAside, atMost: slowJobsAtOnce) { index in",
     "    let laterRuns = try setAside.map { index in",
     "the cells set aside as slow run one after another"),
    ("M-nproc-probe", "pool", "Sources/AlertLab/ResourceCheck.swift",
     "    if shortfalls.isEmpty, !Platform.canStartThreads(threadsNeeded) {", "    if false {",
     "no check that the system will start the threads a run needs"),
    ("M-journal-order", "journal", "Sources/Report/ReportJournal.swift",
     "    removeLeftovers()\n    remove()\n  }",
     "    remove()\n    removeLeftovers()\n  }",
     "the journal dropped before the leftovers are removed"),
    ("M-journal-unfinished", "journal", "Sources/Report/ReportJournal.swift",
     "      try Platform.whileLocking(root.appendingPathComponent(ReportFiles.lockName)) {\n        try finish()\n      }",
     "      try Platform.whileLocking(root.appendingPathComponent(ReportFiles.lockName)) {\n        remove()\n      }",
     "an interrupted write is dropped, not finished"),
    ("M-MQ1-order", "model", "Sources/UIKitModel/MainRunLoop.swift",
     "      let due = timed.filter { $0.time <= uptimeNanoseconds }.sorted(by: Self.runsFirst)",
     "      let due = timed.filter { $0.time <= uptimeNanoseconds }.reversed()",
     "MQ1: blocks due at once run last asked, first run"),
    ("M-MQ1-forever", "model", "Sources/UIKitModel/MainRunLoop.swift",
     "    guard time < .max else {", "    guard time < .max || true else {",
     "MQ1: a block sent for a deadline never reached runs"),
    ("M-W20-own-window", "model", "Sources/UIKitModel/Screen.swift",
     "    let isAppContent = top.presentingViewController == nil && window === mainWindow",
     "    let isAppContent = top.presentingViewController == nil",
     "W20: an alert an app draws in the root of a window of its own is not read"),
    ("M-SU3", "model", "Sources/SwiftUIModel/PlatformAlertController.swift",
     "        if osVersion >= .iOS16 {", "        if false {",
     "SU3: the binding is written back before the action on every version"),
    ("M-SU3-read", "model", "Sources/SwiftUIModel/StateChanges.swift",
     "    underWay[.read]?.insert(ObjectIdentifier(storage))", "    _ = storage",
     "SU3: an action that reads state the write-back changes rests on no choice"),
    ("M-SU13", "model", "Sources/SwiftUIModel/PlatformAlertController.swift",
     "    } else if !hasCancel, buttons.contains(where: { $0.role?.kind == .destructive }) {",
     "    } else if false, !hasCancel, buttons.contains(where: { $0.role?.kind == .destructive }) {",
     "SU13: a destructive-only SwiftUI alert gains no Cancel"),
    ("M-json-tab", "json", "Sources/JSON/JSONParser.swift",
     "$0 == 0x22 || $0 == 0x5C || $0 < 0x20", "$0 == 0x22 || $0 == 0x5C || ($0 < 0x20 && $0 != 0x09)",
     "a raw tab in a string is accepted"),
]

# Mutants that change no behaviour any run or person can observe, with the reason: a miss of
# one is expected, and the summary counts it apart.
EQUIVALENT = {
    "M-journal-order":
        "every run first calls finish() under the writers' lock, which removes leftovers with "
        "or without a journal, so the order of the last two removals changes nothing later",
}


def run(command, cwd, timeout=900):
    """The command's exit status, its output discarded; "timeout" when it runs past the
    limit, after everything it started is killed (a test binary `swift test` started would
    otherwise outlive it and keep the cores busy)."""
    process = subprocess.Popen(
        command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        start_new_session=True)
    try:
        return process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
        return "timeout"


def matrix_notices(scratch):
    """Whether some cell of the whole matrix is not as predicted (alertlab exits 1)."""
    # The OS versions of MatrixEnvironment.platforms: a run of each is the whole matrix.
    every_os = [
        arg for os in ["7", "8", "9", "13", "15", "17", "26", "27"] for arg in ["--only", os]]
    return run([".build/debug/alertlab"] + every_os, scratch) != 0


def tests_notice(scratch):
    """Whether the whole test suite fails."""
    return run(["swift", "test", "--skip-build"], scratch) != 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", action="append", default=[], help="a mutant id to run")
    parser.add_argument("--scratch", help="the scratch folder (default: a new one in /tmp)")
    options = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    scratch = options.scratch or tempfile.mkdtemp(prefix="alertlab-mutants-")
    if not os.path.exists(os.path.join(scratch, "Package.swift")):
        shutil.copytree(root, scratch, dirs_exist_ok=True,
                        ignore=shutil.ignore_patterns(".build", ".git", ".swiftpm"))
    print(f"scratch copy: {scratch}", flush=True)
    if run(["swift", "build", "--build-tests"], scratch) != 0:
        sys.exit("the unmutated copy does not build")
    if matrix_notices(scratch) or tests_notice(scratch):
        sys.exit("the unmutated copy does not pass: fix that first")
    mutants = [m for m in MUTANTS if not options.only or m[0] in options.only]
    rows = []
    for ident, area, path, old, new, what in mutants:
        file = os.path.join(scratch, path)
        original = open(file, encoding="utf-8").read()
        if original.count(old) != 1:
            rows.append((ident, area, what, "not planted: the text is not found once", "", ""))
            continue
        open(file, "w", encoding="utf-8").write(original.replace(old, new))
        try:
            if run(["swift", "build", "--build-tests"], scratch) != 0:
                rows.append((ident, area, what, "does not compile", "", ""))
                continue
            by_matrix = matrix_notices(scratch)
            by_tests = by_matrix or tests_notice(scratch)
            rows.append((ident, area, what, "planted", by_matrix, by_tests))
        finally:
            open(file, "w", encoding="utf-8").write(original)
        print(f"{ident}: {rows[-1][3:]}", flush=True)
    planted = [r for r in rows if r[3] == "planted"]
    print("\n| mutant | area | bug | matrix | all tests |\n| --- | --- | --- | --- | --- |")
    for ident, area, what, state, by_matrix, by_tests in rows:
        if state != "planted":
            print(f"| {ident} | {area} | {what} | {state} | |")
        else:
            missed = f"missed (equivalent: {EQUIVALENT[ident]})" if ident in EQUIVALENT else "missed"
            print(f"| {ident} | {area} | {what} | {'noticed' if by_matrix else missed} "
                  f"| {'noticed' if by_tests else missed} |")
    equivalent = sum(1 for r in planted if r[0] in EQUIVALENT)
    print(f"\n{len(planted)} planted, {equivalent} of them equivalent; the matrix noticed "
          f"{sum(1 for r in planted if r[4])}, all tests {sum(1 for r in planted if r[5])}.")
    run(["swift", "build", "--build-tests"], scratch)


if __name__ == "__main__":
    main()
