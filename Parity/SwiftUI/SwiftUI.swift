// swift-format-ignore-file: TypeNamesShouldBeCapitalized
// The part of SwiftUI's Swift API (and of Combine's, which SwiftUI re-exports) that
// AlertLab's SwiftUI columns use, as declarations only: every body traps or returns an empty
// view, nothing here runs. `Scripts/parity-check` compiles the columns' files against this
// module, named SwiftUI, beside Parity/UIKit, to show that they are written against
// SwiftUI's own API and not the model's (Sources/SwiftUIModel).
//
// Each declaration is copied in shape (name, labels, generic parameters, isolation) from the
// Swift declaration on its Apple documentation page, cited above it, with its availability.
// Three simplifications: the builder attribute of modifiers' closures is `@ViewBuilder`, as
// in SDKs before `@ContentBuilder`; an opaque `some View` result is declared as the result
// type `ModifiedContent`; and Combine's publisher machinery behind `ObservableObject` is left
// out, since the columns never name it.

@_exported import Foundation
@_exported import UIKit

private func declarationOnly() -> Never { fatalError("compile-only declaration") }

/// https://developer.apple.com/documentation/swiftui/view
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { declarationOnly() }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
@available(iOS, introduced: 13.0)
@resultBuilder public struct ViewBuilder {
  public static func buildBlock() -> EmptyView { declarationOnly() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { declarationOnly() }
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  { declarationOnly() }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { declarationOnly() }
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { declarationOnly() }
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { declarationOnly() }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
@available(iOS, introduced: 13.0)
public struct TupleView<T>: View {
  public var body: Never { declarationOnly() }
}

/// https://developer.apple.com/documentation/swiftui/_conditionalcontent
@available(iOS, introduced: 13.0)
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public var body: Never { declarationOnly() }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { declarationOnly() }
}

/// https://developer.apple.com/documentation/swiftui/emptyview
@available(iOS, introduced: 13.0)
public struct EmptyView: View {
  public init() {}
  public var body: Never { declarationOnly() }
}

/// A view with a modifier applied, what the modifiers below return.
/// https://developer.apple.com/documentation/swiftui/modifiedcontent
@available(iOS, introduced: 13.0)
public struct ModifiedContent<Content, Modifier>: View {
  public var body: Never { declarationOnly() }
}

/// https://developer.apple.com/documentation/swiftui/text
@available(iOS, introduced: 13.0)
public struct Text: View {
  /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  public init<S: StringProtocol>(_ content: S) { declarationOnly() }
  public var body: Never { declarationOnly() }
}

/// https://developer.apple.com/documentation/swiftui/buttonrole
@available(iOS, introduced: 15.0)
public struct ButtonRole: Equatable, Sendable {
  public static let cancel = ButtonRole()
  public static let destructive = ButtonRole()
  private init() {}
}

/// https://developer.apple.com/documentation/swiftui/button
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency public struct Button<Label: View>: View {
  public var body: Never { declarationOnly() }
}

extension Button where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  @available(iOS, introduced: 13.0)
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    declarationOnly()
  }

  /// https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)
  @available(iOS, introduced: 15.0)
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) { declarationOnly() }
}

/// https://developer.apple.com/documentation/swiftui/textfield
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency public struct TextField<Label: View>: View {
  public var body: Never { declarationOnly() }
}

extension TextField where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-2laoi
  @available(iOS, introduced: 13.0)
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) { declarationOnly() }
}

/// https://developer.apple.com/documentation/swiftui/securefield
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency public struct SecureField<Label: View>: View {
  public var body: Never { declarationOnly() }
}

extension SecureField where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/securefield/init(_:text:)-4hj0a
  @available(iOS, introduced: 13.0)
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) { declarationOnly() }
}

/// https://developer.apple.com/documentation/swiftui/foreach
@available(iOS, introduced: 13.0)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content>: View {
  public var body: Never { declarationOnly() }
}

extension ForEach where Content: View {
  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) { declarationOnly() }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    declarationOnly()
  }
}

/// https://developer.apple.com/documentation/swiftui/visibility
@available(iOS, introduced: 15.0)
public enum Visibility: Hashable, CaseIterable, Sendable {
  case automatic
  case visible
  case hidden
}

/// https://developer.apple.com/documentation/swiftui/state
@available(iOS, introduced: 13.0)
@propertyWrapper public struct State<Value>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) { declarationOnly() }
  /// https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
  public init(initialValue value: Value) { declarationOnly() }
  public var wrappedValue: Value {
    get { declarationOnly() }
    nonmutating set { declarationOnly() }
  }
  public var projectedValue: Binding<Value> { declarationOnly() }
}

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
@available(iOS, introduced: 13.0)
public protocol DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/binding
@available(iOS, introduced: 13.0)
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-6g3d5
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { declarationOnly() }
  public var wrappedValue: Value {
    get { declarationOnly() }
    nonmutating set { declarationOnly() }
  }
  public var projectedValue: Binding<Value> { declarationOnly() }
  /// https://developer.apple.com/documentation/swiftui/binding/constant(_:)
  public static func constant(_ value: Value) -> Binding<Value> { declarationOnly() }
  /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { declarationOnly() }
}

/// https://developer.apple.com/documentation/combine/observableobject
@available(iOS, introduced: 13.0)
public protocol ObservableObject: AnyObject {}

/// https://developer.apple.com/documentation/combine/published
@available(iOS, introduced: 13.0)
@propertyWrapper public struct Published<Value> {
  /// https://developer.apple.com/documentation/combine/published/init(wrappedvalue:)
  public init(wrappedValue value: Value) { declarationOnly() }
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  public static subscript<EnclosingSelf: ObservableObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

/// https://developer.apple.com/documentation/swiftui/observedobject
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency @propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper
  @dynamicMemberLookup public struct Wrapper {
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/swiftui/observedobject/init(wrappedvalue:)
  public init(wrappedValue: ObjectType) { declarationOnly() }
  public var wrappedValue: ObjectType { declarationOnly() }
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { declarationOnly() }
}

/// The modifiers the columns use.
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)-6awwp
  @available(iOS, introduced: 15.0)
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> ModifiedContent<Self, EmptyView> { declarationOnly() }

  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-1bkka
  @available(iOS, introduced: 15.0)
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> ModifiedContent<Self, EmptyView> { declarationOnly() }

  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l
  @available(iOS, introduced: 15.0)
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> ModifiedContent<Self, EmptyView> { declarationOnly() }

  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)-2s7pz
  @available(iOS, introduced: 15.0)
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> ModifiedContent<Self, EmptyView> { declarationOnly() }

  /// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
  @available(iOS, introduced: 13.0)
  public func disabled(_ disabled: Bool) -> ModifiedContent<Self, EmptyView> {
    declarationOnly()
  }
}

/// https://developer.apple.com/documentation/swiftui/uihostingcontroller
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency open class UIHostingController<Content: View>: UIViewController {
  /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
  public init(rootView: Content) { declarationOnly() }
  public required init?(coder aDecoder: NSCoder) { declarationOnly() }
  /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview
  public var rootView: Content {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
