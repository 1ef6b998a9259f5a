import Foundation
import ReferenceAlert
import TestSupport
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// ReferenceAlert's public behaviour, each test by name, against the UIKit model and apart
/// from the matrix.
@Suite("ReferenceAlert")
@MainActor
struct ReferenceAlertTests {
  /// An alert titled `title` with an OK action that records `log` entries.
  static func alert(_ title: String, log: Log? = nil, style: UIAlertController.Style = .alert)
    -> ReferenceAlert
  {
    let alert = ReferenceAlert(title: title, style: style)
    alert.addAction(.init("Cancel", style: .cancel) { _ in log?.add("\(title): Cancel") })
    alert.addAction(.init("OK") { alert in log?.add("\(alert.title ?? ""): OK") })
    return alert
  }

  @Test(
    "show() puts the alert in a key window of its own, above the app's windows, in the app's tint")
  func showsInOwnWindow() {
    withApp(.iOS15, tintColor: UIColor(named: "brand")) { application in
      Self.alert("Saved").show()
      application.runLoop.drain()
      let screen = application.screen
      #expect(screen.alert?.title == "Saved")
      #expect(screen.alertWindow !== application.appDelegate.window)
      #expect(screen.alertWindow?.isKeyWindow == true)
      #expect((screen.alertWindow?.windowLevel.rawValue ?? 0) >= UIWindow.Level.alert.rawValue)
      #expect(screen.alert?.tint == UIColor(named: "brand").name)
    }
  }

  @Test("A tap runs that action's handler once, after the alert has gone, with the alert")
  func handlerRunsOnceAfterGone() {
    withApp(.iOS15) { application in
      var seen: [String?] = []
      let alert = ReferenceAlert(title: "Saved")
      alert.addAction(.init("OK") { alert in seen.append(application.screen.alert?.title) })
      alert.show()
      application.runLoop.drain()
      application.tapAndSettle("OK")
      #expect(seen == [nil])
    }
  }

  @Test("Alerts shown while one is up wait their turn and show in the order asked")
  func queueing() {
    withApp(.iOS15) { application in
      let log = Log()
      Self.alert("First", log: log).show()
      Self.alert("Second", log: log).show()
      application.runLoop.drain()
      #expect(application.screen.alert?.title == "First")
      application.tapAndSettle("OK")
      #expect(application.screen.alert?.title == "Second")
      application.tapAndSettle("OK")
      #expect(log.entries == ["First: OK", "Second: OK"])
      #expect(application.screen.alert == nil)
    }
  }

  @Test("show() while the alert waits or is up does nothing")
  func showWhileUpDoesNothing() {
    withApp(.iOS15) { application in
      let log = Log()
      let alert = Self.alert("Once", log: log)
      alert.show()
      alert.show()
      application.runLoop.drain()
      alert.show()
      application.tapAndSettle("OK")
      #expect(application.screen.alert == nil)
      #expect(log.entries == ["Once: OK"])
    }
  }

  @Test("show() after the alert has gone shows it again")
  func showAgainAfterGone() {
    withApp(.iOS15) { application in
      let log = Log()
      let alert = Self.alert("Again", log: log)
      alert.show()
      application.runLoop.drain()
      application.tapAndSettle("OK")
      alert.show()
      application.runLoop.drain()
      #expect(application.screen.alert?.title == "Again")
      application.tapAndSettle("Cancel")
      #expect(log.entries == ["Again: OK", "Again: Cancel"])
    }
  }

  @Test("dismiss() while the alert is up takes it away, runs no handler and tells onDismiss nil")
  func dismissWhileUp() {
    withApp(.iOS15) { application in
      let log = Log()
      let alert = Self.alert("Away", log: log)
      var dismissed: [String?] = []
      alert.onDismiss = { dismissed.append($0?.title) }
      alert.show()
      application.runLoop.drain()
      alert.dismiss()
      application.runLoop.drain()
      #expect(application.screen.alert == nil)
      #expect(log.entries.isEmpty)
      #expect(dismissed == [nil])
    }
  }

  @Test("dismiss() while the alert waits: it never appears, and the next one shows")
  func dismissWhileWaiting() {
    withApp(.iOS15) { application in
      let first = Self.alert("First")
      let second = Self.alert("Second")
      let third = Self.alert("Third")
      var dismissed: [String?] = []
      second.onDismiss = { dismissed.append($0?.title) }
      for alert in [first, second, third] {
        alert.show()
      }
      second.dismiss()
      application.runLoop.drain()
      application.tapAndSettle("OK")
      #expect(application.screen.alert?.title == "Third")
      #expect(dismissed == [nil])
    }
  }

