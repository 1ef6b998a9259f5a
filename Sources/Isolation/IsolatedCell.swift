import Foundation
import Matrix
import Presentable
import ProcessSupport
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// How one cell run in a worker ended (`Worker`), and the result it gives the cell.
public enum IsolatedCell {
  /// How one isolated run ended.
  public enum Ending: Sendable, Hashable {
    /// The cell ran to its end and was observed; on the parent's side, with the observation's
    /// JSON as the worker sent it (`Observation.json`).
    case observed(Observation, json: String? = nil)
    /// The cell raised an uncaught exception, after taking these modelling choices.
    case exception(UncaughtException, choices: [ModellingChoice])
    /// The cell was still running when its time was up.
    case overran(limit: Double)
    /// A sign-up trial ran to its end: what is wrong with the dialog.
    case tried(problems: [SignUpProblem])
  }

  /// The cell's result for an ending: its observation, verdict and modelling choices; nil
  /// for a sign-up trial's ending, which no cell has.
  static func result(for cell: Cell, ending: Ending) -> CellResult? {
    switch ending {
    case .observed(let observation, let json):
      CellResult(
        cell: cell, observation: observation,
        verdict: Judge.verdict(for: cell, observation: observation), choices: observation.choices,
        observationJSON: json)
    case .exception(let exception, let choices):
      CellResult(
        cell: cell, observation: nil, verdict: Judge.verdict(for: cell, exception: exception),
        choices: choices)
    case .overran(let limit):
      CellResult(
        cell: cell, observation: nil,
        verdict: Verdict(.hang, [.stoppedAtBackstop(seconds: limit)]))
    case .tried: nil
    }
  }
}
