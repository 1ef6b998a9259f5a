#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// The alerts of one scene, or of an app without scenes, shown one at a time in the order
/// asked. The scene (or the app, or the window or view controller an alert is shown from
/// when it has no scene) carries it as an associated object (RT1), so that it goes when its
/// owner goes.
@MainActor
final class ReferenceAlertQueue {
  private static var key: UInt8 = 0

  /// The queue of `owner`, made on first use.
  static func queue(for owner: AnyObject) -> ReferenceAlertQueue {
    if let queue = objc_getAssociatedObject(owner, &key) as? ReferenceAlertQueue {
      return queue
    }
    let queue = ReferenceAlertQueue()
    objc_setAssociatedObject(owner, &key, queue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    return queue
  }

  /// The alert on screen, held while it is shown.
  private var shown: ReferenceAlert?
  private var waiting: [ReferenceAlert] = []

  func enqueue(_ alert: ReferenceAlert) {
    if shown == nil {
      shown = alert
      alert.presentNow()
    } else {
      waiting.append(alert)
    }
  }

  func remove(_ alert: ReferenceAlert) {
    waiting.removeAll { $0 === alert }
  }

  /// The alert on screen is done: the next one, if any, shows.
  func finish(_ alert: ReferenceAlert) {
    guard shown === alert else { return }
    shown = nil
    if !waiting.isEmpty {
      enqueue(waiting.removeFirst())
    }
  }
}
