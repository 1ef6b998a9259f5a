import Foundation
import UIKitSimulation

/// The app's life between the foreground and the background: system interruptions (W21)
/// and the background (W22), with the notifications UIKit posts for them.
extension UIApplication {
  /// An app's state.
  /// https://developer.apple.com/documentation/uikit/uiapplication/state
  nonisolated public enum State: Int, Sendable {
    case active = 0
    case inactive = 1
    case background = 2
  }

  /// Posted when the app stops being active, as an interruption begins (W21).
  /// https://developer.apple.com/documentation/uikit/uiapplication/willresignactivenotification
  public static let willResignActiveNotification = NSNotification.Name(
    "UIApplicationWillResignActiveNotification")
  /// Posted when the app becomes active again (W21).
  /// https://developer.apple.com/documentation/uikit/uiapplication/didbecomeactivenotification
  public static let didBecomeActiveNotification = NSNotification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// Posted when the app enters the background (AV13, W22).
  /// https://developer.apple.com/documentation/uikit/uiapplication/didenterbackgroundnotification
  public static let didEnterBackgroundNotification = NSNotification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// Posted when the app is about to leave the background (W22).
  /// https://developer.apple.com/documentation/uikit/uiapplication/willenterforegroundnotification
  public static let willEnterForegroundNotification = NSNotification.Name(
    "UIApplicationWillEnterForegroundNotification")

  /// A system interruption takes over interaction, as Control Center, a call or Siri do
  /// (W21): the app and each of its scenes stop being active; their windows stay on screen.
  @_spi(Simulation) public func beginInterruption() {
    guard applicationState == .active else { return }
    applicationState = .inactive
    for scene in scenes {
      scene.activationState = .foregroundInactive
    }
    notificationCenter.post(name: Self.willResignActiveNotification, object: self)
  }

  /// The interruption ends: the app and its scenes are active again (W21).
  @_spi(Simulation) public func endInterruption() {
    guard applicationState == .inactive else { return }
    applicationState = .active
    for scene in scenes {
      scene.activationState = .foregroundActive
    }
    notificationCenter.post(name: Self.didBecomeActiveNotification, object: self)
  }

  /// Sends the app to the background (W22): it resigns active, then its scenes and it go to
  /// the background, where a person sees none of their windows; then the did-enter-background
  /// notification. Alerts stay where they are (AV13).
  @_spi(Simulation) public func enterBackground() {
    beginInterruption()
    applicationState = .background
    for scene in scenes {
      scene.activationState = .background
    }
    notificationCenter.post(name: Self.didEnterBackgroundNotification, object: self)
  }

  /// Brings the app back from the background (W22): its windows are seen again, and it is
  /// active.
  @_spi(Simulation) public func enterForeground() {
    guard applicationState == .background else { return }
    notificationCenter.post(name: Self.willEnterForegroundNotification, object: self)
    applicationState = .inactive
    for scene in scenes {
      scene.activationState = .foregroundInactive
    }
    endInterruption()
  }

  /// Whether a person can see the app's windows: not while it is in the background (W22).
  var isSeen: Bool { applicationState != .background }

  /// Notes the choice a presentation rests on when the app is not active (W21, W22): that
  /// it proceeds, as it would in an active app.
  func noteInactivePresentation() {
    switch applicationState {
    case .active: break
    case .inactive: noteChoice(.presentationWhileInterrupted)
    case .background: noteChoice(.presentationInBackground)
    }
  }
}
