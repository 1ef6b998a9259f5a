import Foundation
import TestSupport
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// A system interruption and the background: W21 and W22.
@Suite("Life cycle facts")
struct LifeCycleFactTests {
  @Test(
    "An interruption makes the app and its scenes inactive; an alert shown then is there",
    .fact("W21"))
  func factW21() {
    withApp(.iOS15, lifecycle: .scenes) { application in
      let observed = NotificationLog(
        application,
        [UIApplication.willResignActiveNotification, UIApplication.didBecomeActiveNotification])
      application.beginInterruption()
      #expect(application.applicationState == .inactive)
      #expect(application.connectedScene?.activationState == .foregroundInactive)
      let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      application.rootViewController.present(alert, animated: false)
      application.runLoop.drain()
      #expect(application.screen.alert?.title == "T", "on screen, under the interruption")
      #expect(application.screen.tap("OK") == .blocked, "touches go to the system")
      #expect(application.modellingChoices.contains(.presentationWhileInterrupted))
      application.endInterruption()
      #expect(application.connectedScene?.activationState == .foregroundActive)
      #expect(
        observed.names == [
          "UIApplicationWillResignActiveNotification", "UIApplicationDidBecomeActiveNotification",
        ])
      #expect(application.screen.tap("OK") == .delivered)
    }
  }

  @Test(
    "In the background no window is seen; an alert shown then is seen on the way back",
    .fact("W22"))
  func factW22() {
    withApp(.iOS9) { application in
      application.enterBackground()
      #expect(application.applicationState == .background)
      let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      application.rootViewController.present(alert, animated: false)
      application.runLoop.drain()
      #expect(application.screen.alert == nil, "nothing is seen in the background")
      #expect(application.modellingChoices.contains(.presentationInBackground))
      application.enterForeground()
      #expect(application.applicationState == .active)
      #expect(application.screen.alert?.title == "T")
    }
    withApp(.iOS15, lifecycle: .scenes) { application in
      application.enterBackground()
      #expect(application.connectedScene?.activationState == .background)
      application.enterForeground()
      #expect(application.connectedScene?.activationState == .foregroundActive)
    }
  }
}

/// The names of the notifications of interest an app posted, in order.
@MainActor
private final class NotificationLog {
  private(set) var names: [String] = []

  init(_ application: UIApplication, _ watched: [NSNotification.Name]) {
    for name in watched {
      _ = application.notificationCenter.addObserver(forName: name, object: nil, queue: nil) {
        [weak self] notification in
        let name = notification.name.rawValue
        MainActor.assumeIsolated { self?.names.append(name) }
      }
    }
  }
}
