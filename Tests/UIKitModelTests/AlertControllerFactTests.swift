import Foundation
import TestSupport
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The UIAlertController facts, AC1 to AC13.
@Suite("UIAlertController facts")
struct AlertControllerFactTests {
  /// An alert with the given action titles, recording which handlers ran into `log`.
  @MainActor
  private func makeAlert(
    _ style: UIAlertController.Style = .alert, actions: [(String, UIAlertAction.Style)],
    log: Log
  ) -> UIAlertController {
    let controller = UIAlertController(title: "T", message: "M", preferredStyle: style)
    for (title, actionStyle) in actions {
      controller.addAction(
        UIAlertAction(title: title, style: actionStyle) { _ in log.append(title) })
    }
    return controller
  }

  final class Log {
    var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
  }

  @Test("Styles exist, actions start enabled, and a disabled action ignores taps", .fact("AC1"))
  func ac1Actions() {
    withApp { application in
      let log = Log()
      let alert = makeAlert(actions: [("OK", .default), ("Cancel", .cancel)], log: log)
      #expect(alert.preferredStyle == .alert)
      #expect(alert.actions.allSatisfy { $0.isEnabled })
      alert.actions[0].isEnabled = false
      application.rootViewController.present(alert, animated: true)
      application.runLoop.drain()
      #expect(application.screen.tap("OK") == .disabled)
      application.runLoop.drain()
      #expect(log.entries.isEmpty)
      #expect(
        UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
          .preferredStyle == .actionSheet)
    }
  }

  @Test("A second cancel action raises NSInternalInconsistencyException", .fact("AC2"))
  func ac2SecondCancel() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      UIApplication.launch(osVersion: .iOS8, idiom: .phone).run { _ in
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "A", style: .cancel))
        alert.addAction(UIAlertAction(title: "B", style: .cancel))
      }
    }
    expectTermination(
      result, name: "NSInternalInconsistencyException",
      reasonContaining: "can only have one action with a style of UIAlertActionStyleCancel")
  }

  /// The configuration handler runs at once, and any number of fields may be added.
  @Test("A text field on an action sheet raises NSInternalInconsistencyException", .fact("AC3"))
  func factAC3() async {
    await ac3FieldOnSheet()
    ac3ConfigurationHandler()
  }

  /// AC3 a text field on an action sheet raises NSInternalInconsistencyException
  private func ac3FieldOnSheet() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      UIApplication.launch(osVersion: .iOS8, idiom: .phone).run { _ in
        UIAlertController(title: "T", message: nil, preferredStyle: .actionSheet).addTextField()
      }
    }
    expectTermination(
      result, name: "NSInternalInconsistencyException",
      reasonContaining: "Text fields can only be added to an alert controller of style")
  }

  /// AC3 the configuration handler runs at once, and any number of fields may be added
  private func ac3ConfigurationHandler() {
    withApp { _ in
      let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
      var configured = 0
      for index in 0..<3 {
        alert.addTextField { field in
          field.placeholder = "Field \(index)"
          configured += 1
        }
        #expect(configured == index + 1)
      }
      #expect(alert.textFields?.map(\.placeholder) == ["Field 0", "Field 1", "Field 2"])
    }
  }

  @Test("Actions keep their order; layouts follow the count and style", .fact("AC4"))
  func ac4Layout() {
    withApp { application in
      let log = Log()
      let root = application.rootViewController
      let two = makeAlert(actions: [("OK", .default), ("Cancel", .cancel)], log: log)
      #expect(two.actions.map(\.title) == ["OK", "Cancel"])
      root.present(two, animated: false)
      #expect(application.screen.alert?.layout == .sideBySide)
      #expect(application.screen.alert?.buttonTitles == ["Cancel", "OK"])
      root.dismiss(animated: false)
      application.runLoop.drain()
      let three = makeAlert(
        actions: [("Cancel", .cancel), ("A", .default), ("B", .destructive)], log: log)
      root.present(three, animated: false)
      #expect(application.screen.alert?.layout == .stacked)
      #expect(application.screen.alert?.buttonTitles == ["A", "B", "Cancel"])
      #expect(application.screen.alert?.buttons[1].isDestructive == true)
      root.dismiss(animated: false)
      application.runLoop.drain()
      let sheet = makeAlert(
        .actionSheet, actions: [("Cancel", .cancel), ("A", .default)], log: log)
      root.present(sheet, animated: false)
      #expect(application.screen.alert?.kind == .actionSheet)
      #expect(application.screen.alert?.buttonTitles == ["A", "Cancel"])
    }
  }

  /// - A preferredAction not in actions raises NSInternalInconsistencyException
  /// - nil is allowed, and nothing enforces the alert style
  /// - On iOS 8 it is an unrecognized selector
  @Test("preferredAction takes the bold highlight from the cancel action", .fact("AC5"))
  func factAC5() async {
    ac5PreferredBold()
    await ac5PreferredNotAdded()
    ac5NilAndSheet()
    await ac5UnknownOnIOS8()
  }

  /// AC5 on iOS 8 it is an unrecognized selector
  private func ac5UnknownOnIOS8() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      UIApplication.launch(osVersion: .iOS8, idiom: .phone).run { _ in
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.preferredAction = nil
      }
    }
    expectTermination(
      result, name: "NSInvalidArgumentException",
      reasonContaining: "-[UIAlertController setPreferredAction:]: unrecognized selector")
  }

  /// AC5 preferredAction takes the bold highlight from the cancel action
  private func ac5PreferredBold() {
    withApp(.iOS9) { application in
      let alert = makeAlert(actions: [("Cancel", .cancel), ("OK", .default)], log: Log())
      application.rootViewController.present(alert, animated: false)
      #expect(application.screen.alert?.buttons.first { $0.isBold }?.title == "Cancel")
      alert.preferredAction = alert.actions[1]
      #expect(application.screen.alert?.buttons.first { $0.isBold }?.title == "OK")
      #expect(application.screen.alert?.buttons.filter(\.isBold).count == 1)
    }
  }

  /// AC5 a preferredAction not in actions raises NSInternalInconsistencyException
  private func ac5PreferredNotAdded() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      UIApplication.launch(osVersion: .iOS9, idiom: .phone).run { _ in
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.preferredAction = UIAlertAction(title: "Stray", style: .default)
      }
    }
    expectTermination(
      result, name: "NSInternalInconsistencyException",
      reasonContaining:
        "The -preferredAction of an alert controller must be contained in the -actions array or be nil."
    )
  }

  /// AC5 (rev. 2) nil is allowed, and nothing enforces the alert style
  private func ac5NilAndSheet() {
    withApp(.iOS9) { application in
      let sheet = makeAlert(.actionSheet, actions: [("A", .default), ("B", .default)], log: Log())
      sheet.preferredAction = sheet.actions[1]
      #expect(sheet.preferredAction === sheet.actions[1])
      sheet.preferredAction = nil
      #expect(sheet.preferredAction == nil)
      application.rootViewController.present(sheet, animated: false)
      #expect(application.screen.alert?.buttons.contains { $0.isBold } == false)
    }
  }

  @Test(
    "A tap dismisses first; the handler runs after the controller has gone, once", .fact("AC6"))
  func ac6HandlerAfterDismissal() {
    withApp { application in
      let root = application.rootViewController
      var observations: [Bool] = []
      let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
      alert.addAction(
        UIAlertAction(title: "OK", style: .default) { _ in
          observations.append(root.presentedViewController == nil)
        })
      root.present(alert, animated: true)
      application.runLoop.drain()
      #expect(application.screen.tap("OK") == .delivered)
      application.screen.tap("OK")
      #expect(observations.isEmpty)
      application.runLoop.drain()
      #expect(observations == [true])
    }
  }

  @Test("The app's dismiss(animated:) runs no handler", .fact("AC7"))
  func ac7DismissRunsNoHandler() {
    withApp { application in
      let log = Log()
      let alert = makeAlert(actions: [("OK", .default), ("Cancel", .cancel)], log: log)
      application.rootViewController.present(alert, animated: true)
      application.runLoop.drain()
      alert.dismiss(animated: true)
      application.runLoop.drain()
      #expect(log.entries.isEmpty)
      #expect(application.screen.alert == nil)
    }
  }

  /// A pad action sheet hides cancel; a phone sheet without a cancel handler stays.
  @Test(
    "A tap outside an action sheet runs its cancel handler; outside an alert it does nothing",
    .fact("AC8")
  )
  func factAC8() {
    ac8PadSheet()
    ac8PhoneSheet()
    ac8TapOutsideAlert()
  }

  /// AC8 a pad action sheet hides cancel, and a tap outside runs the cancel handler
  private func ac8PadSheet() {
    withApp(.iOS8, .pad) { application in
      let log = Log()
      let root = application.rootViewController
      let sheet = makeAlert(
        .actionSheet, actions: [("A", .default), ("Cancel", .cancel)], log: log)
      sheet.popoverPresentationController?.sourceView = root.view
      root.present(sheet, animated: true)
      application.runLoop.drain()
      #expect(application.screen.alert?.kind == .popover)
      #expect(application.screen.alert?.buttonTitles == ["A"])
      application.screen.tapOutside()
      application.runLoop.drain()
      #expect(log.entries == ["Cancel"])
      let noCancel = makeAlert(.actionSheet, actions: [("A", .default)], log: log)
      noCancel.popoverPresentationController?.barButtonItem = UIBarButtonItem(title: "Item")
      root.present(noCancel, animated: true)
      application.runLoop.drain()
      application.screen.tapOutside()
      application.runLoop.drain()
      #expect(log.entries == ["Cancel"])
      #expect(application.screen.alert == nil)
    }
  }

  /// AC8 (rev. 2) a tap outside a phone sheet runs the cancel handler; without one it stays
  private func ac8PhoneSheet() {
    withApp(.iOS8, .phone) { application in
      let log = Log()
      let root = application.rootViewController
      let sheet = makeAlert(
        .actionSheet, actions: [("A", .default), ("Cancel", .cancel)], log: log)
      root.present(sheet, animated: true)
      application.runLoop.drain()
      application.screen.tapOutside()
      application.runLoop.drain()
      #expect(log.entries == ["Cancel"])
      #expect(application.screen.alert == nil)
      let noCancel = makeAlert(.actionSheet, actions: [("A", .default)], log: log)
      root.present(noCancel, animated: true)
      application.runLoop.drain()
      application.screen.tapOutside()
      application.runLoop.drain()
      #expect(log.entries == ["Cancel"])
      #expect(application.screen.alert?.buttonTitles == ["A"])
    }
  }

  /// AC8 a tap outside an alert does nothing
  private func ac8TapOutsideAlert() {
    withApp(.iOS8, .pad) { application in
      let log = Log()
      let alert = makeAlert(actions: [("OK", .default), ("Cancel", .cancel)], log: log)
      application.rootViewController.present(alert, animated: true)
      application.runLoop.drain()
      application.screen.tapOutside()
      application.runLoop.drain()
      #expect(log.entries.isEmpty)
      #expect(application.screen.alert != nil)
    }
  }

  /// On phone, and for pad alerts, popoverPresentationController is nil.
  @Test("A pad action sheet presented without a source raises NSGenericException", .fact("AC9"))
  func factAC9() async {
    await ac9NoSource()
    ac9NoPopoverOnPhone()
  }

  /// AC9 a pad action sheet presented without a source raises NSGenericException
  private func ac9NoSource() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let application = UIApplication.launch(osVersion: .iOS8, idiom: .pad)
      application.run { application in
        let sheet = UIAlertController(title: "T", message: nil, preferredStyle: .actionSheet)
        application.appDelegate.window?.rootViewController?.present(sheet, animated: true)
      }
    }
    expectTermination(
      result, name: "NSGenericException",
      reasonContaining: "You must provide either a sourceView and sourceRect or a barButtonItem")
  }

  /// AC9 on phone and for pad alerts popoverPresentationController is nil
  private func ac9NoPopoverOnPhone() {
    withApp(.iOS8, .phone) { _ in
      #expect(
        UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
          .popoverPresentationController == nil)
    }
    withApp(.iOS8, .pad) { _ in
      #expect(
        UIAlertController(title: nil, message: nil, preferredStyle: .alert)
          .popoverPresentationController == nil)
      #expect(
        UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
          .popoverPresentationController != nil)
    }
  }

  @Test(
    "A presenter already presenting, or whose view is in no window, warns and drops it",
    .fact("AC10"))
  func factAC10() {
    ac10AlreadyPresenting()
    ac10NotInWindow()
  }

  /// AC10 a presenter that is already presenting logs a warning and drops the presentation
  private func ac10AlreadyPresenting() {
    withApp { application in
      let log = Log()
      let root = application.rootViewController
      let first = makeAlert(actions: [("One", .default)], log: log)
      let second = makeAlert(actions: [("Two", .default)], log: log)
      root.present(first, animated: true)
      root.present(second, animated: true)
      application.runLoop.drain()
      #expect(application.console.lines.last?.contains("which is already presenting") == true)
      #expect(application.screen.alert?.buttonTitles == ["One"])
      #expect(second.presentingViewController == nil)
    }
  }

  /// AC10 a presenter whose view is not in a window logs a warning and drops it
  private func ac10NotInWindow() {
    withApp { application in
      let detached = UIViewController()
      let alert = makeAlert(actions: [("OK", .default)], log: Log())
      detached.present(alert, animated: true)
      application.runLoop.drain()
      #expect(
        application.console.lines.last?.contains("whose view is not in the window hierarchy!")
          == true)
      #expect(application.screen.alert == nil)
    }
  }

  @Test(
    "A handler capturing its controller strongly leaks it; a weak capture does not",
    .fact("AC11"))
  func ac11HandlerCycle() {
    withApp { application in
      let root = application.rootViewController
      weak var strongCaptured: UIAlertController?
      weak var weakCaptured: UIAlertController?
      do {
        let leaking = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        leaking.addAction(UIAlertAction(title: "OK", style: .default) { _ in _ = leaking.title })
        strongCaptured = leaking
        let clean = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        clean.addAction(
          UIAlertAction(title: "OK", style: .default) { [weak clean] _ in _ = clean?.title })
        weakCaptured = clean
        for alert in [leaking, clean] {
          root.present(alert, animated: true)
          application.runLoop.drain()
          application.tapAndSettle("OK")
        }
      }
      #expect(strongCaptured != nil)
      #expect(weakCaptured == nil)
    }
  }

  @Test(
    "The actions' handlers are cleared when the controller is freed, and not before",
    .fact("AC11"))
  func ac11HandlersClearedOnFree() {
    withApp { application in
      final class Captured {}
      weak var captured: Captured?
      var action: UIAlertAction?
      var alert: UIAlertController?
      do {
        let object = Captured()
        captured = object
        let made = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default) { _ in _ = object }
        made.addAction(ok)
        (action, alert) = (ok, made)
      }
      application.rootViewController.present(alert!, animated: true)
      application.runLoop.drain()
      application.tapAndSettle("OK")
      // Dismissed and answered, but still held: the handler, and what it holds, stay.
      #expect(captured != nil)
      alert = nil
      application.runLoop.drain()
      // Freed: UIKit clears the handler, though the action itself is still held.
      #expect(action != nil)
      #expect(captured == nil)
    }
  }

  @Test("Presenting a controller that is already presented raises", .fact("AC12"))
  func ac12PresentActive() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let application = UIApplication.launch(osVersion: .iOS8, idiom: .phone)
      application.run { application in
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        let root = application.appDelegate.window!.rootViewController!
        root.present(alert, animated: true)
        let other = UIWindow(frame: application.screenBounds)
        other.rootViewController = UIViewController()
        other.makeKeyAndVisible()
        other.rootViewController?.present(alert, animated: true)
      }
    }
    expectTermination(
      result, name: "NSInvalidArgumentException",
      reasonContaining: "Application tried to present modally an active controller")
  }

  /// On iOS 8 the keyboard stays up.
  @Test(
    "From iOS 9 an alert controller puts the keyboard away while it is up", .fact("AC13"),
    arguments: [(OSVersion.iOS8, true), (.iOS9, false), (.iOS13, false), (.iOS15, false)])
  func ac13KeyboardAwayWhileUp(osVersion: OSVersion, keyboardWhileUp: Bool) {
    withApp(osVersion, lifecycle: .appDelegate) { application in
      application.showKeyboard()
      let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      application.rootViewController.present(alert, animated: true)
      #expect(application.isKeyboardUp == keyboardWhileUp)
      application.runLoop.drain()
      #expect(application.isKeyboardUp == keyboardWhileUp)
      application.tapAndSettle("OK")
      #expect(application.isKeyboardUp)
    }
  }

  /// - A sheet puts the keyboard away as an alert does, on iOS 15 too (rev. 3)
  /// - From iOS 15 the keyboard is back as the alert's dismissal starts; before, once it ends
  @Test(
    "A sheet puts the keyboard away too; from iOS 15 it returns as the dismissal starts",
    .fact("AC13"),
    arguments: [OSVersion.iOS13, .iOS15])
  func ac13FromIOS15(osVersion: OSVersion) {
    withApp(osVersion, lifecycle: .appDelegate) { application in
      application.showKeyboard()
      let sheet = UIAlertController(title: "S", message: nil, preferredStyle: .actionSheet)
      sheet.addAction(UIAlertAction(title: "Share", style: .default))
      application.rootViewController.present(sheet, animated: false)
      application.runLoop.drain()
      #expect(!application.isKeyboardUp)
      sheet.dismiss(animated: false)
      application.runLoop.drain()
      #expect(application.isKeyboardUp)
      let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      application.rootViewController.present(alert, animated: false)
      application.runLoop.drain()
      #expect(!application.isKeyboardUp)
      alert.dismiss(animated: true)
      #expect(application.isKeyboardUp == (osVersion >= .iOS15), "as the dismissal starts")
      application.runLoop.drain()
      #expect(application.isKeyboardUp)
      #expect(application.modellingChoices.contains(.keyboardFromIOS15) == (osVersion >= .iOS15))
    }
  }

  @Test("UIAlertView and UIActionSheet leave the keyboard up on iOS 9", .fact("AC13"))
  func ac13LegacyAlertsKeepKeyboard() {
    withApp(.iOS9) { application in
      application.showKeyboard()
      UIAlertView(
        title: "T", message: nil, delegate: nil, cancelButtonTitle: "OK"
      ).show()
      application.runLoop.drain()
      #expect(application.screen.alert?.title == "T")
      #expect(application.isKeyboardUp)
      application.tapAndSettle("OK")
      let sheet = UIActionSheet(
        title: "S", delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil)
      sheet.show(in: application.rootViewController.view)
      application.runLoop.drain()
      #expect(application.isKeyboardUp)
    }
  }

  @Test(
    "A keyboard put away by one alert comes back when that alert, not another, goes",
    .fact("AC13"))
  func ac13RestoredByItsOwnAlert() {
    withApp(.iOS9) { application in
      application.showKeyboard()
      let first = UIAlertController(title: "First", message: nil, preferredStyle: .alert)
      first.addAction(UIAlertAction(title: "OK", style: .default))
      application.rootViewController.present(first, animated: false)
      application.runLoop.drain()
      let window = UIWindow(frame: application.screenBounds)
      window.rootViewController = UIViewController()
      window.makeKeyAndVisible()
      let second = UIAlertController(title: "Second", message: nil, preferredStyle: .alert)
      second.addAction(UIAlertAction(title: "Close", style: .default))
      window.rootViewController?.present(second, animated: false)
      application.runLoop.drain()
      second.dismiss(animated: false)
      application.runLoop.drain()
      #expect(!application.isKeyboardUp)
      first.dismiss(animated: false)
      application.runLoop.drain()
      #expect(application.isKeyboardUp)
    }
  }

  /// The alert is back once that controller goes, and the choice is noted.
  @Test(
    "(choice) a controller presented on an alert controller that is up shows above it",
    .fact("AC14"))
  func ac14PresentOnAlert() {
    withApp(.iOS9) { application in
      let own = UIAlertController(title: "Update available", message: nil, preferredStyle: .alert)
      own.addAction(UIAlertAction(title: "Later", style: .cancel))
      application.rootViewController.present(own, animated: false)
      application.runLoop.drain()
      #expect(application.modellingChoices.isEmpty)
      let second = UIAlertController(title: "Sync failed", message: nil, preferredStyle: .alert)
      second.addAction(UIAlertAction(title: "OK", style: .default))
      own.present(second, animated: true)
      application.runLoop.drain()
      #expect(application.screen.alert?.title == "Sync failed")
      #expect(application.modellingChoices == [.presentationOnAlert])
      application.tapAndSettle("OK")
      #expect(application.screen.alert?.title == "Update available")
    }
  }
}
