/// A value a view owns: SwiftUI's `State`, iOS 13 and later. Its storage lives in the
/// hosting controller's graph at the view's place, so it survives each evaluation of the
/// body; a change schedules an update of the views that read it (SU1).
/// https://developer.apple.com/documentation/swiftui/state
@MainActor @propertyWrapper public struct State<Value> {
  private let initial: Value
  private let slot = StateSlot<Value>()

  public init(wrappedValue value: Value) {
    initial = value
  }

  /// https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
  public init(initialValue value: Value) {
    initial = value
  }

  public var wrappedValue: Value {
    get { slot.box?.value ?? initial }
    nonmutating set {
      if let box = slot.box {
        box.value = newValue
      } else {
        // Outside a hosting controller the value has nowhere to live, as in SwiftUI, where
        // a State read before its view is installed keeps its initial value.
        slot.box = StateBox(newValue, onChange: nil)
      }
    }
  }

  public var projectedValue: Binding<Value> {
    Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
  }
}

/// A state property the graph binds to its storage.
@MainActor protocol StateProperty {
  func bind(to store: StateStore, at key: String)
}

extension State: StateProperty {
  func bind(to store: StateStore, at key: String) {
    guard slot.box == nil else { return }
    slot.box = store.box(at: key, initial: initial)
  }
}

/// Where a `State` finds its storage: shared by every copy of the view that made it, so that
/// an action closure that captured the view reads what the graph holds.
@MainActor final class StateSlot<Value> {
  var box: StateBox<Value>?
}

/// The storage of one state value in a hosting controller's graph.
@MainActor final class StateBox<Value> {
  private var stored: Value
  let onChange: (() -> Void)?

  var value: Value {
    get {
      StateChanges.noteRead(self)
      return stored
    }
    set {
      stored = newValue
      StateChanges.record(self)
      onChange?()
    }
  }

  init(_ value: Value, onChange: (() -> Void)?) {
    stored = value
    self.onChange = onChange
  }
}

/// A hosting controller's state storage, by the views' places.
@MainActor final class StateStore {
  private var boxes: [String: AnyObject] = [:]
  private let onChange: () -> Void

  init(onChange: @escaping () -> Void) {
    self.onChange = onChange
  }

  func box<Value>(at key: String, initial: Value) -> StateBox<Value> {
    if let box = boxes[key] as? StateBox<Value> { return box }
    let box = StateBox(initial, onChange: onChange)
    boxes[key] = box
    return box
  }
}
