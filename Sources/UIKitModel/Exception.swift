import Foundation
import UIKitSimulation

/// The name of an Objective-C exception, as Foundation names it. Linux's Foundation has the
/// type but none of these names, so the model declares its own.
/// https://developer.apple.com/documentation/foundation/nsexceptionname
nonisolated public struct NSExceptionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// An index out of range (RT2, AV5, AV7).
  /// https://developer.apple.com/documentation/foundation/nsexceptionname/rangeexception
  public static let rangeException = NSExceptionName(rawValue: "NSRangeException")
  /// A bad argument: nil added to an array, an active controller presented (RT2, AC12).
  /// https://developer.apple.com/documentation/foundation/nsexceptionname/invalidargumentexception
  public static let invalidArgumentException = NSExceptionName(
    rawValue: "NSInvalidArgumentException")
  /// A broken API contract: NSAssert, a second cancel action (RT4, AC2, AC3, AC5).
  /// https://developer.apple.com/documentation/foundation/nsexceptionname/internalinconsistencyexception
  public static let internalInconsistencyException = NSExceptionName(
    rawValue: "NSInternalInconsistencyException")
  /// A popover without a source (AC9).
  /// https://developer.apple.com/documentation/foundation/nsexceptionname/genericexception
  public static let genericException = NSExceptionName(rawValue: "NSGenericException")
  /// A class that is unavailable in this kind of app (AV20).
  /// https://developer.apple.com/documentation/foundation/nsexceptionname/objectnotavailableexception
  public static let objectNotAvailableException = NSExceptionName(
    rawValue: "NSObjectNotAvailableException")
}

/// Raises an uncaught Objective-C exception: the model never catches one, so the app ends
/// (RT2). By default this prints iOS's termination line to standard error and traps. Where
/// `UncaughtExceptionHandler.current` is set, that handler receives the line instead, and
/// the code that raised never continues either: the handler does not return.
@_spi(Simulation) nonisolated public func raiseException(_ name: NSExceptionName, reason: String)
  -> Never
{
  let exception = UncaughtException(name: name.rawValue, reason: reason)
  if let handler = UncaughtExceptionHandler.current {
    handler.end(exception)
  }
  try? FileHandle.standardError.write(contentsOf: Data((exception.terminationLine + "\n").utf8))
  fatalError("uncaught exception \(name.rawValue)")
}

/// Where an uncaught exception goes instead of ending the process, for code that runs one
/// modelled app on a thread of its own: the handler takes the exception and must not
/// return (it parks the thread for good), so that the app's code stops where the exception
/// was raised, as it would on iOS, and the process lives on.
@_spi(Simulation) public nonisolated struct UncaughtExceptionHandler: Sendable {
  /// Takes the exception; never returns.
  public let end: @Sendable (UncaughtException) -> Never

  public init(_ end: @escaping @Sendable (UncaughtException) -> Never) {
    self.end = end
  }

  /// The handler of the code running now, if any.
  @TaskLocal public static var current: UncaughtExceptionHandler?
}

/// An Objective-C exception, as Swift code raises one against UIKit: made, then raised.
/// Linux's Foundation has no NSException, so the model declares it; raising it ends the
/// app as an uncaught exception does (RT2).
/// https://developer.apple.com/documentation/foundation/nsexception
nonisolated open class NSException: NSObject, @unchecked Sendable {
  public let name: NSExceptionName
  public let reason: String?

  /// https://developer.apple.com/documentation/foundation/nsexception/init(name:reason:userinfo:)
  public init(
    name aName: NSExceptionName, reason aReason: String?, userInfo aUserInfo: [AnyHashable: Any]?
  ) {
    name = aName
    reason = aReason
    super.init()
  }

  /// Raises the exception; no code catches it, so it never returns (RT2).
  /// https://developer.apple.com/documentation/foundation/nsexception/raise()
  open func raise() {
    raiseException(name, reason: reason ?? "")
  }
}
