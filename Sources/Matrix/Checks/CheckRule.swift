import Presentable
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// One check of the ideal, everything about it in one file of `Checks/`: its field of the
/// fixture and what that expects, what it reads of the observation, and its failure, typed,
/// with its words. `Check.rule` names the rule of each check.
protocol CheckRule {
  /// Reads the check's field of a fixture's ideal (`Check.rawValue`, inside `drawn` for a
  /// `drawn.` check): what it expects, or nil where it makes no check (a flag set false).
  static func expectation(_ field: JSONNode) throws -> Ideal.Expectation?

  /// The action titles an expectation names, each of which must be an action of the alert.
  static func actionTitles(_ expectation: Ideal.Expectation) -> [String]

  /// How the run fails the check: empty when it holds. Called only where the ideal makes
  /// the check.
  static func failures(of run: CheckedRun) -> [any CheckFailure]
}

extension CheckRule {
  static func actionTitles(_ expectation: Ideal.Expectation) -> [String] { [] }

  /// A flag's field: true makes the check.
  static func flag(_ field: JSONNode) throws -> Ideal.Expectation? {
    try field.bool() ? .made : nil
  }

  /// A field that lists texts: action titles, alert titles.
  static func texts(_ field: JSONNode) throws -> Ideal.Expectation? {
    .texts(try field.list().map { try $0.text() })
  }
}

/// A check an observation failed, and how: a typed value, worded only when a report or a
/// prediction's pinned detail needs its words.
public protocol CheckFailure: Sendable, Equatable {
  /// The check that failed.
  var check: Check { get }
  /// How it failed, in words: a sentence after the check's name.
  var problem: String { get }
}

extension CheckFailure {
  /// Whether another failure is of the same type with the same values.
  func isSame(as other: any CheckFailure) -> Bool {
    (other as? Self).map { $0 == self } ?? false
  }
}

/// What a check reads: the cell, the ideal in its environment and the observation.
struct CheckedRun {
  let cell: Cell
  let ideal: Ideal
  let observation: Observation

  /// The scenario's alert.
  var spec: AlertSpec { cell.scenario.alert }

  /// What the ideal expects of a check.
  func expectation(_ check: Check) -> Ideal.Expectation? {
    ideal.expectations[check]
  }

  /// Titles as a failure lists them: quoted, or "none".
  static func list(_ titles: [String]) -> String {
    titles.isEmpty ? "none" : titles.map { "'\($0)'" }.joined(separator: ", ")
  }
}
