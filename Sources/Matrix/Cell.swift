/// One cell of the matrix: an approach, a scenario, an environment, and the prediction
/// that covers it, if any.
public struct Cell: Codable, Sendable, Hashable, CustomStringConvertible {
  /// The approach's name.
  public let approach: String
  public let scenario: Scenario
  public let environment: MatrixEnvironment
  /// The expected deviation; nil when the cell is expected to pass.
  public let prediction: Prediction?

  /// The predicted outcome.
  public var predictedOutcome: Outcome { prediction?.outcome ?? .pass }

  /// Whether the cell's process is expected to end in an uncaught exception: a predicted
  /// crash, or a predicted pass where the ideal is a refusal by exception.
  public var expectsProcessToCrash: Bool {
    predictedOutcome == .crash
      || (predictedOutcome == .pass && scenario.ideal.rejectsWith != nil)
  }

  /// "DAAlertController · T3 · iOS 7 pad".
  public var description: String { "\(approach) · \(scenario.id) · \(environment)" }
}
