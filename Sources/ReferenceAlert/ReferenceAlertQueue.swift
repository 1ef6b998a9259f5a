#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// The alerts of one app, shown one at a time in the order asked. The app carries it as an
/// associated object (RT1).
@MainActor
final class ReferenceAlertQueue {
  private static var key: UInt8 = 0

  /// The current app's queue, made on first use.
  static var current: ReferenceAlertQueue {
    let application = UIApplication.shared
    if let queue = objc_getAssociatedObject(application, &key) as? ReferenceAlertQueue {
      return queue
    }
    let queue = ReferenceAlertQueue()
    objc_setAssociatedObject(application, &key, queue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    return queue
  }

  /// The alert on screen, held while it is shown.
  private var shown: ReferenceAlert?
  private var waiting: [ReferenceAlert] = []

  func enqueue(_ alert: ReferenceAlert) {
    if shown == nil {
      shown = alert
      alert.present()
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
