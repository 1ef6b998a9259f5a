/// The app's changes to SwiftUI state, a view's `@State` or an observed object's
/// `@Published` property, and its reads of a view's state: what tells whether the order of a
/// button's action and the write-back of its alert's binding can matter (SU3). It can where
/// the action changes any state, or reads state that the write-back then changes.
enum StateChanges {
  /// A read of a view's state, or a change to any state.
  enum Access {
    case read, change
  }

  /// The changes since launch.
  private(set) static var count = 0
  /// The storage accessed each way while a `storage(_:in:)` of that way is under way.
  private static var underWay: [Access: Set<ObjectIdentifier>] = [:]

  /// Notes that `storage` changed.
  static func record(_ storage: AnyObject) {
    count += 1
    underWay[.change]?.insert(ObjectIdentifier(storage))
  }

  /// Notes that a view's state stored in `storage` was read.
  static func noteRead(_ storage: AnyObject) {
    underWay[.read]?.insert(ObjectIdentifier(storage))
  }

  /// The storage `body` accesses that way: the state it reads, or the state it changes.
  static func storage(_ access: Access, in body: () -> Void) -> Set<ObjectIdentifier> {
    let outer = underWay[access]
    underWay[access] = []
    body()
    let accessed = underWay[access] ?? []
    underWay[access] = outer.map { $0.union(accessed) }
    return accessed
  }
}
