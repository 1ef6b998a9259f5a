/// Text a view shows: SwiftUI's `Text`, iOS 13 and later.
/// https://developer.apple.com/documentation/swiftui/text
public struct Text: View, PrimitiveView {
  let content: String

  /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  public init<S: StringProtocol>(_ content: S) {
    self.content = String(content)
  }

  public var body: Never { fatalError("a primitive view has no body") }

  func contribute(to graph: ViewGraph, at path: ViewPath) {
    graph.controls.append(.text(content))
  }
}

/// What a button is for, which decides how an alert draws it: SwiftUI's `ButtonRole`, iOS 15
/// and later.
/// https://developer.apple.com/documentation/swiftui/buttonrole
nonisolated public struct ButtonRole: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case cancel, destructive
  }
  let kind: Kind

  /// https://developer.apple.com/documentation/swiftui/buttonrole/cancel
  public static let cancel = ButtonRole(kind: .cancel)
  /// https://developer.apple.com/documentation/swiftui/buttonrole/destructive
  public static let destructive = ButtonRole(kind: .destructive)
}

/// A control that runs an action: SwiftUI's `Button`, with a text label.
/// https://developer.apple.com/documentation/swiftui/button
public struct Button<Label: View>: View, PrimitiveView {
  let title: String
  let role: ButtonRole?
  let action: @MainActor () -> Void

  public var body: Never { fatalError("a primitive view has no body") }

  func contribute(to graph: ViewGraph, at path: ViewPath) {
    graph.controls.append(
      .button(title: title, role: role, isDisabled: graph.isDisabled, action: action))
  }
}

extension Button where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(title: String(title), role: nil, action: action)
  }

  /// iOS 15 and later.
  /// https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(title: String(title), role: role, action: action)
  }
}

/// What the graph reads of a control inside an alert's actions or message.
enum Control {
  case text(String)
  case button(title: String, role: ButtonRole?, isDisabled: Bool, action: @MainActor () -> Void)
  case textField(placeholder: String, text: Binding<String>, isSecure: Bool)
}

/// A field a person types text into: SwiftUI's `TextField`, iOS 13 and later. In an alert's
/// actions it is a field of the alert from iOS 16; before, the alert leaves it out (SU12).
/// https://developer.apple.com/documentation/swiftui/textfield
public struct TextField<Label: View>: View, PrimitiveView {
  let placeholder: String
  let text: Binding<String>
  let isSecure: Bool

  public var body: Never { fatalError("a primitive view has no body") }

  func contribute(to graph: ViewGraph, at path: ViewPath) {
    graph.controls.append(.textField(placeholder: placeholder, text: text, isSecure: isSecure))
  }
}

extension TextField where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-2laoi
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(placeholder: String(title), text: text, isSecure: false)
  }
}

/// A field whose text is drawn as dots: SwiftUI's `SecureField`, iOS 13 and later; in an
/// alert as `TextField` is (SU12).
/// https://developer.apple.com/documentation/swiftui/securefield
public struct SecureField<Label: View>: View, PrimitiveView {
  let placeholder: String
  let text: Binding<String>

  public var body: Never { fatalError("a primitive view has no body") }

  func contribute(to graph: ViewGraph, at path: ViewPath) {
    graph.controls.append(.textField(placeholder: placeholder, text: text, isSecure: true))
  }
}

extension SecureField where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/securefield/init(_:text:)-4hj0a
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(placeholder: String(title), text: text)
  }
}

/// A view whose controls are disabled or not: what `.disabled(_:)` makes.
public struct DisabledContent<Content: View>: View, PrimitiveView {
  let content: Content
  let isDisabled: Bool

  public var body: Never { fatalError("a primitive view has no body") }

  func contribute(to graph: ViewGraph, at path: ViewPath) {
    let outer = graph.isDisabled
    graph.isDisabled = outer || isDisabled
    content.read(into: graph, at: path)
    graph.isDisabled = outer
  }
}

extension View {
  /// Disables the view's controls.
  /// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
  public func disabled(_ disabled: Bool) -> DisabledContent<Self> {
    DisabledContent(content: self, isDisabled: disabled)
  }
}

/// Any view, its type erased: SwiftUI's `AnyView`.
/// https://developer.apple.com/documentation/swiftui/anyview
public struct AnyView: View, PrimitiveView {
  private let reader: @MainActor (ViewGraph, ViewPath) -> Void

  public init<V: View>(_ view: V) {
    reader = { graph, path in view.read(into: graph, at: path) }
  }

  public var body: Never { fatalError("a primitive view has no body") }

  func contribute(to graph: ViewGraph, at path: ViewPath) { reader(graph, path) }
}
