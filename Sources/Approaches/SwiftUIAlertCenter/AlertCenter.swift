#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUIModel
#endif

/// The app's one alert center, as SwiftUI apps publish it: an observable object holding the
/// alert to show, which any main-actor code sets, a service with no view included, and which
/// one `.alert` on the root view reads (AlertCenterRoot). One alert at a time: showing
/// another replaces the first's content.
@MainActor final class AlertCenter: ObservableObject {
  @Published var isPresented = false
  @Published private(set) var current: AlertItem?

  /// Shows an alert from anywhere in the app.
  func show(_ item: AlertItem) {
    current = item
    isPresented = true
  }

  /// Takes the alert down without a tap.
  func dismiss() {
    isPresented = false
  }
}

/// One alert the center shows: a title, a message and its buttons.
struct AlertItem: Identifiable {
  let id = UUID()
  let title: String
  let message: String?
  let buttons: [AlertButton]
}

/// One button of an alert the center shows.
struct AlertButton: Identifiable {
  var id: String { title }
  let title: String
  let role: ButtonRole?
  let action: @MainActor () -> Void
}
