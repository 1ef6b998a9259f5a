import Foundation
import ProcessSupport
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// Runs app code on a thread of its own, so that neither a modelled exception nor a hang
/// takes more than that run: an exception parks the thread for good, as the app would have
/// ended there, and the process lives on.
public enum Isolated {
  /// Seconds of wall-clock time after which a run is stopped: a backstop for code that never
  /// returns, never a measure of speed. The model's own bound, on the run loop, is counted in
  /// turns; a cell of the matrix takes well under a millisecond, so only code stuck for good
  /// comes near this, however busy the machine.
  public static let backstopSeconds = 30.0

  /// How one isolated run ended.
  public enum Ending<Value: Sendable>: Sendable {
    case finished(Value)
    /// The code raised an uncaught exception.
    case exception(UncaughtException)
    /// The code was still running when its time was up.
    case overran(limit: Double)
  }

  /// Runs `body` on `thread`, waiting at most `timeLimit` seconds from the moment it starts.
  /// Unless it finished, the thread is lost to it, and the next run needs a new one.
  public static func run<Value: Sendable>(
    timeLimit: Double, on thread: CellThread, _ body: @escaping @Sendable () -> Value
  ) -> Ending<Value> {
    let ending = EndingSlot<Value>()
    let handler = UncaughtExceptionHandler { exception in
      ending.set(.exception(exception))
      parkForever()
    }
    thread.perform {
      let value = UncaughtExceptionHandler.$current.withValue(handler) { body() }
      ending.set(.finished(value))
    }
    return ending.wait(seconds: timeLimit) ?? .overran(limit: timeLimit)
  }

  /// Blocks the calling thread for good, as a thread whose app ended must stay.
  static func parkForever() -> Never {
    let never = DispatchSemaphore(value: 0)
    while true {
      never.wait()
    }
  }
}

/// The first ending a run's thread reports, handed to the thread that waits for it.
private final class EndingSlot<Value: Sendable>: Sendable {
  private let ending = Locked<Isolated.Ending<Value>?>(nil)
  private let filled = DispatchSemaphore(value: 0)

  func set(_ value: Isolated.Ending<Value>) {
    ending.withValue { ending in
      guard ending == nil else { return }
      ending = value
      filled.signal()
    }
  }

  func wait(seconds: Double) -> Isolated.Ending<Value>? {
    guard filled.wait(timeout: .now() + seconds) == .success else { return nil }
    return ending.withValue { $0 }
  }
}
