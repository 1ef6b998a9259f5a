import Foundation
import TestSupport
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The facts of an app with two window scenes on pad, W12 and W13.
extension UIKitFacts {
  @Test(
    "W12 with two scenes each window is drawn only in its own scene; the app's windows span both, a scene's windows are its own"
  )
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
    "W12 up to iOS 14 the app has one key window across its scenes; from iOS 15 each scene keeps a key window of its own",
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

  @Test("W12 UIWindowScene.keyWindow is new in iOS 15: on iOS 13 and 14 it is an unknown selector")
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

  @Test(
    "W12 a disconnected scene is unattached and leaves connectedScenes; none of its windows is drawn again, and its key window passes key status on"
  )
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

  @Test(
    "W13 connectedScenes lists the scenes in the order they connected, every time, and notes the modelling choice once two are connected"
  )
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
}
