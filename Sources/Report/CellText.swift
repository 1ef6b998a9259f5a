import Matrix

/// One cell in words, for the terminal and the report alike: the outcome, how it came
/// about, what was observed, and what was predicted.
public enum CellText {
  /// "fail — 'Cancel' is not drawn as cancel. Observed: handlers none; ... Predicted fail:
  /// reason (sources)."
  public static func describe(_ result: CellResult) -> String {
    outcome(result) + " " + prediction(result, sources: result.cell.prediction?.sources ?? [])
  }

  /// The outcome, its details and, for a failure, what was observed.
  static func outcome(_ result: CellResult) -> String {
    var text = result.verdict.outcome.rawValue
    if !result.verdict.findings.isEmpty {
      text += " — " + result.verdict.findings.map(\.sentence).joined(separator: "; ")
    }
    if result.verdict.outcome == .fail, let observation = result.observation {
      text += ". Observed: " + observed(observation)
    }
    return text + "."
  }

  /// The prediction and its reason, with its sources as given (plain ids or links) and the
  /// reason passed through `escape`.
  static func prediction(
    _ result: CellResult, sources: [String], escape: (String) -> String = { $0 }
  ) -> String {
    guard let prediction = result.cell.prediction else {
      return result.matchesPrediction
        ? "Predicted pass." : "Predicted pass. Differs from the prediction."
    }
    let text =
      "Predicted \(prediction.outcome.rawValue): \(escape(prediction.reason)) ("
      + sources.joined(separator: ", ") + ")."
    return result.matchesPrediction ? text : text + " Differs from the prediction."
  }

  private static func observed(_ observation: Observation) -> String {
    let handlers = observation.handlers.map { entry in
      let when = entry.alertOnScreen == nil ? "after its alert left" : "while an alert was up"
      return "'\(entry.action)' (\(when))"
    }
    var titles: [String] = []
    for snapshot in observation.snapshots {
      let title = snapshot.quotedTitle
      if titles.last != title { titles.append(title) }
    }
    var parts = [
      "handlers " + (handlers.isEmpty ? "none" : handlers.joined(separator: ", ")),
      "alerts seen " + titles.joined(separator: " → "),
    ]
    if !observation.alive.isEmpty {
      parts.append("alive at the end: " + observation.alive.joined(separator: ", "))
    }
    return parts.joined(separator: "; ")
  }
}
