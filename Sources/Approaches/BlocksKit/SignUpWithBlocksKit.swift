#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// The sign-up dialog of "UIAlertController For iOS 7 Or When One Might Use Associated
/// References" as close as BlocksKit gets. Its only two-field style makes the full name
/// secure (AV6). `bk_shouldEnableFirstOtherButtonBlock` is the documented hook for the
/// nickname rule, but UIKit never asks it: `bk_alertViewWithTitle:message:` passes no other
/// titles, so the alert has no first other button (AV3, AV14), and Sign up stays enabled. The
/// Sign up block checks the rule again after the tap, and reads the fields through the alert,
/// which it captures: a cycle through the dynamic delegate the alert keeps.
@MainActor
public func showSignUpWithBlocksKit(signUp: @escaping (String, String) -> Void) {
  let alert = UIAlertView.bk_alertView(withTitle: "Sign up", message: "Please choose a nick name.")
  alert.alertViewStyle = .loginAndPasswordInput
  alert.textField(at: 0)?.placeholder = "Nick name"
  alert.textField(at: 1)?.placeholder = "Full name"
  alert.bk_setCancelButton(withTitle: "Cancel", handler: nil)
  alert.bk_addButton(withTitle: "Sign up") {
    let nickName = alert.textField(at: 0)?.text ?? ""
    if nickName.count >= 5 {
      signUp(nickName, alert.textField(at: 1)?.text ?? "")
    }
  }
  alert.bk_shouldEnableFirstOtherButtonBlock = { alertView in
    (alertView.textField(at: 0)?.text ?? "").count >= 5
  }
  alert.show()
}
