import Foundation
import UIKitSimulation

/// NotificationCenter, as the model needs it: one per modelled app, so that one app's
/// observers never see another app's posts, and able to say how many observers are left.
/// It shadows Foundation's class of the same name for code that imports the model, with
/// the same Swift declarations. A block observer is held strongly, with everything its block
/// captures, until it is removed. The queue is not modelled: blocks run on the posting
/// thread, which in a modelled app is always its main thread. Like Foundation's, it is not
/// main-actor code; its state is only touched on its app's thread.
/// https://developer.apple.com/documentation/foundation/notificationcenter
nonisolated public final class NotificationCenter: @unchecked Sendable {
  private var observers: [NotificationObserver] = []

  init() {}

  /// The current app's center.
  /// https://developer.apple.com/documentation/foundation/notificationcenter/default
  public class var `default`: NotificationCenter { UIApplication.current.notificationCenter }

  /// The number of observers still registered.
  @_spi(Simulation) public var observerCount: Int { observers.count }

  /// Adds a block observer for a name, optionally only for one posting object.
  /// https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(forname:object:queue:using:)
  public func addObserver(
    forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue?,
    using block: @escaping @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol {
    let observer = NotificationObserver(name: name, object: obj as AnyObject?, block: block)
    observers.append(observer)
    return observer
  }

  /// Removes an observer that `addObserver(forName:object:queue:using:)` returned.
  /// https://developer.apple.com/documentation/foundation/notificationcenter/removeobserver(_:)
  public func removeObserver(_ observer: Any) {
    observers.removeAll { $0 === observer as AnyObject }
  }

  /// Delivers a notification to every observer registered for it, in registration order.
  /// https://developer.apple.com/documentation/foundation/notificationcenter/post(name:object:)
  public func post(name aName: NSNotification.Name, object anObject: Any?) {
    let object = anObject as AnyObject?
    let notification = Notification(name: aName, object: anObject)
    let matching = observers.filter { observer in
      (observer.name == nil || observer.name == aName)
        && (!observer.filtersByObject || observer.object === object)
    }
    for observer in matching {
      observer.block(notification)
    }
  }
}

/// One block observer: the token that `addObserver(forName:object:queue:using:)` returns.
private nonisolated final class NotificationObserver: NSObject {
  let name: NSNotification.Name?
  weak var object: AnyObject?
  let filtersByObject: Bool
  let block: @Sendable (Notification) -> Void

  init(
    name: NSNotification.Name?, object: AnyObject?,
    block: @escaping @Sendable (Notification) -> Void
  ) {
    self.name = name
    self.object = object
    self.filtersByObject = object != nil
    self.block = block
  }
}
