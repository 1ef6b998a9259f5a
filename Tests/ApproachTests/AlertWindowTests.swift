import ApproachAlertWindow
import Presentable
import TestSupport
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The UIAlertController+Window category ("How to present UIAlertController when not in a view controller?", docs/Approaches.md §4).
@Suite("UIAlertController+Window")
struct AlertWindowTests {
  /// An app with the category linked.
  private func withCategoryApp(
    _ osVersion: OSVersion = .iOS8, _ idiom: UIUserInterfaceIdiom = .phone,
    _ body: @MainActor (UIApplication) -> Void
  ) {
    withApp(osVersion, idiom, tintColor: UIColor(named: "brand")) { application in
      UIAlertController.linkWindowCategory(into: application)
      body(application)
    }
  }

  @MainActor
  private func makeAlert(handler: ((UIAlertAction) -> Void)? = nil) -> UIAlertController {
    let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default, handler: handler))
    return alert
  }

  @Test("show() needs no view controller: a new key window one level above the top, app tint")
  func showMakesWindow() throws {
    withCategoryApp { application in
      makeAlert().show()
      let window = application.keyWindow
      #expect(window !== application.appDelegate.window)
      #expect(window?.windowLevel == .normal + 1)
      #expect(window?.tintColor == UIColor(named: "brand"))
      #expect(application.screen.alert?.title == "T")
      #expect(application.screen.touchWindow === window)
    }
  }

  @Test("After a tap the override hides and drops the window; the app window is key again (W2)")
  func tapFreesWindow() {
    withCategoryApp { application in
      weak var weakAlert: UIAlertController?
      do {
        let alert = makeAlert()
        weakAlert = alert
        alert.show()
      }
      application.runLoop.drain()
      application.tapAndSettle("OK")
      #expect(weakAlert == nil)
      #expect(application.windows.count == 1)
      #expect(application.keyWindow === application.appDelegate.window)
      #expect(application.screen.tapAppWindow())
    }
  }

  @Test("A handler that refers to the alert leaks it, but the override still hides the window")
  func cycleLeaksButDoesNotLock() {
    withCategoryApp { application in
      weak var weakAlert: UIAlertController?
      do {
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in _ = alert.title })
        weakAlert = alert
        alert.show()
      }
      application.runLoop.drain()
      application.tapAndSettle("OK")
      #expect(weakAlert != nil)
      #expect(!application.screen.isLockedByInvisibleWindow)
      #expect(application.screen.tapAppWindow())
    }
  }

  @Test("A second show() presents an active controller and raises (AC12)")
  func showTwiceCrashes() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let application = UIApplication.launch(osVersion: .iOS8, idiom: .phone)
      application.run { application in
        UIAlertController.linkWindowCategory(into: application)
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.show()
        alert.show()
      }
    }
    expectTermination(
      result, name: "NSInvalidArgumentException",
      reasonContaining: "Application tried to present modally an active controller")
  }

  @Test("On pad an action sheet has no popover source and raises (AC9)")
  func padSheetCrashes() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let application = UIApplication.launch(osVersion: .iOS8, idiom: .pad)
      application.run { application in
        UIAlertController.linkWindowCategory(into: application)
        UIAlertController(title: "T", message: nil, preferredStyle: .actionSheet).show()
      }
    }
    expectTermination(result, name: "NSGenericException", reasonContaining: "sourceView")
  }

  @Test("In a scene app the window has no scene: the alert never appears (W6)")
  func sceneAppShowsNothing() {
    withCategoryApp(.iOS13) { application in
      var ran = false
      makeAlert { _ in ran = true }.show()
      application.runLoop.drain()
      #expect(application.screen.alert == nil)
      #expect(application.screen.tap("OK") == .noAlert)
      #expect(!ran)
      #expect(application.keyWindow === application.appDelegate.window)
    }
  }
}
