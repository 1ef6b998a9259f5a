#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// A facade over UIAlertController on iOS 8+ and UIAlertView / UIActionSheet on iOS 7
/// ("UIAlertController For iOS 7 Or When One Might Use Associated References", with the behaviour of the published library's source).
///
/// On iOS 7 one shared instance is the delegate of every alert and sheet, and each alert's
/// actions ride on it as associated objects (RT1). Its checks are NSAssert (RT4): they
/// raise in a debug build and vanish in a release build; the app's build configuration
/// decides, and the model's apps default to debug. The pad popover's permitted arrow
/// directions have no effect in the model and are left out.
public final class DAAlertController: NSObject {
  /// The shared delegate (the library's dispatch_once singleton). It holds no state.
  static let shared = DAAlertController()

  static var otherActionsKey: UInt8 = 0
  static var cancelActionKey: UInt8 = 0
  static var destructiveActionKey: UInt8 = 0
  static var validationBlockKey: UInt8 = 0

  private override init() {}

  /// Shows an alert with actions.
  public static func showAlertView(
    in viewController: UIViewController?, withTitle title: String?, message: String?,
    actions: [DAAlertAction]
  ) {
    showAlertView(
      in: viewController, withTitle: title, message: message, actions: actions,
      numberOfTextFields: 0, textFieldsConfigurationHandler: nil, validationBlock: nil)
  }

  /// Shows an alert with actions and text fields; the validation block enables or disables
  /// the confirm actions as the fields change.
  public static func showAlertView(
    in viewController: UIViewController?, withTitle title: String?, message: String?,
    actions: [DAAlertAction], numberOfTextFields: Int,
    textFieldsConfigurationHandler configurationHandler: (([UITextField]) -> Void)?,
    validationBlock: (([UITextField]) -> Bool)?
  ) {
    if isAlertControllerAvailable {
      showAlertController(
        in: viewController, title: title, message: message, actions: actions,
        numberOfTextFields: numberOfTextFields, configurationHandler: configurationHandler,
        validationBlock: validationBlock)
    } else {
      showLegacyAlertView(
        title: title, message: message, actions: actions,
        numberOfTextFields: numberOfTextFields, configurationHandler: configurationHandler,
        validationBlock: validationBlock)
    }
  }

  /// Shows an action sheet; on pad it points at the source view, or without one at the
  /// presenting view's bounds.
  public static func showActionSheet(
    in viewController: UIViewController?, fromSourceView sourceView: UIView?,
    withTitle title: String?, message: String?, actions: [DAAlertAction]
  ) {
    if isAlertControllerAvailable {
      let controller = sheetController(title: title, message: message, actions: actions)
      let popover = controller.popoverPresentationController
      let anchor = sourceView ?? viewController?.view
      popover?.sourceView = anchor
      popover?.sourceRect = anchor?.bounds ?? .zero
      viewController?.present(controller, animated: true)
    } else {
      let sheet = legacySheet(title: title, message: message, actions: actions)
      if let sourceView {
        sheet.show(from: sourceView.bounds, in: sourceView, animated: true)
      } else {
        showLegacySheet(sheet, inViewOf: viewController)
      }
    }
  }

  /// Shows an action sheet that on pad points at a bar button item.
  public static func showActionSheet(
    in viewController: UIViewController?, fromBarButtonItem barButtonItem: UIBarButtonItem?,
    withTitle title: String?, message: String?, actions: [DAAlertAction]
  ) {
    if isAlertControllerAvailable {
      let controller = sheetController(title: title, message: message, actions: actions)
      controller.popoverPresentationController?.barButtonItem = barButtonItem
      viewController?.present(controller, animated: true)
    } else {
      let sheet = legacySheet(title: title, message: message, actions: actions)
      if let barButtonItem {
        sheet.show(from: barButtonItem, animated: true)
      }
    }
  }

  /// Whether UIAlertController exists: iOS 8 and later.
  static var isAlertControllerAvailable: Bool {
    UIDevice.current.systemVersion.compare("8.0", options: .numeric) != .orderedAscending
  }

  /// Runs an action's handler, if the action and its handler exist.
  static func handleActionSelection(_ action: DAAlertAction?) {
    action?.handler?()
  }
}

extension UIAlertAction.Style {
  init(_ style: DAAlertActionStyle) {
    switch style {
    case .default: self = .default
    case .cancel: self = .cancel
    case .destructive: self = .destructive
    }
  }
}
