#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// iOS 7: UIAlertView and UIActionSheet, with a delegate of the alert's own.
extension ReferenceAlert {
  private static var delegateKey: UInt8 = 0

  func presentLegacy() {
    let delegate = LegacyDelegate(alert: self)
    if style == .actionSheet {
      presentActionSheet(delegate)
    } else {
      presentAlertView(delegate)
    }
  }

  /// The cancel action's title goes to the initializer, so that it is drawn as cancel
  /// (AV2); every other title is added after it. Swift reaches no initializer that sets
  /// `firstOtherButtonIndex`, so UIKit never asks the should-enable hook (AV3, AV14): the
  /// delegate checks `validation` at the tap instead. One field is plain text, two are
  /// login and password (AV6); each field then starts plain and empty, as a
  /// UIAlertController's does, before the caller's configuration.
  private func presentAlertView(_ delegate: LegacyDelegate) {
    let cancel = actions.firstIndex { $0.style == .cancel }
    let alertView = UIAlertView(
      title: title, message: message, delegate: delegate,
      cancelButtonTitle: cancel.map { actions[$0].title })
    if let cancel {
      delegate.actionsByButton[alertView.cancelButtonIndex] = cancel
    }
    for other in actions.indices where other != cancel {
      delegate.actionsByButton[alertView.addButton(withTitle: actions[other].title)] = other
    }
    switch fieldConfigurations.count {
    case 0: break
    case 1: alertView.alertViewStyle = .plainTextInput
    case 2: alertView.alertViewStyle = .loginAndPasswordInput
    default:
      NSException(
        name: .internalInconsistencyException,
        reason: "A UIAlertView shows at most two text fields (AV6)", userInfo: nil
      ).raise()
      return
    }
    textFields = fieldConfigurations.indices.compactMap { alertView.textField(at: $0) }
    for (field, configure) in zip(textFields, fieldConfigurations) {
      field.isSecureTextEntry = false
      field.placeholder = nil
      configure(field)
    }
    objc_setAssociatedObject(
      alertView, &Self.delegateKey, delegate, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    endPresentation = { [weak alertView] in
      guard let alertView else { return }
      alertView.dismiss(withClickedButtonIndex: alertView.cancelButtonIndex, animated: false)
    }
    alertView.show()
  }

  /// Every title is added after the initializer, and the cancel and destructive indexes
  /// are set to their actions' buttons (AS1, AS2). The sheet points at the bar button item,
  /// or at the source view if it is in a window (AS7), or shows from the topmost screen of
  /// the key window.
  private func presentActionSheet(_ delegate: LegacyDelegate) {
    let sheet = UIActionSheet(
      title: title, delegate: delegate, cancelButtonTitle: nil, destructiveButtonTitle: nil)
    for (position, action) in actions.enumerated() {
      let button = sheet.addButton(withTitle: action.title)
      delegate.actionsByButton[button] = position
      if action.style == .cancel { sheet.cancelButtonIndex = button }
      if action.style == .destructive, sheet.destructiveButtonIndex < 0 {
        sheet.destructiveButtonIndex = button
      }
    }
    objc_setAssociatedObject(sheet, &Self.delegateKey, delegate, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    endPresentation = { [weak sheet] in
      guard let sheet else { return }
      sheet.dismiss(withClickedButtonIndex: sheet.cancelButtonIndex, animated: false)
    }
    if let barButtonItem {
      sheet.show(from: barButtonItem, animated: true)
    } else if let sourceView, sourceView.window != nil {
      sheet.show(from: sourceView.bounds, in: sourceView, animated: true)
    } else if let view = Self.topmostView() {
      sheet.show(in: view)
    }
  }

  /// The view of the topmost screen of the key window, or the window itself.
  private static func topmostView() -> UIView? {
    let application = UIApplication.shared
    let keyWindow = application.windows.first { $0.isKeyWindow }
    guard let window = keyWindow ?? application.delegate?.window ?? nil else { return nil }
    guard var controller = window.rootViewController else { return window }
    while let presented = controller.presentedViewController {
      controller = presented
    }
    return controller.view
  }
}

/// The delegate of one iOS 7 alert or sheet: it remembers which button was clicked and,
/// once the alert has gone, runs that button's action (AV10); a dismissal by the app ran
/// no click and runs nothing (AV11). A confirm tap while the alert's validation fails runs
/// nothing either. The alert keeps it as an associated object (RT1).
@MainActor
final class LegacyDelegate: NSObject, UIAlertViewDelegate, UIActionSheetDelegate {
  weak var alert: ReferenceAlert?
  /// Button index to action position.
  var actionsByButton: [Int: Int] = [:]
  private var clickedButton: Int?

  init(alert: ReferenceAlert) {
    self.alert = alert
  }

  func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
    guard let alert else { return }
    let isConfirm = buttonIndex != alertView.cancelButtonIndex
    clickedButton = isConfirm && !alert.isValid ? nil : buttonIndex
  }

  func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {
    end()
  }

  func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int) {
    clickedButton = buttonIndex
  }

  func actionSheet(_ actionSheet: UIActionSheet, didDismissWithButtonIndex buttonIndex: Int) {
    end()
  }

  private func end() {
    guard let alert else { return }
    let action = clickedButton.flatMap { actionsByButton[$0] }.map { alert.actions[$0] }
    alert.finish(running: action)
  }
}
