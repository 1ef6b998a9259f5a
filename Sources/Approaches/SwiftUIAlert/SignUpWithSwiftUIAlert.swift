#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUIModel
#endif

/// The sign-up dialog of "UIAlertController For iOS 7 Or When One Might Use Associated
/// References" with SwiftUI's alert (iOS 15): two text fields among the actions, shown from iOS
/// 16 (SU12), and Sign up disabled until the nick name has five characters, which the alert
/// follows while it is up from iOS 17 (SU7).
struct SignUpAlertView: View {
  let signUp: (String, String) -> Void
  @State private var isPresented = true
  @State private var nickName = ""
  @State private var fullName = ""

  var body: some View {
    EmptyView()
      .alert("Sign up", isPresented: $isPresented) {
        TextField("Nick name", text: $nickName)
        TextField("Full name", text: $fullName)
        Button("Cancel", role: .cancel) {}
        Button("Sign up") { signUp(nickName, fullName) }
          .disabled(nickName.count < 5)
      } message: {
        Text("Please choose a nick name.")
      }
  }
}

/// Puts the sign-up alert's view in a UIKit screen, as an app hosts a SwiftUI view.
@MainActor
public func showSignUpWithSwiftUIAlert(
  in viewController: UIViewController, signUp: @escaping (String, String) -> Void
) {
  let host = UIHostingController(rootView: SignUpAlertView(signUp: signUp))
  viewController.addChild(host)
  viewController.view.addSubview(host.view)
  host.didMove(toParent: viewController)
}
