/// A cell's outcome and what it rests on.
public struct Verdict: Sendable, Hashable {
  public let outcome: Outcome
  /// How the observation differs from the ideal, the crash line, or why the approach could
  /// not take part. Empty for a plain pass.
  public let details: [String]

  public init(_ outcome: Outcome, _ details: [String] = []) {
    self.outcome = outcome
    self.details = details
  }
}
