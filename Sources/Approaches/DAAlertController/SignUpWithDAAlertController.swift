#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// The sign-up dialog of "UIAlertController For iOS 7 Or When One Might Use Associated References" with DAAlertController: a required
/// nickname of at least 5 characters, an optional full name, both passed to `signUp`.
@MainActor
public func showSignUpWithDAAlertController(
  in viewController: UIViewController, signUp: @escaping (String, String) -> Void
) {
  var fields: [UITextField] = []
  let cancelAction = DAAlertAction(title: "Cancel", style: .cancel, handler: nil)
  let signUpAction = DAAlertAction(title: "Sign up", style: .default) {
    signUp(fields.first?.text ?? "", fields.last?.text ?? "")
  }
  DAAlertController.showAlertView(
    in: viewController, withTitle: "Sign up", message: "Please choose a nick name.",
    actions: [cancelAction, signUpAction], numberOfTextFields: 2,
    textFieldsConfigurationHandler: { textFields in
      fields = textFields
      textFields.first?.placeholder = "Nick name"
      textFields.last?.placeholder = "Full name"
    },
    validationBlock: { textFields in
      (textFields.first?.text?.count ?? 0) >= 5
    })
}
