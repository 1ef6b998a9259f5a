import UIKitModel

/// iOS 8 and later: a UIAlertController in a window of the alert's own.
extension ReferenceAlert {
  func presentInOwnWindow() {
    let application = UIApplication.shared
    let controller = UIAlertController(title: title, message: message, preferredStyle: style)
    for action in actions {
      controller.addAction(
        UIAlertAction(title: action.title, style: action.style) { [weak self] _ in
          self?.finish(running: action)
        })
    }
    if controller.popoverPresentationController != nil,
      !actions.contains(where: { $0.style == .cancel })
    {
      // A popover never draws its cancel action (AC8): this one only lets a tap outside end
      // the presentation as every other way does.
      controller.addAction(
        UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in
          self?.finish(running: nil)
        })
    }
    for configure in fieldConfigurations {
      controller.addTextField(configurationHandler: configure)
    }
    textFields = controller.textFields ?? []
    let window = Self.makeWindow(in: application)
    let host = window.rootViewController!
    if let popover = controller.popoverPresentationController {
      if let barButtonItem {
        popover.barButtonItem = barButtonItem
      } else {
        let anchor = sourceView.flatMap { $0.window == nil ? nil : $0 } ?? host.view
        popover.sourceView = anchor
        popover.sourceRect = anchor.bounds
      }
    }
    let observers = observeFields(enabling: controller.actions.filter { $0.style != .cancel })
    endPresentation = { [weak self, weak controller] in
      controller?.dismiss(animated: false) { self?.finish(running: nil) }
    }
    cleanUp = {
      observers.forEach(application.notificationCenter.removeObserver)
      window.isHidden = true
    }
    host.present(controller, animated: true)
  }

  /// A window for one alert: attached to the app's window scene where it has one (W6), in
  /// the tint of the app's key window (W7), above every window on screen and at least at
  /// the alert level (W1, AV19), key and visible (W2).
  private static func makeWindow(in application: UIApplication) -> UIWindow {
    let window =
      application.connectedScene.map { UIWindow(windowScene: $0) }
      ?? UIWindow(frame: application.screenBounds)
    window.rootViewController = UIViewController()
    if let appWindow = application.keyWindow ?? application.delegate.window {
      window.tintColor = appWindow.tintColor
    }
    let top = application.windows.last { $0.isOnScreen }?.windowLevel ?? .normal
    window.windowLevel = max(.alert, top + 1)
    window.makeKeyAndVisible()
    return window
  }

  /// Enables the confirm actions as `validation` says, now and after every edit, through
  /// text-did-change observers that `cleanUp` removes.
  private func observeFields(enabling confirmActions: [UIAlertAction])
    -> [NotificationObserverToken]
  {
    guard let validation else { return [] }
    let update = { [weak self] in
      guard let self else { return }
      let valid = validation(self)
      for action in confirmActions {
        action.isEnabled = valid
      }
    }
    update()
    let center = UIApplication.shared.notificationCenter
    return textFields.map { field in
      center.addObserver(forName: UITextField.textDidChangeNotification, object: field) { _ in
        update()
      }
    }
  }
}