  @Test("onDismiss hears the chosen action after its handler has run")
  func onDismissAfterHandler() {
    withApp(.iOS15) { application in
      let log = Log()
      let alert = Self.alert("Order", log: log)
      alert.onDismiss = { action in log.add("dismissed: \(action?.title ?? "nil")") }
      alert.show()
      application.runLoop.drain()
      application.tapAndSettle("OK")
      #expect(log.entries == ["Order: OK", "dismissed: OK"])
    }
  }

  @Test("Validation while typing: confirm actions are enabled only while the fields pass")
  func validationWhileTyping() {
    withApp(.iOS15) { application in
      let alert = Self.alert("Name")
      alert.addTextField { $0.placeholder = "Name" }
      alert.validation = { ($0.textFields[0].text ?? "").count >= 3 }
      alert.show()
      application.runLoop.drain()
      #expect(application.screen.tap("OK") == .disabled)
      application.screen.type("Ann", intoField: 0)
      #expect(application.screen.alert?.buttons.first { $0.title == "OK" }?.isEnabled == true)
      application.screen.deleteBackward(1, inField: 0)
      #expect(application.screen.tap("OK") == .disabled)
      #expect(application.screen.alert?.buttons.first { $0.title == "Cancel" }?.isEnabled == true)
    }
  }

  /// An alert with Cancel, Sign in and Guest, and a field per placeholder; and Sign in.
  @MainActor private static func signInAlert(fields: [String]) -> (
    ReferenceAlert, ReferenceAlert.Action
  ) {
    let alert = ReferenceAlert(title: "Sign in")
    alert.addAction(.init("Cancel", style: .cancel))
    let signIn = ReferenceAlert.Action("Sign in")
    alert.addAction(signIn)
    alert.addAction(.init("Guest"))
    for placeholder in fields {
      alert.addTextField { $0.placeholder = placeholder }
    }
    return (alert, signIn)
  }

  /// The titles of the buttons drawn enabled.
  @MainActor private static func enabledTitles(_ application: UIApplication) -> [String] {
    (application.screen.alert?.buttons ?? []).filter(\.isEnabled).map(\.title)
  }

  /// With `validation` too, an action is enabled only when both say so.
  @Test("actionValidation enables actions one by one while typing")
  func actionsEnabledOneByOne() {
    withApp(.iOS15) { application in
      let (alert, signIn) = Self.signInAlert(fields: ["Name", "Password"])
      alert.validation = { !($0.textFields[0].text ?? "").isEmpty }
      alert.actionValidation = { alert, action in
        action != signIn || !(alert.textFields[1].text ?? "").isEmpty
      }
      alert.show()
      application.runLoop.drain()
      @MainActor func enabled() -> [String] { Self.enabledTitles(application) }
      #expect(enabled() == ["Cancel"])
      application.screen.type("Ann", intoField: 0)
      #expect(enabled() == ["Guest", "Cancel"])
      application.screen.type("pw", intoField: 1)
      #expect(enabled() == ["Sign in", "Guest", "Cancel"])
      application.screen.deleteBackward(3, inField: 0)
      #expect(enabled() == ["Cancel"])
    }
  }

  /// Without `validation`, `actionValidation` alone decides, action by action.
  @Test("actionValidation alone enables actions one by one while typing, with no validation")
  func actionsEnabledOneByOneAlone() {
    withApp(.iOS15) { application in
      let (alert, signIn) = Self.signInAlert(fields: ["Password"])
      alert.actionValidation = { alert, action in
        action != signIn || !(alert.textFields[0].text ?? "").isEmpty
      }
      alert.show()
      application.runLoop.drain()
      @MainActor func enabled() -> [String] { Self.enabledTitles(application) }
      #expect(enabled() == ["Guest", "Cancel"])
      application.screen.type("pw", intoField: 0)
      #expect(enabled() == ["Sign in", "Guest", "Cancel"])
      application.screen.deleteBackward(2, inField: 0)
      #expect(enabled() == ["Guest", "Cancel"])
    }
  }

