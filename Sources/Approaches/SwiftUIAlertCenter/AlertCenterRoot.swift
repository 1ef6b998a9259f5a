#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUIModel
#endif

/// The app's root view with the center's one alert on it: whatever the center holds is shown
/// from the root, by the root's presenter, wherever the code that asked for it is.
struct AlertCenterRoot: View {
  @ObservedObject var center: AlertCenter

  var body: some View {
    EmptyView()
      .alert(
        center.current?.title ?? "", isPresented: $center.isPresented, presenting: center.current
      ) { item in
        ForEach(item.buttons) { button in
          Button(button.title, role: button.role, action: button.action)
        }
      } message: { item in
        if let message = item.message {
          Text(message)
        }
      }
  }
}
