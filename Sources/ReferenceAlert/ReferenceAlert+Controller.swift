#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// The UIAlertController that shows a ReferenceAlert, and what watches it while it is up,
/// whichever view controller presents it.
extension ReferenceAlert {
  /// A controller with the alert's actions, preferred action and fields. A pad sheet points
  /// at `barButtonItem`, else at `sourceView` when it is in a window, else at `fallback`;
  /// one drawn as a popover in `window` gains a hidden cancel action when it has none.
  func makeController(in window: UIWindow?, anchoredTo fallback: UIView) -> UIAlertController {
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
    if controller.popoverPresentationController != nil,
      window?.traitCollection.horizontalSizeClass == .regular,
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
        let anchor = sourceView.flatMap { $0.window == nil ? nil : $0 } ?? fallback
        popover.sourceView = anchor
        popover.sourceRect = anchor === sourceView ? sourceRect ?? anchor.bounds : anchor.bounds
      }
    }
    return controller
  }

  /// Presents `controller` from `host`, watching its fields and its scene until it has gone;
  /// then `removing` takes away what the presentation added.
  func present(
    _ controller: UIAlertController, from host: UIViewController,
    removing: @escaping () -> Void
  ) {
    let observers =
      observeFields(
        enabling: zip(actions, controller.actions).filter { $0.0.style != .cancel })
      + observeDisconnection(of: scene)
    endPresentation = { [weak self, weak controller] in
      controller?.dismiss(animated: false) { self?.finish(running: nil) }
    }
    cleanUp = {
      observers.forEach(NotificationCenter.default.removeObserver)
      removing()
    }
    host.present(controller, animated: true)
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
