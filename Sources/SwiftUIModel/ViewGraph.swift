/// One reading of a hosting controller's views: the state bound to its store, and what the
/// modifiers ask to present. Each update reads the tree afresh.
@MainActor final class ViewGraph {
  let store: StateStore
  /// The presentations the modifiers ask for, in reading order: inner modifiers first.
  var presentations: [PresentationRequest] = []
  /// The controls read since the last call of `readControls`.
  var controls: [Control] = []
  /// Whether the controls being read are disabled.
  var isDisabled = false
  /// The observable objects the views read (SU9).
  var observedObjects: [any ObservableObject] = []
  private var modifiersRead: [ViewPath: Int] = [:]

  init(store: StateStore) {
    self.store = store
  }

  /// The number of the next presentation modifier read on the view at `path`, from the
  /// innermost: with the path, a modifier's identity across readings.
  func modifierNumber(at path: ViewPath) -> Int {
    defer { modifiersRead[path, default: 0] += 1 }
    return modifiersRead[path, default: 0]
  }

  /// Binds each state property of `view` to its storage at the view's place, and notes the
  /// observable objects it reads.
  func bindState(of view: some View, at path: ViewPath) {
    for child in Mirror(reflecting: view).children {
      if let state = child.value as? any StateProperty {
        state.bind(to: store, at: "\(path)#\(child.label ?? "?")")
      } else if let object = child.value as? any ObservedObjectProperty {
        observedObjects.append(object.observed)
      }
    }
  }

  /// The controls of a builder's view, read apart from the rest of the tree.
  func readControls(of view: some View, at path: ViewPath) -> [Control] {
    let outer = (controls, isDisabled)
    controls = []
    isDisabled = false
    view.read(into: self, at: path)
    let read = controls
    (controls, isDisabled) = outer
    return read
  }
}
