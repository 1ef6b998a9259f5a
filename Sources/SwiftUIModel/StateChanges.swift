/// The app's changes to SwiftUI state, a view's `@State` or an observed object's
/// `@Published` property, and its reads of a view's state: what tells whether the order of a
/// button's action and the write-back of its alert's binding can matter (SU3). It can where
/// the action changes any state, or reads state that the write-back then changes.
enum StateChanges {
  /// The changes since launch.
  private(set) static var count = 0
  /// The storage read or changed while a `reads(in:)` or `changes(in:)` is under way.
  private static var readsUnderWay: Set<ObjectIdentifier>?
  private static var changesUnderWay: Set<ObjectIdentifier>?

  /// Notes that `storage` changed.
  static func record(_ storage: AnyObject) {
    count += 1
    changesUnderWay?.insert(ObjectIdentifier(storage))
  }

  /// Notes that a view's state stored in `storage` was read.
  static func noteRead(_ storage: AnyObject) {
    readsUnderWay?.insert(ObjectIdentifier(storage))
  }

  /// The storage of the state `body` reads.
  static func reads(in body: () -> Void) -> Set<ObjectIdentifier> {
    let outer = readsUnderWay
    readsUnderWay = []
    body()
    let read = readsUnderWay ?? []
    readsUnderWay = outer.map { $0.union(read) }
    return read
  }

  /// The storage `body` changes.
  static func changes(in body: () -> Void) -> Set<ObjectIdentifier> {
    let outer = changesUnderWay
    changesUnderWay = []
    body()
    let changed = changesUnderWay ?? []
    changesUnderWay = outer.map { $0.union(changed) }
    return changed
  }
}
