import Matrix
import Presentable
@_spi(Simulation) import UIKitModel

/// REPORT.md's first screen: for an app built with the current Xcode (iOS 15 or later, with
/// scenes), a first choice, a second choice and the best choice with no dependency for each
/// need, each with its worst observed risk, and a row for iPad with two windows side by side.
/// At most four columns, so that it fits GitHub's column.
struct TodaySection {
  static let heading = "What to use today"
  let data: ReportData

  var lines: [String] {
    let kind = AppKind.today
    // Every environment of today's app is one platform: a risk names only its device.
    let text = RecommendationText(data: data, environmentNamed: false)
    var rows: [[String]] = []
    var adds: [String] = []
    for need in Need.allCases {
      var needRows = [(need.title, data.ranking(need, kind))]
      // Two windows side by side: the same need on the scenarios with a second scene, on pad.
      if data.scenarios.contains(where: { $0.secondScene && $0.needs.contains(need) }) {
        needRows.append(
          (
            "\(need.title), two iPad windows side by side",
            NeedRanking(need, Self.twoWindowApp, data: data) { $0.secondScene }
          ))
      }
      for (title, ranking) in needRows {
        rows.append([title] + choices(ranking, text))
        if let standing = noDependencyStanding(ranking), let misses = missesInWords(standing) {
          adds.append("- **\(title)**, with \(data.name(of: standing.approach)): \(misses).")
        }
      }
    }
    return [
      "## \(Self.heading)", "",
      "Today's app is one its team builds with a current Xcode: it supports "
        + "\(kind.deploymentTargets) (Xcode 26 builds for nothing older) and uses scenes, which "
        + "an app built with the iOS 27 SDK of Xcode 27 must adopt or it will not launch "
        + "(Apple, TN3187 \"Migrating to the UIKit scene-based life cycle\"). For such an app on "
        + "phone and pad, the candidates are the "
        + "approaches that can express every scenario of the need and pass at least half of its "
        + "cells in every environment of the app; they are ranked by fewest crashes the call "
        + "site cannot avoid, then fewest failures, then most passes.", "",
    ]
      + Markdown.table(
        ["Your app needs", "First choice", "Second choice", "With no dependency"], rows)
      + ["", "With no dependency, your code must add what the choice misses:", ""] + adds
      + [
        "",
        "A cell counts each scenario of the need once per device. A scenario id (P7.seen) links "
          + "to the approach's cells; [docs/Matrix.md](docs/Matrix.md) describes each behaviour "
          + "(P7). " + narrowWindows
          + Markdown.link(OlderAppsSection.heading, to: OlderAppsSection.heading) + " follow. "
          + "Maintaining an app built on one of these wrappers? "
          + Markdown.link(MigrationSection.heading, to: MigrationSection.heading)
          + " says what moving it to iOS 15+ with scenes gives, wrapper by wrapper.",
        "",
      ]
  }

  /// Where the narrow windows' cells are: "A narrow iPad window (…) is in the action sheets
  /// row: P29.cancel-drawn, …. ", from the scenarios that have one.
  private var narrowWindows: String {
    let scenarios = data.scenarios.filter(\.narrowWindow)
    var needs: [Need] = []
    for need in scenarios.flatMap(\.needs) where !needs.contains(need) { needs.append(need) }
    guard !needs.isEmpty else { return "" }
    return "A narrow iPad window (Split View, Slide Over, or a Stage Manager window made "
      + "narrow: compact width) is in the rows of "
      + needs.map { "\"\($0.title)\"" }.joined(separator: " and ") + ": "
      + scenarios.map { SourceLinks.behaviour($0) }.joined(separator: ", ") + ". "
  }

  /// The iPad app with two windows side by side: iOS 15 or later, with scenes, on pad.
  static let twoWindowApp = AppKind.all.first {
    $0.oldest == AppKind.today.oldest && $0.usesScenes && $0.idioms == [.pad]
  }!

  /// The three choices of a need: first, second, and with no dependency.
  private func choices(_ ranking: NeedRanking, _ text: RecommendationText) -> [String] {
    let first = ranking.recommended.map { text.text($0) } ?? text.none(ranking)
    let second =
      ranking.second.map { text.text($0) }
      ?? (ranking.recommended == nil ? "none" : text.none(ranking))
    return [first, second, noDependency(ranking, text)]
  }

  /// The best-ranked approach that adds no library (a baseline), if any is a candidate.
  private func noDependencyStanding(_ ranking: NeedRanking) -> NeedRanking.Standing? {
    let baselines = data.approaches(in: .baseline).map(\.id)
    return ranking.candidates.first { baselines.contains($0.approach) }
  }

  /// The best-ranked baseline: its standing, and whether the call site must add what it
  /// misses (listed under the table); or, when no baseline is a candidate, why each is not.
  private func noDependency(_ ranking: NeedRanking, _ text: RecommendationText) -> String {
    guard let standing = noDependencyStanding(ranking) else {
      let reasons = data.approaches(in: .baseline).compactMap { baseline -> String? in
        guard case .failure(let exclusion) = ranking.place(of: baseline.id) else { return nil }
        return "**\(baseline.name)** \(Markdown.escape(exclusion.why))"
      }
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
