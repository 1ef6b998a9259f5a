#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// The iOS 7 path: UIAlertView and UIActionSheet with the shared delegate.
extension DAAlertController {
  /// Shows a UIAlertView. At most two fields (asserted, RT4): one is plain text, two are
  /// login and password, so the second is secure (AV6). In a release build more than two
  /// give no fields and an empty list to the configuration handler.
  static func showLegacyAlertView(
    title: String?, message: String?, actions: [DAAlertAction], numberOfTextFields: Int,
    configurationHandler: (([UITextField]) -> Void)?, validationBlock: (([UITextField]) -> Bool)?
  ) {
    assertAsTheOriginal(
      numberOfTextFields <= 2, "DAAlertController can only have up to 2 textfields on iOS 7")
    let alertView = legacyAlertView(title: title, message: message, actions: actions)
    if let validationBlock {
      objc_setAssociatedObject(
        alertView, &validationBlockKey, validationBlock, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    }
    if numberOfTextFields > 0 {
      var textFields: [UITextField] = []
      switch numberOfTextFields {
      case 1:
        alertView.alertViewStyle = .plainTextInput
        textFields = [alertView.textField(at: 0)].compactMap { $0 }
      case 2:
        alertView.alertViewStyle = .loginAndPasswordInput
        textFields = [alertView.textField(at: 0), alertView.textField(at: 1)].compactMap { $0 }
      default:
        break
      }
      configurationHandler?(textFields)
    }
    alertView.show()
  }

  /// A UIAlertView whose other titles go through the initializer, so that
  /// firstOtherButtonIndex is set (AV3, radar 15735553), in a fixed list of 11 slots:
  /// titles past the 11th are silently never shown (AV1). The cancel action is the first of
  /// cancel style; destructive actions become default buttons (AV16).
  static func legacyAlertView(title: String?, message: String?, actions: [DAAlertAction])
    -> UIAlertView
  {
    let cancelAction = actions.first { $0.style == .cancel }
    let otherActions = actions.filter { $0 !== cancelAction }
    let titles = otherActions.map(\.title)
    let alertView = objectiveCAlertView(
      title: title, message: message, cancelButtonTitle: cancelAction?.title, otherTitles: titles)
    objc_setAssociatedObject(
      alertView, &otherActionsKey, otherActions, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    objc_setAssociatedObject(
      alertView, &cancelActionKey, cancelAction, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    return alertView
  }

  /// A UIActionSheet after `validateActions(_:)`: the cancel action, the destructive action
  /// and up to 11 other titles through the initializer (AS1, AS3); the message is dropped
  /// (AS2).
  static func legacySheet(title: String?, message: String?, actions: [DAAlertAction])
    -> UIActionSheet
  {
    assertAsTheOriginal(
      !(title ?? "").isEmpty || !(message ?? "").isEmpty || !actions.isEmpty,
      "DAAlertController must have a title, a message or an action to display")
    validateActions(actions)
    let cancelAction = actions.last { $0.style == .cancel }
    let destructiveAction = actions.last { $0.style == .destructive }
    let otherActions = actions.filter { $0 !== cancelAction && $0 !== destructiveAction }
    let titles = otherActions.map(\.title)
    let sheet = objectiveCSheet(
      title: title, cancelButtonTitle: cancelAction?.title,
      destructiveButtonTitle: destructiveAction?.title, otherTitles: titles)
    objc_setAssociatedObject(
      sheet, &cancelActionKey, cancelAction, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    objc_setAssociatedObject(
      sheet, &destructiveActionKey, destructiveAction, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    objc_setAssociatedObject(
      sheet, &otherActionsKey, otherActions, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    return sheet
  }

  /// The sheet's checks: at most one cancel and ten default actions (asserted, RT4); no
  /// cancel action only logs; every destructive action after the first is changed to
  /// default in place, on the caller's own objects.
  static func validateActions(_ actions: [DAAlertAction]) {
    let cancelCount = actions.filter { $0.style == .cancel }.count
    let defaultCount = actions.filter { $0.style == .default }.count
    assertAsTheOriginal(
      cancelCount <= 1,
      "DAAlertController can only have one action with a style of DAAlertActionStyleCancel")
    if cancelCount == 0 {
      NSLog(
        "UIActionSheet might not be rendered properly for iOS 7.* if you do not specify an action with a style of DAAlertActionStyleCancel"
      )
    }
    assertAsTheOriginal(
      defaultCount <= 10,
      "DAAlertController can have up to 10 actions with a style of DAAlertActionStyleDefault")
    let destructive = actions.filter { $0.style == .destructive }
    for action in destructive.dropFirst() {
      action.style = .default
    }
  }
}
