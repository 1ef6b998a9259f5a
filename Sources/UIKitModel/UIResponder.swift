import Foundation
import UIKitSimulation

/// The root of UIKit's responder classes: views, view controllers, the application and
/// scenes. Like every NSObject it can carry associated objects (RT1).
/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor @preconcurrency open class UIResponder: NSObject, AssociatedObjectOwner {
  nonisolated let associations = AssociationTable()

  /// Posted before the keyboard appears. The model's keyboard posts no notifications: no
  /// cell reads where an app moves its views for the keyboard.
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification
  nonisolated public static let keyboardWillShowNotification = NSNotification.Name(
    "UIKeyboardWillShowNotification")
  /// Posted before the keyboard goes away.
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillhidenotification
  nonisolated public static let keyboardWillHideNotification = NSNotification.Name(
    "UIKeyboardWillHideNotification")
  /// The key of the keyboard's frame at the end of its animation, an NSValue of a CGRect.
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
}
