/// How a cell whose verdict is not its prediction is named, in `swift test` and on the
/// command line alike: the cell, what happened, what was predicted, and what to do.
public enum MismatchReport {
  /// "ETAlertView · I7 · iOS 13–14 phone with scenes: crashed, predicted pass (add a prediction,
  /// fix the approach, or fix the scenario's ideal): *** Terminating app ..."
  public static func sentence(for result: CellResult) -> String {
    let cell = result.cell
    let verdict = result.verdict
    let happened =
      verdict.outcome == cell.predictedOutcome
      ? "\(verdict.outcome.pastTense) without the pinned \(cell.prediction?.pinned?.words ?? "")"
      : verdict.outcome.pastTense
    let details =
      verdict.findings.isEmpty
      ? "" : ": " + verdict.findings.map(\.sentence).joined(separator: "; ")
    return "\(cell): \(happened), predicted \(cell.predictionSummary) (\(advice(for: result)))"
      + details
  }

  private static func advice(for result: CellResult) -> String {
    if result.cell.prediction == nil {
      return "add a prediction, fix the approach, or fix the scenario's ideal"
    }
    if result.verdict.outcome == .pass {
      return "an unexpected pass: check the prediction and the scenario's ideal against the facts, "
        + "then fix the one that is wrong, or the model"
    }
    return "find out whether the prediction, the code or the scenario's ideal is wrong, then fix "
      + "that one"
  }
}

extension Outcome {
  /// "passed", "crashed", "was unsupported".
  public var pastTense: String {
    switch self {
    case .pass: "passed"
    case .fail: "failed"
    case .crash: "crashed"
    case .hang: "hung"
    case .unsupported: "was unsupported"
    case .unavailable: "was unavailable"
    }
  }
}
