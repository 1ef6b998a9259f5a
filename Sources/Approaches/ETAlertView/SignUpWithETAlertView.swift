#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// The sign-up dialog of "UIAlertController For iOS 7 Or When One Might Use Associated References" as close as ETAlertView gets: it has no
/// text fields ("Taming UIAlertView"), so it can only offer the two buttons and cannot
/// ask for a nickname; `signUp` receives empty texts.
@MainActor
public func showSignUpWithETAlertView(signUp: @escaping (String, String) -> Void) {
  let view = ETAlertView(title: "Sign up", message: "Please choose a nick name.")
  view.addButton(withTitle: "Cancel") {}
  view.addButton(withTitle: "Sign up") {
    signUp("", "")
  }
  view.show()
}
