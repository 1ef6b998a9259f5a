import ApproachDAAlertController
import UIKitModel

/// The first usage example of "UIAlertController For iOS 7 Or When One Might Use Associated References": a sign-out alert with a cancel and
/// a destructive action.
@MainActor
public func showDAAlertControllerSignOutExample(
  in viewController: UIViewController, signOut: @escaping () -> Void
) {
  let cancelAction = DAAlertAction(title: "Cancel", style: .cancel, handler: nil)
  let signOutAction = DAAlertAction(title: "Sign out", style: .destructive) {
    signOut()
  }
  DAAlertController.showAlertView(
    in: viewController, withTitle: "Are you sure you want to sign out?",
    message: "If you sign out of your account all photos will be removed from this iphone.",
    actions: [cancelAction, signOutAction])
}
