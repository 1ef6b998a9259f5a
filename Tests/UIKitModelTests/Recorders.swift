import TestSupport
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// Records every UIAlertView delegate call, in order. Each recorder below adopts the
/// protocol itself, so that a method it adds is the one UIKit's model calls: a method
/// added by a subclass of a conforming class would not replace the protocol's default.
@MainActor
class AlertViewEvents: NSObject {
  var events: [String] = []

  /// Shows the alert, lets it appear, and forgets the presentation calls.
  func show(_ alert: UIAlertView, in application: UIApplication) {
    alert.show()
    application.runLoop.drain()
    events = []
  }

  func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
    events.append("clicked(\(buttonIndex))")
  }
  func willPresent(_ alertView: UIAlertView) { events.append("willPresent") }
  func didPresent(_ alertView: UIAlertView) { events.append("didPresent") }
  func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int) {
    events.append("willDismiss(\(buttonIndex))")
  }
  func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {
    events.append("didDismiss(\(buttonIndex))")
  }
}

/// A UIAlertView delegate that records every call, in order.
final class AlertViewRecorder: AlertViewEvents, UIAlertViewDelegate {}

/// A recorder that also implements alertViewCancel: (AV12).
final class CancellingAlertViewRecorder: AlertViewEvents, UIAlertViewDelegate {
  func alertViewCancel(_ alertView: UIAlertView) { events.append("cancel") }
}

/// A recorder that validates the first other button: enabled when field 0 has at least
/// `minimumLength` characters (AV14).
final class ValidatingAlertViewRecorder: AlertViewEvents, UIAlertViewDelegate {
  let minimumLength: Int

  init(minimumLength: Int) {
    self.minimumLength = minimumLength
    super.init()
  }

  func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool {
    events.append("shouldEnable")
    return (alertView.textField(at: 0)?.text?.count ?? 0) >= minimumLength
  }
}

/// Records every UIActionSheet delegate call, in order; the recorders below adopt the
/// protocol themselves, as for UIAlertView.
@MainActor
class ActionSheetEvents: NSObject {
  var events: [String] = []

  func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int) {
    events.append("clicked(\(buttonIndex))")
  }
  func willPresent(_ actionSheet: UIActionSheet) { events.append("willPresent") }
  func didPresent(_ actionSheet: UIActionSheet) { events.append("didPresent") }
  func actionSheet(_ actionSheet: UIActionSheet, willDismissWithButtonIndex buttonIndex: Int) {
    events.append("willDismiss(\(buttonIndex))")
  }
  func actionSheet(_ actionSheet: UIActionSheet, didDismissWithButtonIndex buttonIndex: Int) {
    events.append("didDismiss(\(buttonIndex))")
  }
}

/// A UIActionSheet delegate that records every call, in order.
final class ActionSheetRecorder: ActionSheetEvents, UIActionSheetDelegate {}

/// A recorder that also implements actionSheetCancel: (AS5).
final class CancellingActionSheetRecorder: ActionSheetEvents, UIActionSheetDelegate {
  func actionSheetCancel(_ actionSheet: UIActionSheet) { events.append("cancel") }
}

/// A view controller that records its appearance callbacks (W8).
final class AppearanceRecorder: UIViewController {
  var events: [String] = []

  override var drawsContent: Bool { true }
  override func viewWillAppear(_ animated: Bool) { events.append("viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { events.append("viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { events.append("viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { events.append("viewDidDisappear") }
}
