import Matrix
import Presentable

/// What an app's choice means over time: targets Xcode no longer builds for, scenes
/// becoming mandatory, and what moving a codebase off a wrapper that scenes break gains or
/// loses, cell by cell.
extension ReportMarkdown {
  static let migrationHeading = "Moving on"

  mutating func migration() {
    add(
      "## \(Self.migrationHeading)", "",
      "Xcode 26 builds for iOS 15 and later (Apple's Xcode system requirements), so the iOS 7+ "
        + "and iOS 8+ targets here describe apps built long ago that still run, not new ones. "
        + "Apple has said that a release after iOS 26 will require scenes, so an app on "
        + "\"iOS 13+ without scenes\" is one step from \"with scenes\": what an approach does "
        + "there is where every such app ends up.", "")
    let scenes = MatrixEnvironment.all.filter { $0.lifecycle == .scenes }
    let appDelegate = MatrixEnvironment.all.filter {
      $0.osVersion == scenes[0].osVersion && $0.lifecycle == .appDelegate
    }
    // The published wrappers that scenes break: every cell they can express crashes there.
    let broken = data.approaches(in: .publishedWrapper).compactMap {
      from -> (String, [CellResult], [CellResult])? in
      let expressed = data.results(of: from) { appDelegate.contains($0.environment) }.filter {
        ![.unsupported, .unavailable].contains($0.verdict.outcome)
      }
      let inScenes = expressed.compactMap {
        data.result(from, $0.cell.scenario.id, environment(scenes, like: $0.cell.environment))
      }
      guard !inScenes.isEmpty, inScenes.allSatisfy({ $0.verdict.outcome == .crash }) else {
        return nil
      }
      return (from, expressed, inScenes)
    }
    for (from, expressed, inScenes) in broken {
      add(
        "An app built on **\(from)** that adopts scenes: all \(inScenes.count) cells it can "
          + "express crash as the alert is created ("
          + (inScenes.first?.verdict.findings.first.map { Markdown.escape($0.sentence) } ?? "")
          + "), where "
          + "\(expressed.filter { $0.verdict.outcome == .pass }.count) passed without scenes. "
          + "Moving those alerts to another approach, on iOS 13 with scenes:", "")
      let rows = data.summaries.filter { to in !broken.contains { $0.0 == to.name } }.map {
        to -> [String] in
        let moved = inScenes.compactMap {
          data.result(to.name, $0.cell.scenario.id, $0.cell.environment)
        }
        let misses = moved.filter { $0.verdict.outcome != .pass }
        let links = ScenarioGroups.of(misses).map {
          cellsLink(to.name, $0.scenario.id)
        }
        let shown = links.prefix(Self.linksPerTableCell)
        return [
          to.name,
          "\(moved.count - misses.count) of \(moved.count)",
          links.isEmpty
            ? "none"
            : shown.joined(separator: " ")
              + (links.count > shown.count ? " and \(links.count - shown.count) more" : ""),
        ]
      }
      add(Markdown.table(["Moving to", "Passes", "Still misses"], rows))
      add("")
    }
  }

  /// The environment of `environments` with the same idiom.
  private func environment(_ environments: [MatrixEnvironment], like other: MatrixEnvironment)
    -> MatrixEnvironment
  {
    environments.first { $0.idiom == other.idiom } ?? other
  }
}
