import Foundation
import UIKitSimulation

/// A scene of an iOS 13+ app.
/// https://developer.apple.com/documentation/uikit/uiscene
@MainActor @preconcurrency open class UIScene: UIResponder {
  /// A scene's state in its life.
  /// https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum
  nonisolated public enum ActivationState: Int, Sendable {
    case unattached = -1
    case foregroundActive = 0
    case foregroundInactive = 1
    case background = 2
  }

  /// The scene's state: a connected scene of the model is in the foreground and active
  /// (two on a pad side by side are both), a disconnected one unattached.
  /// https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.property
  public internal(set) var activationState: ActivationState = .foregroundActive

  /// Posted when a scene disconnects from the app, with the scene as its object (W12).
  /// https://developer.apple.com/documentation/uikit/uiscene/diddisconnectnotification
  public static let didDisconnectNotification = NSNotification.Name(
    "UISceneDidDisconnectNotification")
}

/// A window scene of an iOS 13+ scene-based app. A window appears only when attached to
/// one (W6), and only in that scene; from iOS 15 each scene has a key window of its own
/// (W12).
/// https://developer.apple.com/documentation/uikit/uiwindowscene
@MainActor @preconcurrency public final class UIWindowScene: UIScene {
  private weak var application: UIApplication?
  /// The scene's main window, as its scene delegate holds it.
  @_spi(Simulation) public internal(set) var mainWindow: UIWindow?

  init(application: UIApplication) {
    self.application = application
  }

  /// The windows attached to the scene, back to front, as `UIApplication.windows` orders
  /// them.
  /// https://developer.apple.com/documentation/uikit/uiwindowscene/windows
  public var windows: [UIWindow] {
    application?.windows.filter { $0.windowScene === self } ?? []
  }

  /// The scene's key window (W12). It appeared in iOS 15: on iOS 13 and 14 the selector is
  /// unknown, and sending it raises NSInvalidArgumentException.
  /// https://developer.apple.com/documentation/uikit/uiwindowscene/keywindow
  public var keyWindow: UIWindow? {
    guard let application else { return nil }
    guard application.osVersion >= .iOS15 else {
      raiseException(
        .invalidArgumentException,
        reason: "-[UIWindowScene keyWindow]: unrecognized selector sent to instance \(self)")
    }
    return application.keyWindow(of: self)
  }

  /// The scene's traits: of them the model keeps whether the scene is frontmost (W16), which
  /// the iOS 13–14 group, as iOS 13, lacks. Reading them while two scenes are connected
  /// rests on a modelling choice, which the run notes.
  /// https://developer.apple.com/documentation/uikit/uiwindowscene/traitcollection
  public var traitCollection: UITraitCollection {
    guard let application, application.osVersion >= .iOS15 else {
      return UITraitCollection(
        activeAppearanceIfKnown: nil,
        horizontalSizeClass: application?.horizontalSizeClass ?? .regular)
    }
    if application.scenes.count > 1 {
      application.noteChoice(.frontmostScene)
    }
    let frontmost = application.frontmostScene === self
    return UITraitCollection(
      activeAppearanceIfKnown: frontmost ? .active : .inactive,
      horizontalSizeClass: application.horizontalSizeClass)
  }
}
