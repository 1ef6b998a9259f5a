import UIKitModel

/// The alerts of one app, shown one at a time in the order asked: the app carries it as an
/// associated object (RT1), so that nothing is shared between apps.
final class ReferenceAlertQueue {
  private static let key = AssociationKey("ReferenceAlertQueue")

  /// The current app's queue, made on first use.
  static var current: ReferenceAlertQueue {
    let application = UIApplication.shared
    if let queue = application.associatedObject(forKey: key) as? ReferenceAlertQueue {
      return queue
    }
    let queue = ReferenceAlertQueue()
    application.setAssociatedObject(queue, forKey: key, policy: .retain)
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
