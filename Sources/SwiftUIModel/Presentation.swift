/// What a presentation modifier asks of its hosting controller in one reading: an alert, or
/// a sheet, shown while its binding is true.
@MainActor struct PresentationRequest {
  enum Content {
    /// An alert: its title, its actions' controls and its message's texts.
    case alert(title: String, actions: [Control], message: [Control])
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
    case alert(title: String, actions: AnyView, message: AnyView)
    case sheet(AnyView)
  }

  let content: Content
  let isPresented: Binding<Bool>
  let kind: Kind

  public var body: Never { fatalError("a primitive view has no body") }

  /// The modified view is read first, so an inner modifier's request comes before this one's.
  /// Of two alerts on one view only the outer one is kept (SU4); sheets each keep their own.
  func contribute(to graph: ViewGraph, at path: ViewPath) {
    content.read(into: graph, at: path)
    switch kind {
    case .alert(let title, let actions, let message):
      graph.presentations.removeAll { request in
        guard case .alert = request.content else { return false }
        return request.viewPath == path
      }
      graph.presentations.append(
        PresentationRequest(
          viewPath: path, key: "\(path)|\(graph.modifierNumber(at: path))",
          isPresented: isPresented,
          content: .alert(
            title: title, actions: graph.readControls(of: actions, at: path.child("actions")),
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
  /// no action, the system adds OK (SU6).
  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)-6awwp
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> PresentationModifier<Self> {
    PresentationModifier(
      content: self, isPresented: isPresented,
      kind: .alert(title: String(title), actions: AnyView(actions()), message: AnyView(message())))
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
