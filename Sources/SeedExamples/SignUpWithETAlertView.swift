import ApproachETAlertView
import UIKitModel

/// The sign-up dialog of 000_f1710fde92e08b4d.txt as close as ETAlertView gets: it has no
/// text fields (002_7eb4d715f6ae768c.txt), so it can only offer the two buttons and cannot
/// ask for a nickname; `signUp` receives empty texts.
public func showSignUpWithETAlertView(signUp: @escaping (String, String) -> Void) {
  let view = ETAlertView(title: "Sign up", message: "Please choose a nick name.")
  view.addButton(withTitle: "Cancel") {}
  view.addButton(withTitle: "Sign up") {
    signUp("", "")
  }
  view.show()
}