  /// No observer is left.
  @Test("After the alert goes its window is hidden and freed, and the app's window is key again")
  func windowHiddenAndFreed() {
    withApp(.iOS15) { application in
      let observers = application.notificationCenter.observerCount
      weak var window: UIWindow?
      do {
        let alert = Self.alert("Name")
        alert.addTextField()
        alert.validation = { _ in true }
        alert.show()
        application.runLoop.drain()
        window = application.screen.alertWindow
        application.tapAndSettle("OK")
      }
      #expect(window == nil)
      #expect(application.keyWindow === application.appDelegate.window)
      #expect(application.notificationCenter.observerCount == observers)
    }
  }

  @Test("The alert and its controller are freed once the alert has gone")
  func alertFreed() {
    withApp(.iOS15) { application in
      weak var alert: ReferenceAlert?
      weak var controller: AnyObject?
      do {
        let shown = Self.alert("Freed")
        alert = shown
        shown.show()
        application.runLoop.drain()
        controller = application.screen.alertObject
        application.tapAndSettle("OK")
      }
      #expect(alert == nil)
      #expect(controller == nil)
    }
  }

  @Test("The alert goes to the scene of its presenter's window, of two scenes side by side")
  func sceneOfPresenter() throws {
    try withApp(.iOS15, .pad, lifecycle: .scenes) { application in
      let second = application.connectSecondScene()
      application.appDelegate.window?.makeKey()
      let alert = Self.alert("For the second")
      alert.presenter = try #require(second.mainWindow?.rootViewController)
      alert.show()
      application.runLoop.drain()
      #expect(Screen(application: application, scene: second).alert?.title == "For the second")
      #expect(application.screen.alert == nil)
      #expect(Screen(application: application, scene: second).alertWindow?.isKeyWindow == true)
    }
  }

  @Test("Without a presenter the alert goes to the scene of its source view's window")
  func sceneOfSourceView() throws {
    try withApp(.iOS15, .pad, lifecycle: .scenes) { application in
      let second = application.connectSecondScene()
      application.appDelegate.window?.makeKey()
      let alert = Self.alert("From a view")
      alert.sourceView = try #require(second.mainWindow?.rootViewController?.view)
      alert.show()
      application.runLoop.drain()
      #expect(Screen(application: application, scene: second).alert?.title == "From a view")
    }
  }

  @Test("With no view at hand the alert goes to the foreground-active scene with a key window")
  func sceneOfKeyWindow() {
    withApp(.iOS15, .phone, lifecycle: .scenes) { application in
      Self.alert("No view").show()
      application.runLoop.drain()
      #expect(application.screen.alert?.title == "No view")
      #expect(application.screen.alertWindow?.windowScene === application.connectedScene)
    }
  }

  /// The scenes are side by side; the one touched last is the frontmost.
  @Test(
    "With no view at hand and two scenes, the alert goes to the scene a person touched last",
    arguments: [false, true])
  func sceneFrontmost(firstTouchedLast: Bool) throws {
    try withApp(.iOS15, .pad, lifecycle: .scenes) { application in
      let second = application.connectSecondScene()
      if firstTouchedLast {
        application.appDelegate.window?.makeKey()
      }
      Self.alert("No view").show()
      application.runLoop.drain()
      let touched = try #require(firstTouchedLast ? application.connectedScene : second)
      let untouched = try #require(firstTouchedLast ? second : application.connectedScene)
      #expect(Screen(application: application, scene: touched).alert?.title == "No view")
      #expect(Screen(application: application, scene: untouched).alert == nil)
    }
  }

  /// It is shown before any window is key, and is answered once the app is up.
  @Test(
    "An alert with no view at hand, shown while the app launches, shows in the app's scene",
    arguments: [AppLifecycle.scenes, .appDelegate])
  func showsAtLaunch(lifecycle: AppLifecycle) {
    let application = UIApplication.launch(
      osVersion: .iOS15, idiom: .phone, lifecycle: lifecycle, stillLaunching: true)
    application.run { application in
      let log = Log()
      Self.alert("Welcome back", log: log).show()
      application.runLoop.drain()
      #expect(application.keyWindow?.windowScene === application.connectedScene)
      application.appDelegate.window?.makeKeyAndVisible()
      #expect(application.screen.alert?.title == "Welcome back")
      application.tapAndSettle("OK")
      #expect(log.entries == ["Welcome back: OK"])
      #expect(application.keyWindow === application.appDelegate.window)
    }
  }

