#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// The sign-up dialog of "UIAlertController For iOS 7 Or When One Might Use Associated References" as close as ACAlertView gets: its only
/// two-field style makes the full name secure (AV6), and with no should-enable hook the
/// nickname rule can only be checked after the tap. The handler maps raw index 1 by hand
/// and reads the fields through the alert, which makes a cycle.
@MainActor
public func showSignUpWithACAlertView(signUp: @escaping (String, String) -> Void) {
  var alert: ACAlertView?
  alert = ACAlertView(title: "Sign up", message: "Please choose a nick name.") { buttonIndex in
    let nickName = alert?.textField(at: 0)?.text ?? ""
    if buttonIndex == 1, nickName.count >= 5 {
      signUp(nickName, alert?.textField(at: 1)?.text ?? "")
    }
  }
  alert?.addButton(withTitle: "Cancel")
  alert?.cancelButtonIndex = 0
  alert?.addButton(withTitle: "Sign up")
  alert?.alertViewStyle = .loginAndPasswordInput
  alert?.textField(at: 0)?.placeholder = "Nick name"
  alert?.textField(at: 1)?.placeholder = "Full name"
  alert?.show()
}
