/// Why a cell cannot run, by the rule alone, with the reason its finding gives and the fact
/// or document ids behind it: the one place the rule is written. The run answers
/// "unavailable" from it before the approach is asked to show anything, and the fixtures
/// predict it, so that a prediction file lists only the cells that deviate from the rule.
public struct CellUnavailability: Sendable, Hashable {
  public let cause: Unavailability
  public let reason: String
  public let sources: [String]

  /// The rule, in order: the scenario can happen in the environment, the approach's code
  /// builds in the scenario's context (an app extension, W24), and it runs on the
  /// environment's iOS (`runsFrom`); nil when all three hold.
  public init?(_ approach: ApproachIdentity, _ scenario: Scenario, _ environment: MatrixEnvironment)
  {
    if let impossible = scenario.whyImpossible(in: environment) {
      (cause, reason, sources) = (.scenarioImpossible, impossible.reason, [impossible.fact])
    } else if scenario.appExtension, !approach.buildsInAppExtensions {
      (cause, reason, sources) = (
        .appExtension,
        "an app extension cannot use UIApplication.shared, UIAlertView or UIActionSheet, and "
          + "its code uses at least one of them (W24)", ["W24"]
      )
    } else if let requirement = approach.runsFrom, !environment.reaches(requirement.oldest) {
      (cause, reason, sources) = (.operatingSystem, requirement.reason, requirement.sources)
    } else {
      return nil
    }
  }
}
