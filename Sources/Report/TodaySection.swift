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
    for need in Need.allCases {
      rows.append([need.title] + choices(data.ranking(need, kind), text))
      // Two windows side by side: the same need on the scenarios with a second scene, on pad.
      if data.scenarios.contains(where: { $0.secondScene && $0.needs.contains(need) }) {
        let twoWindows = NeedRanking(need, Self.twoWindowApp, data: data) { $0.secondScene }
        rows.append(
          ["\(need.title), two iPad windows side by side"]
            + choices(twoWindows, text))
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
      + [
        "",
        "A cell counts each scenario of the need once per device. A scenario id (P7.seen) links "
          + "to the approach's cells; [docs/Matrix.md](docs/Matrix.md) describes each behaviour "
          + "(P7). "
          + Markdown.link(OlderAppsSection.heading, to: OlderAppsSection.heading) + " follow.",
        "",
      ]
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

  /// The best-ranked approach that adds no library (a baseline): its standing and what the
  /// call site must add; or, when no baseline is a candidate, why each is not.
  private func noDependency(_ ranking: NeedRanking, _ text: RecommendationText) -> String {
    let baselines = data.approaches(in: .baseline).map(\.id)
    guard let standing = ranking.candidates.first(where: { baselines.contains($0.approach) })
    else {
      let reasons = baselines.compactMap { baseline -> String? in
        guard case .failure(let exclusion) = ranking.place(of: baseline) else { return nil }
        return "**\(data.name(of: baseline))** \(Markdown.escape(exclusion.why))"
      }
      return reasons.isEmpty ? "none" : reasons.joined(separator: "; ")
    }
    let lead =
      switch standing.approach {
      case ranking.recommended?.approach:
        "**\(data.name(of: standing.approach))**, the first choice."
      case ranking.second?.approach: "**\(data.name(of: standing.approach))**, the second choice."
      default: text.text(standing)
      }
    return lead + callSiteAdds(standing)
  }

  /// " Your code must add what it misses: L2 (capture the alert weakly in its handlers),
  /// P7." for the behaviours a candidate misses, with the fix a scenario names.
  private func callSiteAdds(_ standing: NeedRanking.Standing) -> String {
    var behaviours: [String] = []
    for miss in standing.misses {
      guard
        let scenario = data.result(standing.approach, miss.scenarioID, miss.environment)?
          .cell.scenario
      else { continue }
      let named =
        scenario.behaviour + (scenario.avoidable.map { " (\(Markdown.escape($0)))" } ?? "")
      if !behaviours.contains(named) { behaviours.append(named) }
    }
    guard !behaviours.isEmpty else { return "" }
    return " Your code must add what it misses: " + behaviours.joined(separator: ", ") + "."
  }
}
