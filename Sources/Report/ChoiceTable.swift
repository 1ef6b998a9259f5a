import Matrix
import Presentable
@_spi(Simulation) import UIKitModel

/// The first screen's table for one kind of app: for each need, and for the same need in two
/// iPad windows side by side where a scenario has a second scene, a first choice, a second
/// choice and the best choice with no dependency, each with its worst observed risk; and,
/// under it, what the code must add to the choice with no dependency.
struct ChoiceTable {
  let data: ReportData
  let kind: AppKind
  /// The roles of the approaches that add no library, in the order they are named.
  let noDependency: [ApproachRole]
  /// A risk names only its device, to keep a row short; its link leads to the cells, by
  /// environment.
  private var text: RecommendationText { RecommendationText(data: data, environmentNamed: false) }

  /// The table's rows, after its header; and the lines "- **need**, with X: what it misses.".
  var rowsAndAdds: (rows: [[String]], adds: [String]) {
    var rows: [[String]] = []
    var adds: [String] = []
    for need in Need.allCases {
      var needRows = [(need.title, data.ranking(need, kind))]
      // Two windows side by side: the same need on the scenarios with a second scene, on pad.
      if data.scenarios.contains(where: { $0.secondScene && $0.needs.contains(need) }) {
        needRows.append(
          (
            "\(need.title), two iPad windows side by side",
            NeedRanking(need, kind.padAlone, data: data) { $0.secondScene }
          ))
      }
      for (title, ranking) in needRows {
        rows.append([title] + choices(ranking))
        if let standing = noDependencyStanding(ranking), let misses = missesInWords(standing) {
          adds.append("- **\(title)**, with \(data.name(of: standing.approach)): \(misses).")
        }
      }
    }
    return (rows, adds)
  }

  /// The three choices of a need: first, second, and with no dependency.
  private func choices(_ ranking: NeedRanking) -> [String] {
    let first = ranking.recommended.map { text.text($0) } ?? text.none(ranking)
    let second =
      ranking.second.map { text.text($0) }
      ?? (ranking.recommended == nil ? "none" : text.none(ranking))
    return [first, second, noDependency(ranking)]
  }

  /// The approaches that add no library, by role, then in report order.
  private var noDependencyApproaches: [ApproachSummary] {
    noDependency.flatMap { role in data.summaries.filter { $0.role == role } }
  }

  /// The best-ranked approach that adds no library, if any is a candidate.
  private func noDependencyStanding(_ ranking: NeedRanking) -> NeedRanking.Standing? {
    let ids = noDependencyApproaches.map(\.id)
    return ranking.candidates.first { ids.contains($0.approach) }
  }

  /// The best-ranked approach with no dependency: its standing, and whether the call site must
  /// add what it misses (listed under the table); or, when none is a candidate, why the first
  /// two are not, so that a row stays short.
  private func noDependency(_ ranking: NeedRanking) -> String {
    guard let standing = noDependencyStanding(ranking) else {
      let reasons = noDependencyApproaches.compactMap { approach -> String? in
        guard case .failure(let exclusion) = ranking.place(of: approach.id) else { return nil }
        return "**\(approach.name)** \(Markdown.escape(exclusion.why))"
      }.prefix(2)
      return reasons.isEmpty ? "none" : reasons.joined(separator: "; ")
    }
    let lead =
      switch standing.approach {
      case ranking.recommended?.approach:
        "**\(data.name(of: standing.approach))**, the first choice."
      case ranking.second?.approach: "**\(data.name(of: standing.approach))**, the second choice."
      // Its misses, the worst first, are listed under the table.
      default: text.text(standing, worstRisk: standing.misses.isEmpty)
      }
    return lead + (standing.misses.isEmpty ? "" : " Your code must add what it misses (below).")
  }

  /// What a candidate misses, in a person's words (`MissWords`); nil for nothing.
  private func missesInWords(_ standing: NeedRanking.Standing) -> String? {
    MissWords(data: data).text(
      standing.approach, standing.misses.map { ($0.scenarioID, $0.environment) })
  }
}
