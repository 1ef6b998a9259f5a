import UIKitSimulation

/// What UIAlertView and UIActionSheet share: buttons by index, a delegate told of every
/// step, and the system's show and dismiss sequence run by `LegacyAlertStack`.
protocol LegacyAlert: OnScreenAlert {
  /// The cancel button's index, or -1.
  var cancelButtonIndex: Int { get }
  /// Whether a dismissal is under way (AV11).
  var isDismissing: Bool { get set }
  /// Prepares for showing: asks the validation hook (AV14).
  func prepareToShow()
  /// Tells the delegate the alert will appear (AV15).
  func sendWillPresent()
  /// Tells the delegate the alert appeared, then focuses the first field (AV15).
  func sendDidPresent()
  /// Tells the delegate a button was clicked (AV10).
  func sendClicked(_ index: Int)
  /// Tells the delegate the alert will be dismissed (AV10).
  func sendWillDismiss(_ index: Int)
  /// Tells the delegate the alert was dismissed (AV10).
  func sendDidDismiss(_ index: Int)
  /// Calls the delegate's cancel method if it implements one; returns whether it did (AV12).
  func sendCancelIfImplemented() -> Bool
}

/// The legacy alerts on screen, newest last, in their own overlay window (AV9, AV17, AV19).
/// The stack holds each alert strongly from show until its did-dismiss (AV9). The overlay
/// window is UIKit's private window: the model gives it no tint of the app's, so its
/// alerts draw in the system blue (W7; a modelling choice, the facts are silent).
final class LegacyAlertStack {
  private(set) var alerts: [any LegacyAlert] = []
  /// The overlay window the alerts are drawn in (AV19).
  private(set) var overlayWindow: UIWindow?

  /// The alert on top: the one a person sees (AV17).
  var top: (any LegacyAlert)? { alerts.last }

  func contains(_ alert: any LegacyAlert) -> Bool {
    alerts.contains { $0 === alert }
  }

  /// Shows an alert on top of the others, in the overlay window, which becomes key (AV19):
  /// will-present first, then the validation hook (AV14), then did-present a turn later
  /// (AV15, rev. 2). Showing an alert that is already shown does nothing: the facts are
  /// silent, and this is the model's choice.
  func show(_ alert: any LegacyAlert, in application: UIApplication) {
    guard !contains(alert) else { return }
    application.noteInactivePresentation()
    alerts.append(alert)
    if overlayWindow == nil {
      let window = UIWindow(
        application: application, frame: application.screenBounds, windowScene: nil)
      window.windowLevel = Self.overlayLevel(in: application)
      overlayWindow = window
    }
    overlayWindow?.makeKeyAndVisible()
    alert.sendWillPresent()
    alert.prepareToShow()
    application.runLoop.perform { [weak alert] in
      alert?.sendDidPresent()
    }
  }

  /// The overlay window's level when it is shown (AV19, rev. 2, from UIKit's code): on iOS
  /// 8+ a window made at level 2000 rises to one above the key window when that is higher.
  /// iOS 7's private overlay window is modelled at the alert level.
  private static func overlayLevel(in application: UIApplication) -> UIWindow.Level {
    guard application.osVersion >= .iOS8, let keyWindow = application.keyWindow else {
      return .alert
    }
    return UIWindow.Level(
      rawValue: max(UIWindow.Level.alert.rawValue, keyWindow.windowLevel.rawValue + 1))
  }

  /// A person tapped button `index`: clicked, then the automatic dismissal (AV10).
  func userTap(_ alert: any LegacyAlert, index: Int, in application: UIApplication) {
    guard top === alert, !alert.isDismissing else { return }
    alert.sendClicked(index)
    dismiss(alert, index: index, in: application)
  }

  /// Dismisses with will-dismiss now and did-dismiss one turn later, animated or not (the
  /// model's choice); the alert leaves the stack before did-dismiss. A second call while
  /// dismissing is ignored (AV11).
  func dismiss(_ alert: any LegacyAlert, index: Int, in application: UIApplication) {
    guard contains(alert), !alert.isDismissing else { return }
    alert.isDismissing = true
    alert.sendWillDismiss(index)
    application.runLoop.perform { [self] in
      alerts.removeAll { $0 === alert }
      if alerts.isEmpty {
        overlayWindow?.isHidden = true
        overlayWindow = nil
      }
      alert.isDismissing = false
      alert.sendDidDismiss(index)
    }
  }

  /// The system cancels the alert (AV12): the delegate's cancel method if it has one,
  /// else a simulated tap on the cancel button, which may be index -1; then the dismissal
  /// with the cancel button index. Rev. 2: only on iOS 7. From iOS 8 the classes are shims
  /// over UIAlertController, which UIKit never cancels: nothing happens.
  func systemCancel(_ alert: any LegacyAlert, in application: UIApplication) {
    guard application.osVersion == .iOS7, contains(alert), !alert.isDismissing else { return }
    if !alert.sendCancelIfImplemented() {
      if alert.cancelButtonIndex < 0 {
        application.noteChoice(.systemCancelIndex)
      }
      alert.sendClicked(alert.cancelButtonIndex)
    }
    dismiss(alert, index: alert.cancelButtonIndex, in: application)
  }
}
