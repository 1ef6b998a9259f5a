import Foundation

/// The name of an Objective-C exception, spelled as UIKit and Foundation spell it.
public struct ExceptionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// An index out of range (RT2, AV5, AV7).
  public static let range = ExceptionName(rawValue: "NSRangeException")
  /// A bad argument: nil added to an array, an active controller presented (RT2, AC12).
  public static let invalidArgument = ExceptionName(rawValue: "NSInvalidArgumentException")
  /// A broken API contract: NSAssert, a second cancel action (RT4, AC2, AC3, AC5).
  public static let internalInconsistency = ExceptionName(
    rawValue: "NSInternalInconsistencyException")
  /// A popover without a source (AC9).
  public static let generic = ExceptionName(rawValue: "NSGenericException")
  /// A class that is unavailable in this kind of app (AV20).
  public static let objectNotAvailable = ExceptionName(rawValue: "NSObjectNotAvailableException")
}

/// The line iOS prints when an uncaught exception ends the app (RT2).
public func terminationLine(name: ExceptionName, reason: String) -> String {
  "*** Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason)'"
}

/// Raises an uncaught Objective-C exception: the model never catches one, so this prints
/// iOS's termination line to standard error and traps, as the app would end (RT2).
public func raiseException(_ name: ExceptionName, reason: String) -> Never {
  FileHandle.standardError.write(Data((terminationLine(name: name, reason: reason) + "\n").utf8))
  fatalError("uncaught exception \(name.rawValue)")
}
