import Foundation
import TestSupport
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// An app extension: W24.
@Suite("App extension facts")
struct AppExtensionFactTests {
  @Test("In an app extension a view controller presents as in an app", .fact("W24"))
  func factW24() {
    withApp(.iOS15) { application in
      application.runAsAppExtension()
      let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      application.rootViewController.present(alert, animated: false)
      application.runLoop.drain()
      #expect(application.screen.alert?.title == "T")
    }
  }

  @Test("In an app extension UIApplication.shared is unavailable", .fact("W24"))
  func factW24Shared() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      withApp(.iOS8) { application in
        application.runAsAppExtension()
        _ = UIApplication.shared
      }
    }
    expectTermination(
      result, name: "NSInternalInconsistencyException",
      reasonContaining: "'shared' is unavailable in application extensions for iOS")
  }

  @Test("In an app extension UIAlertView is unavailable", .fact("W24"))
  func factW24AlertView() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      withApp(.iOS8) { application in
        application.runAsAppExtension()
        _ = UIAlertView(title: "T", message: nil, delegate: nil, cancelButtonTitle: "OK")
      }
    }
    expectTermination(
      result, name: "NSInternalInconsistencyException",
      reasonContaining: "'UIAlertView' is unavailable in application extensions for iOS")
  }
}
