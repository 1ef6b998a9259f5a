#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// iOS 8 and later: a UIAlertController in a window of the alert's own.
extension ReferenceAlert {
  func presentInOwnWindow() {
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
    let window = Self.makeWindow()
    let host = window.rootViewController!
    if let popover = controller.popoverPresentationController {
      if let barButtonItem {
        popover.barButtonItem = barButtonItem
      } else {
        let anchor = sourceView.flatMap { $0.window == nil ? nil : $0 } ?? host.view!
        popover.sourceView = anchor
        popover.sourceRect = anchor.bounds
      }
    }
    let observers = observeFields(
      enabling: controller.actions.filter { $0.style != .cancel })
    endPresentation = { [weak self, weak controller] in
      controller?.dismiss(animated: false) { self?.finish(running: nil) }
    }
    cleanUp = {
      observers.forEach(NotificationCenter.default.removeObserver)
      window.isHidden = true
    }
    host.present(controller, animated: true)
  }

  /// A window for one alert: attached to the app's window scene where it has one (W6), in
  /// the tint of the app's key window (W7), above every window on screen and at least at
  /// the alert level (W1, AV19), key and visible (W2).
  private static func makeWindow() -> UIWindow {
    let application = UIApplication.shared
    let scene = application.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }.first
    let window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = UIViewController()
    let keyWindow = application.windows.first { $0.isKeyWindow }
    if let appWindow = keyWindow ?? application.delegate?.window ?? nil {
      window.tintColor = appWindow.tintColor
    }
    let top = application.windows.last { !$0.isHidden }?.windowLevel ?? .normal
    window.windowLevel = UIWindow.Level(
      rawValue: max(UIWindow.Level.alert.rawValue, top.rawValue + 1))
    window.makeKeyAndVisible()
    return window
  }

  /// Enables the confirm actions as `validation` says, now and after every edit, through
  /// text-did-change observers that `cleanUp` removes. UIKit posts the notification on the
  /// main thread, so each block runs on the main actor.
  private func observeFields(enabling confirmActions: [UIAlertAction]) -> [any NSObjectProtocol] {
    guard validation != nil else { return [] }
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
    for action in confirmActions {
      action.isEnabled = valid
    }
  }
}
