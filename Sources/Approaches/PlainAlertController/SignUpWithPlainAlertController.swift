#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// The sign-up dialog of "UIAlertController For iOS 7 Or When One Might Use Associated References" with plain UIAlertController (iOS 8+):
/// the validation the document's facade does for you, written out with text-did-change
/// observers that every action removes.
@MainActor
public func showSignUpWithPlainAlertController(
  in viewController: UIViewController, signUp: @escaping (String, String) -> Void
) {
  let center = NotificationCenter.default
  var observers: [any NSObjectProtocol] = []
  let alert = UIAlertController(
    title: "Sign up", message: "Please choose a nick name.", preferredStyle: .alert)
  let removeObservers = {
    observers.forEach(center.removeObserver)
    observers = []
  }
  alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in removeObservers() })
  let signUpAction = UIAlertAction(title: "Sign up", style: .default) { [weak alert] _ in
    removeObservers()
    let fields = alert?.textFields ?? []
    signUp(fields.first?.text ?? "", fields.last?.text ?? "")
  }
  signUpAction.isEnabled = false
  alert.addAction(signUpAction)
  alert.addTextField { textField in
    textField.placeholder = "Nick name"
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
  }
  viewController.present(alert, animated: true)
}
