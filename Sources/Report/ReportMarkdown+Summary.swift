import Matrix
import Presentable

/// The first answer: for each kind of app, what to use today among the published wrappers
/// and no wrapper, its worst risk, and what the reference design adds.
extension ReportMarkdown {
  static let summaryHeading = "What to use today"
  /// Scenario links one table cell shows at most; the rest are in the details.
  static let linksPerCell = 2

  mutating func summary() {
    add(
      "## \(Self.summaryHeading)", "",
      "Ranked by how badly each breaks on your app's OS versions and devices: fewest crashes, "
        + "then fewest failures, then fewest features it cannot express. The candidates are "
        + "the approaches your app can add: the published wrappers, "
        + data.approaches(in: .swiftPort).map { "\($0), " }.joined()
        + "no wrapper at all, and "
        + "each library whose deployment target your app meets ("
        + data.summaries.compactMap { summary in
          summary.addableFrom.map { "\(summary.name) from iOS \($0.rawValue)" }
        }.joined(separator: ", ")
        + "). Counts are cells of this run.", "")
    let rows = AppKind.all.map { kind -> [String] in
      guard
        let best = SeverityStanding.ranked(in: kind.environments, data: data).first(where: {
          data.summary(of: $0.approach)?.isAddable(byAppsFrom: kind.oldest) == true
        })
      else {
        return [kind.name, "no candidate runs on every OS", "", ""]
      }
      return [
        kind.name, "**\(best.approach)**: \(best.counts)", worstRisk(of: best),
        referenceAdds(over: best, in: kind),
      ]
    }
    add(Markdown.table(["Your app", "Use today", "Its worst risk", "ReferenceAlert adds"], rows))
    add("")
  }

  /// The most severe kind of miss, in words: the first such scenario's title and where it
  /// happens, then the others linked.
  private func worstRisk(of standing: SeverityStanding) -> String {
    for (misses, what) in [
      (standing.crashes, "crashes"), (standing.failures, "fails"),
      (standing.cannotExpress, "cannot express"),
    ] where !misses.isEmpty {
      let first = misses[0].cell.scenario
      var platforms: [String] = []
      for miss in misses where miss.cell.scenario.id == first.id {
        let name = miss.cell.environment.platformName
        if !platforms.contains(name) { platforms.append(name) }
      }
      return "\(what) (\(misses.count) cells): \(Markdown.escape(first.title)) on "
        + platforms.joined(separator: ", ") + Self.avoidance(first) + "; "
        + scenarioLinks(misses, of: standing.approach)
    }
    return "none: every cell passes"
  }

  /// The cells the reference design passes where the recommendation does not.
  private func referenceAdds(over standing: SeverityStanding, in kind: AppKind) -> String {
    guard let reference = data.approaches(in: .reference).first else { return "" }
    guard reference != standing.approach else { return "it is the one to use" }
    let misses = standing.misses.filter {
      data.result(reference, $0.cell.scenario.id, $0.cell.environment)?.verdict.outcome == .pass
    }
    guard !misses.isEmpty else { return "nothing on this app" }
    let total = standing.misses.count
    let addable =
      data.summary(of: reference)?.whyNotAddable(byAppsFrom: kind.oldest)
      .map { " (your app cannot add it: \($0))" } ?? ""
    return "passes \(misses.count) of its \(total) misses\(addable): "
      + scenarioLinks(misses, of: standing.approach, atMost: 2)
  }

  /// The scenarios of these cells, each once, linked to the approach's details; at most
  /// `atMost`, then how many more.
  private func scenarioLinks(
    _ cells: [CellResult], of approach: String, atMost: Int = linksPerCell
  ) -> String {
    var ids: [String] = []
    for cell in cells where !ids.contains(cell.cell.scenario.id) {
      ids.append(cell.cell.scenario.id)
    }
    let shown = ids.prefix(atMost).map { cellsLink(approach, $0) }
    let more = ids.count - shown.count
    return shown.joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
  }
}
