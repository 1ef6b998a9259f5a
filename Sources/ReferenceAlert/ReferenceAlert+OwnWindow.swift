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
  private func windowOfAlert(in scene: UIWindowScene?) -> UIWindow? {
    if let window = windowAtHand ?? scene.flatMap(Self.windowWithKeyStatus(in:)) {
      return window
    }
    return UIApplication.shared.delegate?.window ?? nil
  }

  func presentInOwnWindow() {
    let controller = UIAlertController(title: title, message: message, preferredStyle: style)
    for action in actions {
      let alertAction = UIAlertAction(title: action.title, style: action.style) { [weak self] _ in
        self?.finish(running: action)
      }
      controller.addAction(alertAction)
      if action == preferredAction {
        controller.preferredAction = alertAction
      }
    }
    for configure in fieldConfigurations {
      controller.addTextField(configurationHandler: configure)
    }
    textFields = controller.textFields ?? []
    let window = makeWindow(in: scene)
    let host = window.rootViewController!
    if controller.popoverPresentationController != nil,
      window.traitCollection.horizontalSizeClass == .regular,
      !actions.contains(where: { $0.style == .cancel })
    {
      // A popover never draws its cancel action (AC8): this one only lets a tap outside end
      // the presentation as every other way does. In a narrow window the sheet is no popover
      // and draws every action (W23), so none is added there.
      controller.addAction(
        UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in
          self?.finish(running: nil)
        })
    }
    if let popover = controller.popoverPresentationController {
      if let barButtonItem {
        popover.barButtonItem = barButtonItem
      } else {
        let anchor = sourceView.flatMap { $0.window == nil ? nil : $0 } ?? host.view!
        popover.sourceView = anchor
        popover.sourceRect = anchor === sourceView ? sourceRect ?? anchor.bounds : anchor.bounds
      }
    }
    let observers =
      observeFields(
        enabling: zip(actions, controller.actions).filter { $0.0.style != .cancel })
      + observeDisconnection(of: scene)
    endPresentation = { [weak self, weak controller] in
      controller?.dismiss(animated: false) { self?.finish(running: nil) }
    }
    cleanUp = {
      observers.forEach(NotificationCenter.default.removeObserver)
      window.isHidden = true
    }
    host.present(controller, animated: true)
  }

  /// A window for one alert: in the alert's scene where it has one (W6, W12), in the tint
  /// of the window the alert is for (W7), above the scene's windows and at least at the
  /// alert level (W1, AV19), key and visible (W2).
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

  /// Ends the presentation, running no handler, if the alert's scene disconnects while it
  /// is up: the scene's windows are gone, and so is the alert.
  private func observeDisconnection(of scene: UIWindowScene?) -> [any NSObjectProtocol] {
    guard let scene else { return [] }
    return [
      NotificationCenter.default.addObserver(
        forName: UIScene.didDisconnectNotification, object: scene, queue: .main
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.endPresentation?() }
      }
    ]
  }

  /// Enables the confirm actions as `validation` and `actionValidation` say, now and after
  /// every edit, through text-did-change observers that `cleanUp` removes. UIKit posts the
  /// notification on the main thread, so each block runs on the main actor.
  private func observeFields(enabling confirmActions: [(Action, UIAlertAction)])
    -> [any NSObjectProtocol]
  {
    guard validation != nil || actionValidation != nil else { return [] }
    self.confirmActions = confirmActions
    updateConfirmActions()
    let center = NotificationCenter.default
    return textFields.map { field in
      center.addObserver(
        forName: UITextField.textDidChangeNotification, object: field, queue: .main
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.updateConfirmActions() }
      }
    }
  }

  private func updateConfirmActions() {
    let valid = isValid
    for (action, alertAction) in confirmActions {
      alertAction.isEnabled = valid && (actionValidation?(self, action) ?? true)
    }
  }
}
