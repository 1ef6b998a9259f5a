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
    let (rows, adds) = ChoiceTable(data: data, kind: kind, noDependency: [.baseline]).rowsAndAdds
    return [
      "## \(Self.heading)", "",
      "Today's app is one its team builds with a current Xcode: it supports "
        + "iOS \(kind.oldest.rawValue) or later (Xcode 26 builds for nothing older) and uses scenes, which "
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
        "A cell counts each scenario of the need once per device on each platform of the app ("
          + platformNames(kind) + "). A scenario id (P7.seen) links "
          + "to the approach's cells; [docs/Matrix.md](docs/Matrix.md) describes each behaviour "
          + "(P7). " + resizedWindows
          + Markdown.link(OlderAppsSection.heading, to: OlderAppsSection.heading) + " follow. "
          + "Maintaining an app built on one of these wrappers? "
          + Markdown.link(MigrationSection.heading, to: MigrationSection.heading)
          + " says what moving it to iOS 15+ with scenes gives, wrapper by wrapper.",
        "",
      ]
  }

  /// The platforms the kind meets: "iOS 15–16, iOS 17–25, iOS 26 and iOS 27+, with scenes".
  private func platformNames(_ kind: AppKind) -> String {
    var versions: [String] = []
    for environment in kind.environments {
      // "iOS 17–25 with scenes" → "iOS 17–25".
      let version = environment.platformName.split(separator: " ").prefix(2).joined(separator: " ")
      if !versions.contains(version) { versions.append(version) }
    }
    let listed =
      versions.count > 1
      ? versions.dropLast().joined(separator: ", ") + " and " + versions[versions.count - 1]
      : versions.joined()
    return listed + (kind.usesScenes ? ", with scenes" : "")
  }

  /// Where the resized windows' cells are: "A narrow iPad window (…) is in the rows of
  /// "action sheets": P29.cancel-drawn, …. An iPhone window resized to a regular width (…) is
  /// in the rows of …", from the scenarios that have one.
  private var resizedWindows: String {
    resized(
      data.scenarios.filter(\.narrowWindow),
      "A narrow iPad window (Split View, Slide Over, or a Stage Manager window made narrow: "
        + "compact width)")
      + resized(
        data.scenarios.filter(\.wideWindow),
        "An iPhone window resized to a regular width (iOS 27: the foldable iPhone, Split View)")
  }

  /// "<window> is in the rows of "need": P29.x, P29.y. ", or nothing for no scenario.
  private func resized(_ scenarios: [Scenario], _ window: String) -> String {
    var needs: [Need] = []
    for need in scenarios.flatMap(\.needs) where !needs.contains(need) { needs.append(need) }
    guard !needs.isEmpty else { return "" }
    return window + " is in the rows of "
      + needs.map { "\"\($0.title)\"" }.joined(separator: " and ") + ": "
      + scenarios.map { SourceLinks.behaviour($0) }.joined(separator: ", ") + ". "
  }
}
