import ApproachPlainAlertController
@_spi(Simulation) import UIKitModel

/// The sign-up dialog of "UIAlertController For iOS 7 Or When One Might Use Associated
/// References" written by hand for iOS 7 and 8, as the document's "This little snippet will
/// do it for both iOS 7 and 8" invites one to compare: UIAlertController with a
/// text-did-change observer where it exists, else a UIAlertView whose delegate gates the
/// first other button (AV14) and whose second field is made plain again (AV6). The snippet
/// is Objective-C: its initializer takes the other titles, which sets
/// `firstOtherButtonIndex` (AV3), and Swift cannot call it, so this example reaches the
/// model's stand-in for it.
@MainActor
public func showSignUpByHand(
  in viewController: UIViewController, signUp: @escaping (String, String) -> Void
) {
  guard UIDevice.current.systemVersion.compare("8.0", options: .numeric) != .orderedAscending else {
    let delegate = SignUpAlertViewDelegate(signUp: signUp)
    let alertView = UIAlertView(
      title: "Sign up", message: "Please choose a nick name.", delegate: delegate,
      cancelButtonTitle: "Cancel", nilTerminatedOtherButtonTitles: "Sign up", nil)
    alertView.alertViewStyle = .loginAndPasswordInput
    alertView.textField(at: 0)?.placeholder = "Nick name"
    alertView.textField(at: 1)?.placeholder = "Full name"
    alertView.textField(at: 1)?.isSecureTextEntry = false
    // The alert holds its delegate weakly (AV8): the delegate rides on the alert (RT1).
    objc_setAssociatedObject(alertView, &signUpDelegateKey, delegate, .OBJC_ASSOCIATION_RETAIN)
    alertView.show()
    return
  }
  showSignUpWithPlainAlertController(in: viewController, signUp: signUp)
}

@MainActor private var signUpDelegateKey: UInt8 = 0

/// Gates Sign up on the nickname's length and passes both fields on.
private final class SignUpAlertViewDelegate: NSObject, UIAlertViewDelegate {
  let signUp: (String, String) -> Void

  init(signUp: @escaping (String, String) -> Void) {
    self.signUp = signUp
    super.init()
  }

  func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool {
    (alertView.textField(at: 0)?.text?.count ?? 0) >= 5
  }

  func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
    guard buttonIndex == alertView.firstOtherButtonIndex else { return }
    signUp(alertView.textField(at: 0)?.text ?? "", alertView.textField(at: 1)?.text ?? "")
  }
}
