import ApproachACAlertView
import ApproachAlertWindow
import ApproachDAAlertController
import ApproachETAlertView
import ApproachPlainAlertController
import ApproachReferenceAlert
import SeedExamples
import TestSupport
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The seed's sign-up dialog, written with each approach and with plain UIAlertController,
/// run once each: what the person sees, and what reaches `signUp`.
@Suite("Sign-up examples")
struct SignUpExampleTests {
  @Test(
    "DAAlertController on iOS 7 and 8: Sign up stays disabled until the nickname is valid",
    arguments: [OSVersion.iOS7, .iOS8])
  func daAlertController(osVersion: OSVersion) {
    withApp(osVersion) { application in
      var received: [[String]] = []
      showSignUpWithDAAlertController(in: application.rootViewController) {
        received.append([$0, $1])
      }
      application.runLoop.drain()
      #expect(
        application.screen.alert?.textFields.map(\.placeholder) == ["Nick name", "Full name"])
      #expect(application.screen.tap("Sign up") == .disabled)
      application.screen.type("nick5", intoField: 0)
      application.screen.type("Full", intoField: 1)
      #expect(application.screen.tap("Sign up") == .delivered)
      application.runLoop.drain()
      #expect(received == [["nick5", "Full"]])
      #expect(application.screen.alert?.textFields.isEmpty ?? true)
    }
  }

  /// On iOS 15 with scenes, and without them; Sign up is enabled only for a long enough nickname.
  @Test(
    "The reference design: the same sign-up dialog with scenes and without, no view controller",
    arguments: [(OSVersion.iOS13, AppLifecycle.appDelegate), (.iOS15, .scenes)])
  func referenceAlert(osVersion: OSVersion, lifecycle: AppLifecycle) {
    withApp(osVersion, lifecycle: lifecycle) { application in
      var received: [[String]] = []
      showSignUpWithReferenceAlert { received.append([$0, $1]) }
      application.runLoop.drain()
      #expect(
        application.screen.alert?.textFields.map(\.placeholder) == ["Nick name", "Full name"])
      #expect(application.screen.alert?.textFields.map(\.isSecure) == [false, false])
      #expect(application.screen.tap("Sign up") == .disabled)
      application.screen.type("nick5", intoField: 0)
      application.tapAndSettle("Sign up")
      #expect(received == [["nick5", ""]])
      #expect(application.screen.alert == nil)
      #expect(application.keyWindow === application.appDelegate.window)
    }
  }

  /// Plain UIAlertController on iOS 8 does the same with its own observers
  @Test("Plain UIAlertController on iOS 8: Sign up stays disabled until the nickname is valid")
  func plainAlertController() {
    withApp(.iOS8) { application in
      var received: [[String]] = []
      showSignUpWithPlainAlertController(in: application.rootViewController) {
        received.append([$0, $1])
      }
      application.runLoop.drain()
      #expect(application.screen.tap("Sign up") == .disabled)
      application.screen.paste("nick5", intoField: 0)
      application.tapAndSettle("Sign up")
      #expect(received == [["nick5", ""]])
      #expect(application.notificationCenter.observerCount == 0)
    }
  }

  /// UIAlertController+Window on iOS 8 does the same from its own window
  @Test("UIAlertController+Window on iOS 8: Sign up stays disabled until the nickname is valid")
  func signUpAlertWindow() {
    withApp(.iOS8) { application in
      UIAlertController.linkWindowCategory(into: application)
      var received: [[String]] = []
      showSignUpWithAlertWindow { received.append([$0, $1]) }
      application.runLoop.drain()
      #expect(application.screen.tap("Sign up") == .disabled)
      application.screen.type("nick5", intoField: 0)
      application.tapAndSettle("Sign up")
      #expect(received == [["nick5", ""]])
      #expect(application.windows.count == 1)
    }
  }

  /// ACAlertView on iOS 7: the full name is secure and a short nickname is only refused late
  @Test("ACAlertView on iOS 7: the full name is secure and a short nickname is only refused late")
  func signUpACAlertView() {
    withApp(.iOS7) { application in
      var received: [[String]] = []
      showSignUpWithACAlertView { received.append([$0, $1]) }
      application.runLoop.drain()
      #expect(application.screen.alert?.textFields.map(\.isSecure) == [false, true])
      application.screen.type("abc", intoField: 0)
      #expect(application.screen.tap("Sign up") == .delivered)
      application.runLoop.drain()
      #expect(received.isEmpty)
    }
  }

  /// ETAlertView on iOS 7: no fields at all
  @Test("ETAlertView on iOS 7: no fields at all")
  func signUpETAlertView() {
    withApp(.iOS7) { application in
      var received: [[String]] = []
      showSignUpWithETAlertView { received.append([$0, $1]) }
      application.runLoop.drain()
      #expect(application.screen.alert?.textFields.isEmpty == true)
      application.tapAndSettle("Sign up")
      #expect(received == [["", ""]])
    }
  }

  /// Both of its fields are plain.
  @Test(
    "The hand-written sign-up dialog on iOS 7 and 8 gates Sign up until the nickname is valid",
    arguments: [OSVersion.iOS7, .iOS8])
  func signUpByHand(osVersion: OSVersion) {
    withApp(osVersion) { application in
      var received: [[String]] = []
      showSignUpByHand(in: application.rootViewController) { received.append([$0, $1]) }
      application.runLoop.drain()
      #expect(application.screen.alert?.textFields.map(\.isSecure) == [false, false])
      #expect(application.screen.tap("Sign up") == .disabled)
      application.screen.type("nick5", intoField: 0)
      application.screen.type("Ann", intoField: 1)
      application.tapAndSettle("Sign up")
      #expect(received == [["nick5", "Ann"]])
      #expect(application.screen.alert == nil)
    }
  }
}
