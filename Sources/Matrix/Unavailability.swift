/// Why a cell could not run: three different things for a reader. An OS the approach does
/// not run on says where it cannot be used at all; a context its code cannot be built into
/// says what kind of target cannot use it; a scenario that cannot happen in the environment
/// says nothing of the approach.
public enum Unavailability: String, Codable, Sendable, CaseIterable {
  /// The scenario cannot happen in the environment (`Scenario.whyImpossible(in:)`).
  /// `CellUnavailability` is the rule that tells the three apart.
  case scenarioImpossible
  /// The approach's code cannot be built into an app extension (W24).
  case appExtension
  /// The approach does not run on the environment's iOS (`Presentable.runsFrom`).
  case operatingSystem
}
