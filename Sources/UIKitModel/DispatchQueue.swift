import UIKitSimulation

/// The main dispatch queue, as the model needs it (MQ1): a block sent to it runs on a later
/// turn of the current app's main run loop, one sent for a time once the loop's clock has
/// reached it, and one sent for a time the clock never reaches never runs. Only the main
/// queue is modelled. It shadows Dispatch's class of the same name for code that imports the
/// model, with the same Swift declarations for what it has (no group, quality of service or
/// flags). Like Dispatch's, it is not main-actor code; a modelled app calls it on its main
/// thread.
/// https://developer.apple.com/documentation/dispatch/dispatchqueue
nonisolated public final class DispatchQueue: Sendable {
  private init() {}

  /// The queue of the app's main thread.
  /// https://developer.apple.com/documentation/dispatch/dispatchqueue/main
  public static let main = DispatchQueue()

  /// Runs a block on a later turn of the main run loop.
  /// https://developer.apple.com/documentation/dispatch/dispatchqueue/async(group:qos:flags:execute:)
  public func async(execute work: @escaping @Sendable () -> Void) {
    MainActor.assumeIsolated { UIApplication.current.runLoop.perform(work) }
  }

  /// Runs a block on the first turn of the main run loop at or after a time.
  /// https://developer.apple.com/documentation/dispatch/dispatchqueue/asyncafter(deadline:qos:flags:execute:)
  public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable () -> Void) {
    MainActor.assumeIsolated {
      let application = UIApplication.current
      if deadline != .distantFuture {
        application.noteChoice(.mainQueueClock)
      }
      application.runLoop.perform(atUptimeNanoseconds: deadline.uptimeNanoseconds, work)
    }
  }

  /// Runs a work item on the first turn of the main run loop at or after a time, unless it
  /// is cancelled first.
  /// https://developer.apple.com/documentation/dispatch/dispatchqueue/asyncafter(deadline:execute:)
  public func asyncAfter(deadline: DispatchTime, execute: DispatchWorkItem) {
    asyncAfter(deadline: deadline) { execute.perform() }
  }
}
