import Foundation

/// A value worked out on a thread of its own from the moment it is made, so that other work
/// can go on meanwhile; `value` waits for it.
public final class Background<Value: Sendable>: Sendable {
  private let result = Locked<Value?>(nil)
  private let done = DispatchSemaphore(value: 0)

  public init(_ work: @escaping @Sendable () -> Value) {
    Thread { [result, done] in
      let value = work()
      result.withValue { $0 = value }
      done.signal()
    }.start()
  }

  /// The value, once it is worked out.
  public var value: Value {
    if let value = result.withValue({ $0 }) { return value }
    done.wait()
    done.signal()
    return result.withValue { $0! }
  }
}
