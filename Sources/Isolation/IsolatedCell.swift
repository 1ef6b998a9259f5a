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
    switch Isolated.run(timeLimit: timeLimit, on: thread, { CellRun.observe(cell, with: approach) })
    {
    case .finished(let observation): .observed(observation)
    case .exception(let exception): .exception(exception)
    case .overran(let limit): .overran(limit: limit)
    }
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
}
