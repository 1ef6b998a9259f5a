/// A notification posted in the modelled app.
public struct AppNotification {
  /// A notification's name.
  public struct Name: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }
  }

  /// The name it was posted under.
  public let name: Name
  /// The object that posted it, if any.
  public let object: AnyObject?
}

/// A token for one block observer; pass it to `removeObserver(_:)`.
public final class NotificationObserverToken {
  fileprivate let name: AppNotification.Name
  fileprivate weak var object: AnyObject?
  fileprivate let filtersByObject: Bool
  fileprivate let block: (AppNotification) -> Void

  fileprivate init(
    name: AppNotification.Name, object: AnyObject?, block: @escaping (AppNotification) -> Void
  ) {
    self.name = name
    self.object = object
    self.filtersByObject = object != nil
    self.block = block
  }
}

/// The app's notification center (NotificationCenter.default of one modelled app). A block
/// observer is held strongly, with everything its block captures, until it is removed.
public final class AppNotificationCenter {
  private var observers: [NotificationObserverToken] = []

  init() {}

  /// The number of observers still registered.
  public var observerCount: Int { observers.count }

  /// Adds a block observer for a name, optionally only for one posting object.
  @discardableResult
  public func addObserver(
    forName name: AppNotification.Name, object: AnyObject?,
    using block: @escaping (AppNotification) -> Void
  ) -> NotificationObserverToken {
    let token = NotificationObserverToken(name: name, object: object, block: block)
    observers.append(token)
    return token
  }

  /// Removes one block observer.
  public func removeObserver(_ token: NotificationObserverToken) {
    observers.removeAll { $0 === token }
  }

  /// Delivers a notification to every observer registered for it, in registration order.
  public func post(name: AppNotification.Name, object: AnyObject?) {
    let notification = AppNotification(name: name, object: object)
    let matching = observers.filter { token in
      token.name == name && (!token.filtersByObject || token.object === object)
    }
    for token in matching {
      token.block(notification)
    }
  }
}
