import SeedExamples
import TestSupport
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// Every usage example of the four seeds, run once.
@Suite("Seed examples")
struct SeedExampleTests {
  /// 002: ETAlertView's OK and Cancel blocks
  @Test("Seed example 002: ETAlertView's OK and Cancel blocks")
  func seedETAlertView() {
    withApp(.iOS7) { application in
      var log: [String] = []
      showETAlertViewSeedExample { log.append($0) }
      application.runLoop.drain()
      #expect(application.screen.alert?.buttonTitles == ["OK", "Cancel"])
      application.tapAndSettle("Cancel")
      #expect(log == ["Cancel tapped"])
    }
  }

  /// 004: ACAlertView's handler destroys the universe on index 0 only
  @Test("Seed example 004: ACAlertView's handler destroys the universe on index 0 only")
  func seedACAlertView() {
    withApp(.iOS7) { application in
      var destroyed = 0
      for title in ["Hell yeah", "Nah that's okay"] {
        showACAlertViewSeedExample { destroyed += 1 }
        application.runLoop.drain()
        application.tapAndSettle(title)
      }
      #expect(destroyed == 1)
    }
  }

  @Test(
    "000: DAAlertController's sign-out alert on iOS 7 and iOS 8",
    arguments: [OSVersion.iOS7, .iOS8])
  func daSignOut(osVersion: OSVersion) {
    withApp(osVersion) { application in
      var signedOut = 0
      showDAAlertControllerSignOutExample(in: application.rootViewController) { signedOut += 1 }
      application.runLoop.drain()
      let drawn = application.screen.alert
      #expect(drawn?.buttonTitles == ["Cancel", "Sign out"])
      #expect(drawn?.buttons.last?.isDestructive == (osVersion == .iOS8))
      application.tapAndSettle("Sign out")
      #expect(signedOut == 1)
    }
  }

  /// 003: the global alert's handler reads the text through a local reference
  @Test("Seed example 003: the global alert's handler reads the text through a local reference")
  func seedAlertWindow() {
    withApp(.iOS8) { application in
      UIAlertController.linkWindowCategory(into: application)
      var log: [String] = []
      showAlertWindowSeedExample { log.append($0) }
      application.runLoop.drain()
      application.screen.type("hi", intoField: 0)
      application.tapAndSettle("OK")
      #expect(log == ["do something with text:hi"])
      #expect(application.windows.count == 1)
    }
  }
}
