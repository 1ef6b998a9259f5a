/// An object whose changes views follow: Combine's `ObservableObject`, which SwiftUI reads
/// through `@ObservedObject`. Each `@Published` property tells its object's followers before
/// it changes; a hosting controller that read the object then reads its views again, one
/// run-loop turn later, as after a state change (SU9).
/// https://developer.apple.com/documentation/combine/observableobject
public protocol ObservableObject: AnyObject {}

/// A property of an observable object that announces its changes: Combine's `Published`.
/// https://developer.apple.com/documentation/combine/published
@propertyWrapper public struct Published<Value> {
  let storage: PublishedStorage<Value>

  /// https://developer.apple.com/documentation/combine/published/init(wrappedvalue:)
  public init(wrappedValue value: Value) {
    storage = PublishedStorage(value)
  }

  /// Read and written through the enclosing object only, as Combine's is.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("unavailable") }
    set { fatalError("unavailable") }
  }

  public static subscript<EnclosingSelf: ObservableObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].storage.value }
    set {
      let storage = object[keyPath: storageKeyPath].storage
      storage.willChange()
      storage.value = newValue
    }
  }
}

/// Where a published value lives, and who follows it.
final class PublishedStorage<Value> {
  var value: Value
  private var followers: [() -> Void] = []

  init(_ value: Value) {
    self.value = value
  }

  func follow(_ follower: @escaping () -> Void) { followers.append(follower) }

  func willChange() {
    StateChanges.record(self)
    for follower in followers { follower() }
  }
}

/// A `Published` of any value type, as the hosting controller follows it.
protocol PublishedProperty {
  func follow(_ follower: @escaping () -> Void)
}

extension Published: PublishedProperty {
  func follow(_ follower: @escaping () -> Void) { storage.follow(follower) }
}

extension ObservableObject {
  /// Has `follower` called before any published property of the object changes.
  func follow(_ follower: @escaping () -> Void) {
    for child in Mirror(reflecting: self).children {
      (child.value as? any PublishedProperty)?.follow(follower)
    }
  }
}

/// An observable object a view reads: SwiftUI's `ObservedObject`, iOS 13 and later. The
/// hosting controller that reads the view follows the object (SU9).
/// https://developer.apple.com/documentation/swiftui/observedobject
@propertyWrapper public struct ObservedObject<ObjectType: ObservableObject> {
  /// Bindings to the object's properties: `$model.isPresented`.
  /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper
  @dynamicMemberLookup public struct Wrapper {
    let object: ObjectType

    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }

  public var wrappedValue: ObjectType

  /// https://developer.apple.com/documentation/swiftui/observedobject/init(wrappedvalue:)
  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// An observed object, of any type, as the graph finds it in a view.
protocol ObservedObjectProperty {
  var observed: any ObservableObject { get }
}

extension ObservedObject: ObservedObjectProperty {
  var observed: any ObservableObject { wrappedValue }
}
