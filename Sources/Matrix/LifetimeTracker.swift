/// Follows, through weak references, the objects a cell's approach created, to tell which
/// are still alive at the end.
final class LifetimeTracker {
  private struct Tracked {
    weak var object: AnyObject?
    let description: String
  }

  private var tracked: [Tracked] = []

  /// Starts following an object, once.
  func track(_ object: AnyObject, as description: @autoclosure () -> String) {
    guard !tracked.contains(where: { $0.object === object }) else { return }
    tracked.append(Tracked(object: object, description: description()))
  }

  /// The descriptions of the followed objects still alive, but `kept`.
  func alive(besides kept: AnyObject?) -> [String] {
    tracked.filter { $0.object != nil && $0.object !== kept }.map(\.description)
  }
}
