import ReferenceAlert
#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// The sign-up dialog of "UIAlertController For iOS 7 Or When One Might Use Associated
/// References" with the reference design, which an app can add from iOS 15: the same dialog
/// on every OS from there, with no view controller at hand. It calls `show()`, which an app
/// extension has not (W24): app code, marked so, as the library's own `show()` is; an
/// extension calls `show(from:)` with its view controller.
@available(iOSApplicationExtension, unavailable)
@MainActor
public func showSignUpWithReferenceAlert(signUp: @escaping (String, String) -> Void) {
  let alert = ReferenceAlert(title: "Sign up", message: "Please choose a nick name.")
  alert.addAction(.init("Cancel", style: .cancel))
  alert.addAction(
    .init("Sign up") { alert in
      signUp(alert.textFields[0].text ?? "", alert.textFields[1].text ?? "")
    })
  alert.addTextField { $0.placeholder = "Nick name" }
  alert.addTextField { $0.placeholder = "Full name" }
  alert.validation = { alert in (alert.textFields[0].text?.count ?? 0) >= 5 }
  alert.show()
}
