/// An exception that no code caught, which ends the app (RT2).
public struct UncaughtException: Sendable, Hashable, Codable {
  /// The exception's name, as Foundation spells it ("NSRangeException").
  public let name: String
  public let reason: String

  public init(name: String, reason: String) {
    self.name = name
    self.reason = reason
  }

  /// The line iOS prints as the exception ends the app (RT2).
  public var terminationLine: String {
    "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"
  }
}
