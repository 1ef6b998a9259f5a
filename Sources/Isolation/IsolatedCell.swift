import Foundation
import Matrix
import Presentable
import ProcessSupport
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// Runs one cell on a thread of its own, so that neither a modelled exception nor a hang
/// takes more than that cell. A modelled exception parks the cell's thread for good, as the
/// app would have ended there, and the process lives on; a cell that runs past its time
/// limit is left behind, and its process must end soon (a worker does, once it has said so).
public enum IsolatedCell {
  /// How one isolated run ended.
  public enum Ending: Sendable, Hashable {
    /// The cell ran to its end and was observed.
    case observed(Observation)
    /// The cell raised an uncaught exception, after taking these modelling choices.
    case exception(UncaughtException, choices: [ModellingChoice])
    /// The cell was still running when its time was up.
    case overran(limit: Double)
  }

  /// Runs the cell on `thread`, waiting at most `timeLimit` seconds from the moment it
  /// starts. Unless the cell was observed, the thread is lost to it (parked or still
  /// running), and the next cell needs a new one.
  public static func run(
    _ cell: Cell, with approach: any Presentable.Type, timeLimit: Double, on thread: CellThread
  ) -> Ending {
    let noted = Locked<[ModellingChoice]>([])
    let ending = Isolated.run(timeLimit: timeLimit, on: thread) {
      CellRun.observe(cell, with: approach) { choice in noted.withValue { $0.append(choice) } }
    }
    switch ending {
    case .finished(let observation): return .observed(observation)
    case .exception(let exception): return .exception(exception, choices: noted.withValue { $0 })
    case .overran(let limit): return .overran(limit: limit)
    }
  }

  /// The cell's result for an ending: its observation, verdict and modelling choices.
  public static func result(for cell: Cell, ending: Ending) -> CellResult {
    switch ending {
    case .observed(let observation):
      CellResult(
        cell: cell, observation: observation,
        verdict: Judge.verdict(for: cell, observation: observation), choices: observation.choices)
    case .exception(let exception, let choices):
      CellResult(
        cell: cell, observation: nil, verdict: Judge.verdict(for: cell, exception: exception),
        choices: choices)
    case .overran(let limit):
      CellResult(
        cell: cell, observation: nil,
        verdict: Verdict(
          .hang,
          [
            "the cell was still running at the \(limit) s backstop in two fresh workers in a row, and was stopped"
          ]))
    }
  }
}
