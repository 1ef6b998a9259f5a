#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// The sign-up dialog of "UIAlertController For iOS 7 Or When One Might Use Associated
/// References" with the top view controller snippet: plain UIAlertController code with its
/// observers, presented from the key window's top view controller, whichever screen asked.
@MainActor
public func showSignUpWithTopViewController(signUp: @escaping (String, String) -> Void) {
  let center = NotificationCenter.default
  var observers: [any NSObjectProtocol] = []
  var nickName: UITextField?
  var fullName: UITextField?
  let alert = UIAlertController(
    title: "Sign up", message: "Please choose a nick name.", preferredStyle: .alert)
  let removeObservers = {
    observers.forEach(center.removeObserver)
    observers = []
  }
  alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in removeObservers() })
  let signUpAction = UIAlertAction(title: "Sign up", style: .default) { _ in
    removeObservers()
    signUp(nickName?.text ?? "", fullName?.text ?? "")
  }
  signUpAction.isEnabled = false
  alert.addAction(signUpAction)
  alert.addTextField { textField in
    textField.placeholder = "Nick name"
    nickName = textField
    let observer = center.addObserver(
      forName: UITextField.textDidChangeNotification, object: textField, queue: nil
    ) { [weak signUpAction, weak textField] _ in
      MainActor.assumeIsolated {
        signUpAction?.isEnabled = (textField?.text?.count ?? 0) >= 5
      }
    }
    observers.append(observer)
  }
  alert.addTextField { textField in
    textField.placeholder = "Full name"
    fullName = textField
  }
  alert.presentFromTop()
}