  @Test("Two scenes show an alert each at the same time, and each is answered in its own")
  func queuePerScene() throws {
    try withApp(.iOS15, .pad, lifecycle: .scenes) { application in
      let second = application.connectSecondScene()
      let log = Log()
      let first = Self.alert("First", log: log)
      first.presenter = application.appDelegate.window?.rootViewController
      let other = Self.alert("Second", log: log)
      other.presenter = try #require(second.mainWindow?.rootViewController)
      first.show()
      other.show()
      application.runLoop.drain()
      let secondScreen = Screen(application: application, scene: second)
      #expect(application.screen.alert?.title == "First")
      #expect(secondScreen.alert?.title == "Second")
      secondScreen.tap("OK")
      application.runLoop.drain()
      application.tapAndSettle("OK")
      #expect(log.entries == ["Second: OK", "First: OK"])
    }
  }

  /// No handler runs, and onDismiss hears nil.
  @Test("When its scene disconnects the alert goes with it, and nothing of it is left")
  func sceneDisconnects() throws {
    try withApp(.iOS15, .pad, lifecycle: .scenes) { application in
      let second = application.connectSecondScene()
      let log = Log()
      weak var controller: AnyObject?
      do {
        let alert = Self.alert("Upload failed", log: log)
        alert.presenter = try #require(second.mainWindow?.rootViewController)
        alert.onDismiss = { log.add("dismissed: \($0?.title ?? "nil")") }
        alert.show()
        application.runLoop.drain()
        controller = Screen(application: application, scene: second).alertObject
        application.disconnect(second)
        application.runLoop.drain()
      }
      #expect(log.entries == ["dismissed: nil"])
      #expect(controller == nil)
      Self.alert("Next").show()
      application.runLoop.drain()
      #expect(application.screen.alert?.title == "Next")
    }
  }

  @Test("A scene's disconnection takes its own alert only: the other scene's stays and answers")
  func sceneDisconnectTakesOnlyItsAlert() throws {
    try withApp(.iOS15, .pad, lifecycle: .scenes) { application in
      let second = application.connectSecondScene()
      let log = Log()
      let first = Self.alert("First", log: log)
      first.presenter = application.appDelegate.window?.rootViewController
      first.onDismiss = { log.add("First dismissed: \($0?.title ?? "nil")") }
      let other = Self.alert("Second", log: log)
      other.presenter = try #require(second.mainWindow?.rootViewController)
      first.show()
      other.show()
      application.runLoop.drain()
      application.disconnect(second)
      application.runLoop.drain()
      #expect(application.screen.alert?.title == "First")
      application.tapAndSettle("OK")
      #expect(log.entries == ["First: OK", "First dismissed: OK"])
    }
  }

  @Test("preferredAction is drawn bold in an alert, in place of the cancel action")
  func preferredActionBold() {
    withApp(.iOS15) { application in
      let alert = ReferenceAlert(title: "Delete?")
      alert.addAction(.init("Cancel", style: .cancel))
      let delete = ReferenceAlert.Action("Delete", style: .destructive)
      alert.addAction(delete)
      alert.preferredAction = delete
      alert.show()
      application.runLoop.drain()
      #expect(application.screen.alert?.buttons.filter(\.isBold).map(\.title) == ["Delete"])
    }
  }

