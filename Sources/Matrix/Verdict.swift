/// A cell's outcome and what it rests on.
public struct Verdict: Sendable, Equatable {
  public let outcome: Outcome
  /// How the observation differs from the ideal, the exception the run ended with, or why
  /// the approach could not take part. Empty for a plain pass.
  public let findings: [Finding]

  public init(_ outcome: Outcome, _ findings: [Finding] = []) {
    self.outcome = outcome
    self.findings = findings
  }
}
