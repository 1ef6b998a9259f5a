import Presentable
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// One check of the ideal, everything about it in one file of `Checks/`: whether an ideal
/// makes it, what it reads of the observation, and its failure, typed, with its words.
/// `Check.rule` names the rule of each check.
protocol CheckRule {
  /// Whether the ideal makes the check.
  static func isMade(by ideal: Ideal) -> Bool

  /// How the run fails the check: empty when it holds. Called only where the ideal makes
  /// the check.
  static func failures(of run: CheckedRun) -> [any CheckFailure]
}

/// A check an observation failed, and how: a typed value, worded only when a report or a
/// prediction's pinned detail needs its words.
public protocol CheckFailure: Sendable {
  /// The check that failed.
  var check: Check { get }
  /// How it failed, in words: a sentence after the check's name.
  var problem: String { get }
}

/// What a check reads: the cell, the ideal in its environment and the observation.
struct CheckedRun {
  let cell: Cell
  let ideal: Ideal
  let observation: Observation

  /// The scenario's alert.
  var spec: AlertSpec { cell.scenario.alert }

  /// Titles as a failure lists them: quoted, or "none".
  static func list(_ titles: [String]) -> String {
    titles.isEmpty ? "none" : titles.map { "'\($0)'" }.joined(separator: ", ")
  }
}
