@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// What a presentation modifier asks of its hosting controller in one reading: an alert, or
/// a sheet, shown while its binding is true.
@MainActor struct PresentationRequest {
  enum Content {
    /// An alert or a confirmation dialog: its title (nil when hidden), its actions' controls
    /// and its message's texts.
    case alert(AlertForm, title: String?, actions: [Control], message: [Control])
    /// A sheet: its content.
    case sheet(AnyView)
  }

  /// The modified view's place: two alerts on one view share it (SU4).
  let viewPath: ViewPath
  /// The presentation's identity across readings.
  let key: String
  let isPresented: Binding<Bool>
  let content: Content
}

/// A view with a presentation modifier applied.
public struct PresentationModifier<Content: View>: View, PrimitiveView {
  enum Kind {
    case alert(AlertForm, title: String?, actions: AnyView, message: AnyView)
    case sheet(AnyView)
  }

  let content: Content
  let isPresented: Binding<Bool>
  let kind: Kind

  public var body: Never { fatalError("a primitive view has no body") }

  /// The modified view is read first, so an inner modifier's request comes before this one's.
  /// Of two alerts on one view only the outer one is kept (SU4), and so of two dialogs; sheets
  /// each keep their own.
  func contribute(to graph: ViewGraph, at path: ViewPath) {
    content.read(into: graph, at: path)
    switch kind {
    case .alert(let form, let title, let actions, let message):
      graph.presentations.removeAll { request in
        guard case .alert(let other, _, _, _) = request.content else { return false }
        return request.viewPath == path && other.isDialog == form.isDialog
      }
      graph.presentations.append(
        PresentationRequest(
          viewPath: path, key: "\(path)|\(graph.modifierNumber(at: path))",
          isPresented: isPresented,
          content: .alert(
            form, title: title,
            actions: graph.readControls(of: actions, at: path.child("actions")),
            message: graph.readControls(of: message, at: path.child("message")))))
    case .sheet(let sheet):
      graph.presentations.append(
        PresentationRequest(
          viewPath: path, key: "\(path)|\(graph.modifierNumber(at: path))",
          isPresented: isPresented,
          content: .sheet(sheet)))
    }
  }
}

extension View {
  /// An alert with a title, actions and a message, shown while `isPresented` is true; iOS 15
  /// and later. A tap on any action dismisses it and sets `isPresented` to false (SU3); with
  /// no action, the system adds OK (SU6); beside a destructive button with no cancel one, a
  /// Cancel (SU13).
  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)-6awwp
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> PresentationModifier<Self> {
    PresentationModifier(
      content: self, isPresented: isPresented,
      kind: .alert(
        .alert(followsChanges: true), title: String(title), actions: AnyView(actions()),
        message: AnyView(message())))
  }

  /// An alert built from `data`, shown while `isPresented` is true and `data` is not nil;
  /// iOS 15 and later. The alert keeps the content it was shown with: later changes to
  /// `data` are ignored while it is up (SU10).
  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> PresentationModifier<Self> {
    PresentationModifier(
      content: self,
      isPresented: Binding(
        get: { data != nil && isPresented.wrappedValue },
        set: { isPresented.wrappedValue = $0 }),
      kind: .alert(
        .alert(followsChanges: false), title: String(title),
        actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()),
        message: data.map { AnyView(message($0)) } ?? AnyView(EmptyView())))
  }

  /// A confirmation dialog with a title, actions and a message, shown while `isPresented` is
  /// true; iOS 15 and later. It always offers a way out: a standard Cancel unless a button
  /// has the cancel role; on pad it is a popover pointing at the modified view (SU11).
  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)-2s7pz
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> PresentationModifier<Self> {
    // SU11, a choice: `.automatic` hides the title, as `.hidden` does.
    if titleVisibility == .automatic && !title.isEmpty {
      UIApplication.current.noteChoice(.swiftUIAutomaticTitle)
    }
    return PresentationModifier(
      content: self, isPresented: isPresented,
      kind: .alert(
        .dialog, title: titleVisibility == .visible ? String(title) : nil,
        actions: AnyView(actions()), message: AnyView(message())))
  }

  /// An alert with a title and actions, shown while `isPresented` is true; iOS 15 and later.
  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-1bkka
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> PresentationModifier<Self> {
    alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
  }

  /// A sheet shown while `isPresented` is true, presented by the hosting controller of the
  /// modified view.
  /// `onDismiss` is not modelled yet.
  /// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: () -> Content
  ) -> PresentationModifier<Self> {
    PresentationModifier(
      content: self, isPresented: isPresented, kind: .sheet(AnyView(content())))
  }
}

/// Which presentation an alert modifier asks for.
enum AlertForm {
  /// An alert; `followsChanges` when a shown alert takes its buttons' new enabled state
  /// (SU7), false for one built from presented data, which keeps what it was shown with
  /// (SU10).
  case alert(followsChanges: Bool)
  /// A confirmation dialog, drawn as an action sheet (SU11).
  case dialog

  var isDialog: Bool {
    if case .dialog = self { true } else { false }
  }
}

/// Whether an element is shown: SwiftUI's `Visibility`, iOS 15 and later. A confirmation
/// dialog shows its title only when it is `visible` (SU11).
/// https://developer.apple.com/documentation/swiftui/visibility
nonisolated public enum Visibility: Hashable, Sendable, CaseIterable {
  case automatic
  case visible
  case hidden
}
