import Foundation
import Matrix
import Presentable
import ProcessSupport
import UIKitModel

/// Runs one cell on a thread of its own, so that neither a modelled exception nor a hang
/// takes more than that cell. A modelled exception parks the cell's thread for good, as the
/// app would have ended there, and the process lives on; a cell that runs past its time
/// limit is left behind, and its process must end soon (a worker does, once it has said so).
public enum IsolatedCell {
  /// How one isolated run ended.
  public enum Ending: Sendable, Hashable {
    /// The cell ran to its end and was observed.
    case observed(Observation)
    /// The cell raised an uncaught exception.
    case exception(UncaughtException)
    /// The cell was still running when its time was up.
    case overran(limit: Double)
  }

  /// Runs the cell on `thread`, waiting at most `timeLimit` seconds from the moment it
  /// starts. Unless the cell was observed, the thread is lost to it (parked or still
  /// running), and the next cell needs a new one.
  public static func run(
    _ cell: Cell, with approach: any Presentable.Type, timeLimit: Double, on thread: CellThread
  ) -> Ending {
    let ending = EndingSlot()
    let handler = UncaughtExceptionHandler { exception in
      ending.set(.exception(exception))
      parkForever()
    }
    thread.perform {
      let observation = UncaughtExceptionHandler.$current.withValue(handler) {
        CellRun.observe(cell, with: approach)
      }
      ending.set(.observed(observation))
    }
    return ending.wait(seconds: timeLimit) ?? .overran(limit: timeLimit)
  }

  /// The verdict for an ending.
  public static func verdict(for cell: Cell, ending: Ending) -> (Observation?, Verdict) {
    switch ending {
    case .observed(let observation):
      (observation, Judge.verdict(for: cell, observation: observation))
    case .exception(let exception):
      (nil, Judge.verdict(for: cell, exception: exception))
    case .overran(let limit):
      (
        nil,
        Verdict(.hang, ["the cell was still running after its \(limit) s limit and was stopped"])
      )
    }
  }

  /// Blocks the calling thread for good.
  private static func parkForever() -> Never {
    let never = DispatchSemaphore(value: 0)
    while true {
      never.wait()
    }
  }
}

/// A thread that runs cells one at a time, as long as none of them parks it or overruns:
/// cheaper than a thread per cell. Its stack is the same size on every platform (a Mac's
/// secondary threads get 512 KiB by default, Linux's 8 MiB), so that deep recursion gives
/// one verdict everywhere.
public final class CellThread: Sendable {
  /// The stack size of every cell thread.
  public static let stackSize = 8 << 20

  private let work = Locked<(@Sendable () -> Void)?>(nil)
  private let pending = DispatchSemaphore(value: 0)

  public init() {
    let thread = Thread { [work, pending] in
      while true {
        pending.wait()
        work.withValue { work in
          defer { work = nil }
          return work
        }?()
      }
    }
    thread.stackSize = Self.stackSize
    thread.start()
  }

  /// Runs work on the thread, after the work before it.
  func perform(_ newWork: @escaping @Sendable () -> Void) {
    work.withValue { $0 = newWork }
    pending.signal()
  }
}

/// The first ending a cell's thread reports, handed to the thread that waits for it.
private final class EndingSlot: Sendable {
  private let ending = Locked<IsolatedCell.Ending?>(nil)
  private let filled = DispatchSemaphore(value: 0)

  func set(_ value: IsolatedCell.Ending) {
    ending.withValue { ending in
      guard ending == nil else { return }
      ending = value
      filled.signal()
    }
  }

  func wait(seconds: Double) -> IsolatedCell.Ending? {
    guard filled.wait(timeout: .now() + seconds) == .success else { return nil }
    return ending.withValue { $0 }
  }
}
