import UIKitSimulation

/// A block the main queue can run, and that can be cancelled before it runs (MQ1). It shadows
/// Dispatch's class of the same name for code that imports the model; its block is held
/// until the item is freed, as Dispatch's is.
/// https://developer.apple.com/documentation/dispatch/dispatchworkitem
nonisolated public final class DispatchWorkItem: @unchecked Sendable {
  private let block: @Sendable () -> Void
  /// Whether `cancel()` was called; only touched on the app's main thread.
  public private(set) var isCancelled = false

  /// https://developer.apple.com/documentation/dispatch/dispatchworkitem/init(qos:flags:block:)
  public init(block: @escaping @Sendable () -> Void) {
    self.block = block
  }

  /// Runs the block now, unless the item was cancelled.
  /// https://developer.apple.com/documentation/dispatch/dispatchworkitem/perform()
  public func perform() {
    guard !isCancelled else { return }
    block()
  }

  /// Cancels the item: a queue that has not run it yet never will.
  /// https://developer.apple.com/documentation/dispatch/dispatchworkitem/cancel()
  public func cancel() {
    isCancelled = true
  }
}
