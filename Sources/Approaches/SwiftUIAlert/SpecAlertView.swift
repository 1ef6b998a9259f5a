import Presentable

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUIModel
#endif

/// The call site a SwiftUI app writes: an alert on a view, bound to the view's own state, or
/// for an action sheet a confirmation dialog, with a button for each action and a field for
/// each text field. The view asks for its alert as it appears, as a view does whose state
/// starts true. Another alert the screen can show is a second modifier after the first, on
/// the same view, as a screen with two alerts is written, bound to state that stays false.
/// An alert about an item is bound to the item, as apps write it since `alert(item:content:)`
/// went out of use (its page gives it iOS 13.0–27.0): shown while the item is set, which the
/// write-back clears, and each button's action acts on the item it reads from that state as
/// it runs (SU3).
struct SpecAlertView: View {
  let spec: AlertSpec
  let handlers: HandlerLog
  @State private var isPresented = true
  @State private var isOtherPresented = false
  @State private var texts: [String]
  @State private var item: String?

  init(spec: AlertSpec, handlers: HandlerLog) {
    self.spec = spec
    self.handlers = handlers
    _texts = State(initialValue: spec.textFields.map(\.initialText))
    _item = State(initialValue: spec.item)
  }

  /// What the alert or dialog is bound to: its own flag, or whether its item is set.
  private var shows: Binding<Bool> {
    guard spec.item != nil else { return $isPresented }
    return Binding(get: { item != nil }, set: { if !$0 { item = nil } })
  }

  var body: some View {
    if spec.style == .alert {
      if let other = spec.alsoOnScreen.first {
        withAskedAlert(EmptyView())
          .alert(other.title ?? "", isPresented: $isOtherPresented) {
            ForEach(other.actions, id: \.title) { action in
              Button(action.title, role: ButtonRole(action.role)) {}
            }
          }
      } else {
        withAskedAlert(EmptyView())
      }
    } else {
      EmptyView()
        .confirmationDialog(
          spec.title ?? "", isPresented: shows,
          titleVisibility: spec.title == nil ? .hidden : .visible
        ) {
          fields
          buttons
        } message: {
          message
        }
    }
  }

  /// `content` with the alert the caller asks for.
  private func withAskedAlert(_ content: some View) -> some View {
    content
      .alert(spec.title ?? "", isPresented: shows) {
        fields
        buttons
      } message: {
        message
      }
  }

  /// A field for each of the spec's, secure where it says.
  @ViewBuilder private var fields: some View {
    ForEach(spec.textFields.indices, id: \.self) { index in
      if spec.textFields[index].isSecure {
        SecureField(spec.textFields[index].placeholder ?? "", text: $texts[index])
      } else {
        TextField(spec.textFields[index].placeholder ?? "", text: $texts[index])
      }
    }
  }

  /// A button for each action, in the spec's order; each button the spec's rule gates is
  /// disabled while the fields fail the rule.
  @ViewBuilder private var buttons: some View {
    ForEach(spec.actions, id: \.title) { action in
      Button(action.title, role: ButtonRole(action.role)) {
        if action.hasHandler {
          handlers.record(action, fieldTexts: texts, itemRead: item)
        }
      }
      .disabled(spec.validation.map { $0.gates(action) && !$0.isSatisfied(by: texts) } ?? false)
    }
  }

  @ViewBuilder private var message: some View {
    if let message = spec.message {
      Text(message)
    }
  }
}
