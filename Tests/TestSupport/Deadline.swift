import Foundation

/// A wait that ran past its deadline: what was waited for, and how long.
public struct DeadlineExceeded: Error, CustomStringConvertible {
  public let waitingFor: String
  public let seconds: Double

  public var description: String {
    "still \(waitingFor) after \(seconds) s: it should not block; find what it waits on"
  }
}

/// Runs `body` on a thread of its own and waits for it at most `seconds`: a test that could
/// block on a FIFO, a pipe or a process fails at its own deadline, naming what it waited
/// for, rather than hanging the suite. A body past its deadline is left to finish alone.
public func withDeadline<Value: Sendable>(
  seconds: Double, _ waitingFor: String, _ body: @escaping @Sendable () throws -> Value
) throws -> Value {
  let outcome = OutcomeSlot<Value>()
  let finished = DispatchSemaphore(value: 0)
  Thread.detachNewThread {
    outcome.set(Result { try body() })
    finished.signal()
  }
  guard finished.wait(timeout: .now() + seconds) == .success, let result = outcome.value else {
    throw DeadlineExceeded(waitingFor: waitingFor, seconds: seconds)
  }
  return try result.get()
}

/// The result of a body run on another thread.
private final class OutcomeSlot<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var result: Result<Value, any Error>?

  func set(_ result: Result<Value, any Error>) { lock.withLock { self.result = result } }
  var value: Result<Value, any Error>? { lock.withLock { result } }
}
