import Foundation
import TestSupport
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The facts of an app with two window scenes on pad, W12, W13 and W16.
@Suite("Scene facts")
struct SceneFactTests {
  /// The app's windows span both scenes; a scene's windows are its own.
  @Test("With two scenes each window is drawn only in its own scene", .fact("W12"))
  func w12WindowsBelongToOneScene() throws {
    try withApp(.iOS15, .pad, lifecycle: .scenes) { application in
      let first = try #require(application.connectedScene)
      let second = application.connectSecondScene()
      let firstMain = try #require(application.appDelegate.window)
      let secondMain = try #require(second.mainWindow)
      #expect(first.windows.map(ObjectIdentifier.init) == [ObjectIdentifier(firstMain)])
      #expect(second.windows.map(ObjectIdentifier.init) == [ObjectIdentifier(secondMain)])
      #expect(Set(application.windows.map(ObjectIdentifier.init)).count == 2)
      let alert = UIAlertController(title: "B", message: nil, preferredStyle: .alert)
      secondMain.rootViewController?.present(alert, animated: false)
      let secondScreen = Screen(application: application, scene: second)
      #expect(secondScreen.alert?.title == "B")
      #expect(application.screen.alert == nil)
      #expect(application.screen.tapAppWindow())
      #expect(!secondScreen.tapAppWindow())
    }
  }

  @Test(
    "Up to iOS 14 the app has one key window across its scenes; from iOS 15 one per scene",
    .fact("W12"),
    arguments: [(OSVersion.iOS13, false), (.iOS15, true)])
  func w12KeyWindowPerScene(osVersion: OSVersion, perScene: Bool) throws {
    try withApp(osVersion, .pad, lifecycle: .scenes) { application in
      let second = application.connectSecondScene()
      let firstMain = try #require(application.appDelegate.window)
      let secondMain = try #require(second.mainWindow)
      #expect(application.keyWindow === secondMain)
      #expect(secondMain.isKeyWindow)
      // A person touches the first scene.
      firstMain.makeKey()
      #expect(application.keyWindow === firstMain)
      #expect(firstMain.isKeyWindow)
      #expect(secondMain.isKeyWindow == perScene)
      if perScene {
        #expect(second.keyWindow === secondMain)
        #expect(application.connectedScene?.keyWindow === firstMain)
      }
    }
  }

  @Test(
    "A tap in the scene that does not hold the key window makes that scene's window key",
    .fact("W12"),
    arguments: [OSVersion.iOS13, .iOS15])
  func w12TouchMakesSceneKey(osVersion: OSVersion) throws {
    try withApp(osVersion, .pad, lifecycle: .scenes) { application in
      let second = application.connectSecondScene()
      let firstMain = try #require(application.appDelegate.window)
      let secondMain = try #require(second.mainWindow)
      firstMain.makeKey()
      let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      try #require(secondMain.rootViewController).present(alert, animated: true)
      application.runLoop.drain()
      #expect(application.keyWindow === firstMain, "presenting makes no window key (W11)")
      Screen(application: application, scene: second).tap("OK")
      application.runLoop.drain()
      #expect(application.keyWindow === secondMain)
    }
  }

  @Test(
    "UIWindowScene.keyWindow is new in iOS 15: on iOS 13 and 14 it is an unknown selector",
    .fact("W12"))
  func w12SceneKeyWindowNeedsIOS15() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      withApp(.iOS13, .pad, lifecycle: .scenes) { application in
        _ = application.connectedScene?.keyWindow
      }
    }
    expectTermination(
      result, name: "NSInvalidArgumentException",
      reasonContaining: "-[UIWindowScene keyWindow]: unrecognized selector")
  }

  /// None of its windows is drawn again, and its key window passes key status on.
  @Test("A disconnected scene is unattached and leaves connectedScenes", .fact("W12"))
  func w12Disconnect() {
    withApp(.iOS15, .pad, lifecycle: .scenes) { application in
      let second = application.connectSecondScene()
      let held = UIWindow(windowScene: second)
      held.rootViewController = UIViewController()
      held.makeKeyAndVisible()
      #expect(held.isOnScreen)
      application.disconnect(second)
      #expect(second.activationState == .unattached)
      #expect(application.connectedScenes.count == 1)
      #expect(second.mainWindow == nil)
      #expect(!held.isOnScreen)
      #expect(application.keyWindow === application.appDelegate.window)
      #expect(application.windows.contains { $0 === held })
    }
  }

  /// Once two are connected, reading it notes the modelling choice.
  @Test(
    "connectedScenes lists the scenes in the order they connected, every time", .fact("W13"))
  func w13ConnectedScenesOrder() throws {
    try withApp(.iOS15, .pad, lifecycle: .scenes) { application in
      let first = try #require(application.connectedScene)
      _ = application.connectedScenes
      #expect(application.modellingChoices.isEmpty)
      let second = application.connectSecondScene()
      for _ in 0..<200 {
        let scenes = Array(application.connectedScenes)
        #expect(scenes.count == 2)
        #expect(scenes.first === first && scenes.last === second)
      }
      #expect(application.modellingChoices == [.connectedScenesOrder])
    }
  }

  /// Touched last by a person; reading the appearance there notes the modelling choice.
  @Test(
    "Of two foreground-active scenes only the one touched last has the active appearance",
    .fact("W16"))
  func w16FrontmostScene() throws {
    try withApp(.iOS15, .pad, lifecycle: .scenes) { application in
      let first = try #require(application.connectedScene)
      #expect(first.traitCollection.activeAppearance == .active)
      #expect(application.modellingChoices.isEmpty)
      let second = application.connectSecondScene()
      #expect(first.activationState == .foregroundActive)
      #expect(second.activationState == .foregroundActive)
      #expect(second.traitCollection.activeAppearance == .active)
      #expect(first.traitCollection.activeAppearance == .inactive)
      // A person touches the first scene.
      application.appDelegate.window?.makeKey()
      #expect(first.traitCollection.activeAppearance == .active)
      #expect(second.traitCollection.activeAppearance == .inactive)
      #expect(application.modellingChoices == [.frontmostScene])
      application.disconnect(first)
      #expect(second.traitCollection.activeAppearance == .active)
    }
  }

  @Test("Before any window is key, the scene the app launched with is frontmost", .fact("W16"))
  func w16FrontmostAtLaunch() throws {
    let application = UIApplication.launch(
      osVersion: .iOS15, idiom: .pad, lifecycle: .scenes, stillLaunching: true)
    try application.run { application in
      #expect(application.keyWindow == nil)
      let scene = try #require(application.connectedScene)
      #expect(scene.traitCollection.activeAppearance == .active)
    }
  }

  @Test(
    "The active-appearance trait is new in iOS 14: the iOS 13–14 group, as iOS 13, lacks it",
    .fact("W16"))
  func w16NeedsIOS14() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      withApp(.iOS13, .pad, lifecycle: .scenes) { application in
        _ = application.connectedScene?.traitCollection.activeAppearance
      }
    }
    expectTermination(
      result, name: "NSInvalidArgumentException",
      reasonContaining: "-[UITraitCollection activeAppearance]: unrecognized selector")
  }
}
