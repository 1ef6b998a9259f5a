import Matrix
import Presentable

/// A recommendation in the guides' words: the approach, how many of the need's cells it
/// passes, a note for the library of ours that was never built for iOS, the modelling choices its
/// cells rest on, and its worst observed risk in one plain sentence linked to the cell.
struct RecommendationText {
  let data: ReportData
  /// Whether a risk names its environment whole ("iOS 8 pad"), or only its device, where the
  /// app runs on one platform.
  var environmentNamed = true

  /// "**plain UIAlertController**: passes 75 of 98. Worst seen: …", or without its worst risk
  /// where the misses are listed elsewhere.
  func text(_ standing: NeedRanking.Standing, worstRisk includesWorst: Bool = true) -> String {
    let resting = choices(of: standing)
    return "**\(data.name(of: standing.approach))**\(modelOnly(standing.approach)): passes "
      + "\(standing.passes) of \(standing.total)"
      + (resting.cells == 0
        ? ""
        : " (\(resting.cells) on modelling choices: "
          + resting.facts.joined(separator: ", ")
          + ")")
      + "." + (includesWorst ? " " + worstRisk(standing) : "")
  }

  /// "none: …": why no approach is recommended, the reasons of the approaches nearest to it.
  func none(_ ranking: NeedRanking) -> String {
    // An approach that runs and can say the need, but breaks somewhere, is the nearest miss.
    let near = ranking.leftOut.filter(\.exclusion.breaksInPart)
    // The two nearest, each reason said once for the approaches that share it.
    var reasons: [(names: [String], why: String)] = []
    for entry in (near.isEmpty ? ranking.leftOut : near).prefix(2) {
      let why = entry.exclusion.why
      if let index = reasons.firstIndex(where: { $0.why == why }) {
        reasons[index].names.append(data.name(of: entry.approach))
      } else {
        reasons.append(([data.name(of: entry.approach)], why))
      }
    }
    return "none: "
      + reasons.map { reason in
        "\(reason.names[0]) \(Markdown.escape(reason.why))"
          + reason.names.dropFirst().map { "; the same for \($0)" }.joined()
      }
      .joined(separator: "; ")
  }

  /// " (ours; never built for iOS)" after the approach of ours, which no app has shipped, how an app
  /// gets it today after a published one (" (CocoaPods only; last release 2015, …)"), and
  /// nothing after one that adds no code.
  func modelOnly(_ approach: ApproachID) -> String {
    guard let summary = data.summary(of: approach) else { return "" }
    if summary.role == .reference { return " (ours; never built for iOS)" }
    return summary.availability.map { " (\(Markdown.escape($0.short)))" } ?? ""
  }

  /// "Worst seen: the alert never appears ([P7.seen](…), iOS 15+ pad with scenes)." or
  /// "No miss seen.".
  func worstRisk(_ standing: NeedRanking.Standing) -> String {
    guard let worst = standing.misses.first,
      let result = data.result(standing.approach, worst.scenarioID, worst.environment)
    else { return "No miss seen." }
    return "Worst seen: " + PlainRisk.linked(result, environmentNamed: environmentNamed) + "."
  }

  /// How many of the cells a standing was ranked on rest on a modelling choice, and the
  /// choices' fact ids: the cells its "passes" counts, no others.
  private func choices(of standing: NeedRanking.Standing) -> (cells: Int, facts: [String]) {
    var facts: [String] = []
    for fact in standing.cells.flatMap(\.choices) where !facts.contains(fact) {
      facts.append(fact)
    }
    return (standing.cells.filter { !$0.choices.isEmpty }.count, facts)
  }
}
