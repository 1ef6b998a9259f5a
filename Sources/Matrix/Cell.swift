/// One cell of the matrix: an approach, a scenario, an environment, and the prediction
/// that covers it, if any.
public struct Cell: Sendable, Hashable, CustomStringConvertible {
  /// The approach: its id, the key everything is found by, and its name, which only
  /// printed text uses.
  public let approach: ApproachIdentity
  public let scenario: Scenario
  public let environment: MatrixEnvironment
  /// The expected deviation; nil when the cell is expected to pass.
  public let prediction: Prediction?

  public init(
    approach: ApproachIdentity, scenario: Scenario, environment: MatrixEnvironment,
    prediction: Prediction?
  ) {
    self.approach = approach
    self.scenario = scenario
    self.environment = environment
    self.prediction = prediction
  }

  /// The predicted outcome.
  public var predictedOutcome: Outcome { prediction?.outcome ?? .pass }

  /// Whether a verdict is the predicted one: the predicted outcome and, where the
  /// prediction pins a check or an exception, a finding of it.
  public func isPredicted(_ verdict: Verdict) -> Bool {
    guard verdict.outcome == predictedOutcome else { return false }
    guard let pinned = prediction?.pinned else { return true }
    return pinned.isFound(in: verdict.findings)
  }

  /// What was predicted, in words: "crash (NSRangeException)".
  public var predictionSummary: String {
    let pinned = prediction?.pinned.map { " (\($0.words))" } ?? ""
    return predictedOutcome.rawValue + pinned
  }

  /// "DAAlertController · T3 · iOS 7 pad".
  public var description: String { "\(approach.name) · \(scenario.id) · \(environment)" }

  /// Whether the scenario can happen in the cell's environment: a cell where it cannot says
  /// nothing of its approach (`Scenario.canHappen(in:)`).
  public var canHappen: Bool { scenario.canHappen(in: environment) }
}
