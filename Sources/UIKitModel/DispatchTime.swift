import UIKitSimulation

/// A time of the main run loop's clock, which moves only when the loop waits for work asked
/// for at a time (MQ1). It shadows Dispatch's type of the same name for code that imports the
/// model. As Dispatch's, adding seconds clamps: an infinite or too large interval gives
/// `distantFuture`, a time that is never reached.
/// https://developer.apple.com/documentation/dispatch/dispatchtime
nonisolated public struct DispatchTime: Equatable, Sendable {
  /// Nanoseconds since the app started, on the loop's clock.
  /// https://developer.apple.com/documentation/dispatch/dispatchtime/uptimenanoseconds
  public let uptimeNanoseconds: UInt64

  /// https://developer.apple.com/documentation/dispatch/dispatchtime/init(uptimenanoseconds:)
  public init(uptimeNanoseconds: UInt64) {
    self.uptimeNanoseconds = uptimeNanoseconds
  }

  /// The current time of the current app's main run loop.
  /// https://developer.apple.com/documentation/dispatch/dispatchtime/now()
  public static func now() -> DispatchTime {
    MainActor.assumeIsolated {
      DispatchTime(uptimeNanoseconds: UIApplication.current.runLoop.uptimeNanoseconds)
    }
  }

  /// A time the clock never reaches.
  /// https://developer.apple.com/documentation/dispatch/dispatchtime/distantfuture
  public static let distantFuture = DispatchTime(uptimeNanoseconds: .max)

  /// A time some seconds later, clamped to `distantFuture`.
  /// https://developer.apple.com/documentation/dispatch/+(_:_:)-6fmcc
  public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
    let nanoseconds = seconds * 1_000_000_000
    guard nanoseconds.isFinite, nanoseconds < Double(UInt64.max - time.uptimeNanoseconds)
    else { return distantFuture }
    return DispatchTime(uptimeNanoseconds: time.uptimeNanoseconds + UInt64(max(0, nanoseconds)))
  }
}
