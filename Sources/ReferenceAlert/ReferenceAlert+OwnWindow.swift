#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// A UIAlertController in a window of the alert's own, in the alert's scene.
extension ReferenceAlert {
  /// The scene the alert is for: `presenter`'s, else `sourceView`'s, else the
  /// foreground-active scene with a key window, and of two such scenes side by side the
  /// frontmost, the one a person is using. While the app launches no scene has a key
  /// window yet: then the frontmost connected scene, so that the alert shows once the app is
  /// up. Nil in an app without scenes.
  @available(iOSApplicationExtension, unavailable)
  var sceneOfAlert: UIWindowScene? {
    if let scene = windowAtHand?.windowScene {
      return scene
    }
    let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
    let inUse = scenes.filter {
      $0.activationState == .foregroundActive && Self.windowWithKeyStatus(in: $0) != nil
    }
    let candidates = inUse.isEmpty ? scenes : inUse
    return candidates.first { $0.traitCollection.activeAppearance == .active } ?? candidates.first
  }

  /// A scene's key window: from iOS 15 each scene has one (its window whose `isKeyWindow` is
  /// true), so no API that spans the app's scenes is needed.
  private static func windowWithKeyStatus(in scene: UIWindowScene) -> UIWindow? {
    scene.windows.first { $0.isKeyWindow }
  }

  /// The window of `presenter`'s view, else of `sourceView`.
  private var windowAtHand: UIWindow? {
    let presenterWindow: UIWindow? = presenter?.view.window
    return presenterWindow ?? sourceView?.window
  }

  /// The window the alert is for, whose tint it takes: the one at hand, the scene's key
  /// window, or the app delegate's.
  @available(iOSApplicationExtension, unavailable)
  private func windowOfAlert(in scene: UIWindowScene?) -> UIWindow? {
    if let window = windowAtHand ?? scene.flatMap(Self.windowWithKeyStatus(in:)) {
      return window
    }
    return UIApplication.shared.delegate?.window ?? nil
  }

  /// Presents the alert from the root of a window of its own, key above the scene's
  /// windows while the alert is up, and hidden once it has gone.
  @available(iOSApplicationExtension, unavailable)
  func presentInOwnWindow() {
    let window = makeWindow(in: scene)
    let host = window.rootViewController!
    let controller = makeController(in: window, anchoredTo: host.view!)
    present(controller, from: host, removing: { window.isHidden = true })
  }

  /// A window for one alert: in the alert's scene where it has one (W6, W12), in the tint
  /// of the window the alert is for (W7), above the scene's windows and at least at the
  /// alert level (W1, AV19), key and visible (W2).
  @available(iOSApplicationExtension, unavailable)
  private func makeWindow(in scene: UIWindowScene?) -> UIWindow {
    let window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = UIViewController()
    if let alertFor = windowOfAlert(in: scene) {
      window.tintColor = alertFor.tintColor
    }
    let levels = (scene?.windows ?? []).filter { !$0.isHidden }.map(\.windowLevel.rawValue)
    window.windowLevel = UIWindow.Level(
      rawValue: max(UIWindow.Level.alert.rawValue, (levels.max() ?? 0) + 1))
    window.makeKeyAndVisible()
    return window
  }
}
