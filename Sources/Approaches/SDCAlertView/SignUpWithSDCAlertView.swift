#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// The sign-up dialog of "UIAlertController For iOS 7 Or When One Might Use Associated
/// References" with SDCAlertView 12: two fields, Cancel as the preferred action (the library
/// has no cancel style), and the nickname rule in `shouldDismissHandler`, its way to
/// validate (README, "Dismissal Prevention"): Sign up is never drawn disabled, a tap on it
/// while the nickname is short does nothing. `present()` finds the view controller itself.
@MainActor
public func showSignUpWithSDCAlertView(signUp: @escaping (String, String) -> Void) {
  let alert = AlertController(
    title: "Sign up", message: "Please choose a nick name.", preferredStyle: .alert)
  var nickName: UITextField?
  var fullName: UITextField?
  alert.addTextField { textField in
    textField.placeholder = "Nick name"
    nickName = textField
  }
  alert.addTextField { textField in
    textField.placeholder = "Full name"
    fullName = textField
  }
  let cancel = AlertAction(title: "Cancel", style: .preferred)
  alert.addAction(cancel)
  alert.addAction(
    AlertAction(title: "Sign up", style: .normal) { _ in
      signUp(nickName?.text ?? "", fullName?.text ?? "")
    })
  alert.shouldDismissHandler = { action in
    action === cancel || (nickName?.text ?? "").count >= 5
  }
  alert.present()
}