  @Test("A pad sheet points at its source view and source rect, or at its bar button item")
  func padSheetAnchors() {
    withApp(.iOS15, .pad) { application in
      let sheet = Self.alert("Attach", style: .actionSheet)
      sheet.sourceView = application.rootViewController.view
      sheet.sourceRect = CGRect(x: 10, y: 10, width: 44, height: 44)
      sheet.show()
      application.runLoop.drain()
      #expect(application.screen.alert?.kind == .popover)
      let popover = (application.screen.alertObject as? UIAlertController)?
        .popoverPresentationController
      #expect(popover?.sourceView === application.rootViewController.view)
      #expect(popover?.sourceRect == CGRect(x: 10, y: 10, width: 44, height: 44))
      application.screen.tapOutside()
      application.runLoop.drain()
      let fromItem = Self.alert("Share", style: .actionSheet)
      let item = UIBarButtonItem(title: "Share")
      fromItem.barButtonItem = item
      fromItem.show()
      application.runLoop.drain()
      #expect(
        (application.screen.alertObject as? UIAlertController)?.popoverPresentationController?
          .barButtonItem === item)
    }
  }

  @Test("In an app without scenes the alert shows in a window of its own, from any code")
  func appWithoutScenes() {
    withApp(.iOS13, lifecycle: .appDelegate) { application in
      Self.alert("Plain app").show()
      application.runLoop.drain()
      #expect(application.screen.alert?.title == "Plain app")
      application.tapAndSettle("OK")
      #expect(application.keyWindow === application.appDelegate.window)
    }
  }

  @Test("present() returns the action chosen once the alert has gone")
  func presentReturnsChoice() async {
    let application = UIApplication.launch(osVersion: .iOS15, idiom: .phone)
    let chosen = await application.runAwaiting { application in
      let alert = Self.alert("Async")
      let choice = Task { await alert.present()?.title }
      await Task.yield()
      application.runLoop.drain()
      application.tapAndSettle("OK")
      return await choice.value
    }
    #expect(chosen == "OK")
  }

  @Test("present() returns the very action tapped, whichever it is", arguments: ["Cancel", "OK"])
  func presentReturnsTheTappedAction(title: String) async {
    let application = UIApplication.launch(osVersion: .iOS15, idiom: .phone)
    let same = await application.runAwaiting { application in
      let alert = Self.alert("Async")
      let tapped = alert.actions.first { $0.title == title }
      // An action is Sendable: the result comes out of the task as it is.
      let choice = Task { await alert.present() }
      await Task.yield()
      application.runLoop.drain()
      application.tapAndSettle(title)
      let chosen = await choice.value
      return chosen != nil && chosen == tapped
    }
    #expect(same)
  }

  /// The extension's view controller already presents a screen of its own; the alert goes
  /// above it, in the extension's window, and the model's `UIApplication.shared` (which
  /// raises in an extension, W24) is never read.
  @Test("W24 in an app extension, show(from:) presents from the top view controller, in its window")
  func showFromInAppExtension() {
    withApp(.iOS15) { application in
      application.runAsAppExtension()
      let window = application.appDelegate.window
      let root = window?.rootViewController
      let shown = UIViewController()
      root?.present(shown, animated: false)
      application.runLoop.drain()
      let log = Log()
      Self.alert("Shared", log: log).show(from: root!)
      application.runLoop.drain()
      #expect(application.screen.alert?.title == "Shared")
      #expect(application.screen.alertWindow === window)
      #expect(shown.presentedViewController is UIAlertController)
      application.tapAndSettle("OK")
      #expect(log.entries == ["Shared: OK"])
      #expect(shown.presentedViewController == nil)
    }
  }

  @Test("show(from:) a view controller in no window shows nothing and tells onDismiss nil")
  func showFromOutsideAnyWindow() {
    withApp(.iOS15) { application in
      var dismissed: [String?] = []
      let alert = Self.alert("Nowhere")
      alert.onDismiss = { dismissed.append($0?.title) }
      alert.show(from: UIViewController())
      application.runLoop.drain()
      #expect(application.screen.alert == nil)
      #expect(dismissed == [nil])
      Self.alert("Next").show(from: application.appDelegate.window!.rootViewController!)
      application.runLoop.drain()
      #expect(application.screen.alert?.title == "Next", "the scene's queue is free again")
    }
  }

  @Test("present(from:) returns the action tapped, in an app extension too (W24)")
  func presentFromReturnsTheTappedAction() async {
    let application = UIApplication.launch(osVersion: .iOS15, idiom: .phone)
    let chosen = await application.runAwaiting { application in
      application.runAsAppExtension()
      let alert = Self.alert("Async")
      let root = application.appDelegate.window!.rootViewController!
      let choice = Task { await alert.present(from: root)?.title }
      await Task.yield()
      application.runLoop.drain()
      application.tapAndSettle("OK")
      return await choice.value
    }
    #expect(chosen == "OK")
  }

  @Test("present() returns nil when the alert is taken away")
  func presentReturnsNilWhenDismissed() async {
    let application = UIApplication.launch(osVersion: .iOS15, idiom: .phone)
    let chosen = await application.runAwaiting { application in
      let alert = Self.alert("Taken away")
      let choice = Task { await alert.present()?.title }
      await Task.yield()
      application.runLoop.drain()
      alert.dismiss()
      application.runLoop.drain()
      return await choice.value
    }
    #expect(chosen == nil)
  }
}
