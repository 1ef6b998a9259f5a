/// A read and write reference to a value someone else owns: SwiftUI's `Binding`, iOS 13 and
/// later.
/// https://developer.apple.com/documentation/swiftui/binding
@MainActor @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  private let get: () -> Value
  private let set: (Value) -> Void

  /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }

  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  /// A binding with an immutable value: writes are dropped (SU5).
  /// https://developer.apple.com/documentation/swiftui/binding/constant(_:)
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// A binding to a part of the value: `$texts[0]`.
  /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    Binding<Subject>(
      get: { wrappedValue[keyPath: keyPath] },
      set: { wrappedValue[keyPath: keyPath] = $0 })
  }
}
