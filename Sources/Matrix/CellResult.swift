@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// One cell after its run: what was observed (nil when the run crashed or hung) and the
/// verdict. A class, because the report hands each result around many times and a copy of
/// a value this large costs dozens of reference counts.
public final class CellResult: Sendable {
  public let cell: Cell
  public let observation: Observation?
  public let verdict: Verdict
  /// The modelling choices the outcome rests on: those the run took that bear on a check
  /// the ideal makes, or on the crash that ended it.
  public let choices: [ModellingChoice]
  /// Whether the verdict is the predicted one, pinned detail included.
  public let matchesPrediction: Bool
  /// The observation's JSON as its worker sent it, where it came from one.
  public let observationJSON: String?

  public init(
    cell: Cell, observation: Observation?, verdict: Verdict, choices: [ModellingChoice] = [],
    observationJSON: String? = nil
  ) {
    self.cell = cell
    self.observation = observation
    self.verdict = verdict
    let checks = choices.isEmpty ? [] : cell.scenario.ideal(in: cell.environment).checks
    self.choices = choices.filter { choice in
      verdict.outcome == .crash
        ? choice.canCrash : !choice.affectedChecks.isDisjoint(with: checks)
    }
    self.matchesPrediction = cell.isPredicted(verdict)
    self.observationJSON = observationJSON
  }

  /// Why the cell could not run, where it is unavailable.
  public var unavailability: Unavailability? {
    for case .unavailable(let cause, _) in verdict.findings { return cause }
    return nil
  }
}
