import Matrix
import Presentable

/// The matrix: the picture of every cell of each behaviour group in REPORT.md, and on a page
/// of its own (`path`) a table per behaviour group, a row per scenario and a count of outcomes
/// per approach, each linked to its cells.
struct MatrixSection {
  static let heading = "The matrix"
  /// The page's path from the package root.
  static let path = "docs/report/matrix.md"
  let data: ReportData

  /// REPORT.md's part: each group's picture, and the page's link.
  var summary: [String] {
    [
      "## \(Self.heading)", "",
      "Each behaviour group's cells at a glance, coloured and lettered by outcome, one column "
        + "per platform. [A page of its own](\(Self.path)) counts each scenario's cells by "
        + "outcome for every approach, linked to their details; "
        + "[docs/matrix.html](docs/matrix.html) filters them all.", "",
    ]
      + BehaviourGroup.allCases.flatMap { group in
        [
          "### \(group.heading)", "",
          "![\(group.heading): every cell, marked by outcome](\(Heatmap.file(group)))", "",
        ]
      }
  }

  /// The page: a table per behaviour group and kind of approach, its links made relative to
  /// its own folder.
  var page: String {
    var lines = [
      "# AlertLab report: \(Self.heading)", "",
      "Each behaviour group's tables, one for the published wrappers, one for the ways with no "
        + "library and the reference design, and one for SwiftUI's own alerts: an approach's "
        + "cells of each scenario, counted by outcome (10P 2F: 10 pass, 2 fail), in the "
        + "environments where the scenario can happen. A count links to the details of its "
        + "cells when one failed, crashed, hung or could not express the scenario, or rests on "
        + "a modelling choice (`*`); a scenario id links to its behaviour in docs/Matrix.md.",
      "",
    ]
    for group in BehaviourGroup.allCases {
      lines += ["## \(group.heading)", ""]
      // A table per kind of approach, so that a row stays short however many columns come.
      for (title, roles) in Self.tables {
        let approaches = data.summaries.filter { roles.contains($0.role) }
        guard !approaches.isEmpty else { continue }
        let rows = data.scenarios.filter { $0.group == group }.map { scenario -> [String] in
          [SourceLinks.behaviour(scenario)]
            + approaches.map { cellCounts($0.id, scenario) }
        }
        lines += ["\(title):", ""]
        lines += Markdown.table(["Scenario"] + approaches.map(\.name), rows)
        lines.append("")
      }
    }
    return Markdown.relocated(lines.joined(separator: "\n"), into: "docs/report")
  }

  /// The tables of each group: the published wrappers, then the ways with no library and the
  /// project's own.
  static let tables: [(title: String, roles: [ApproachRole])] = [
    ("Published wrappers", [.publishedWrapper, .swiftPort]),
    ("No library, and the reference design", [.baseline, .reference]),
    ("SwiftUI", [.swiftUI]),
  ]

  /// An approach's cells of a scenario, counted, linked to their details where a cell did not
  /// pass or rests on a modelling choice.
  private func cellCounts(_ approach: ApproachID, _ scenario: Scenario) -> String {
    // A cell of a scenario that cannot happen in its environment says nothing.
    let results = MatrixEnvironment.all.filter(scenario.canHappen).compactMap {
      data.result(approach, scenario.id, $0)
    }
    let text = Self.counts(results)
    // Cells that pass, or cannot run, with no modelling choice have nothing to tell.
    let plain = results.allSatisfy {
      [.pass, .unavailable].contains($0.verdict.outcome) && $0.choices.isEmpty
    }
    return plain ? text : "[\(text)](\(ApproachPage.scenarioTarget(approach, scenario.id)))"
  }

  /// A scenario's cells of one approach, counted by outcome in the legend's order ("10P 2F"),
  /// with `*` when a cell rests on a modelling choice and `!` when one was not as predicted.
  static func counts(_ results: [CellResult]) -> String {
    let counts = Outcome.allCases.compactMap { outcome -> String? in
      let count = results.count { $0.verdict.outcome == outcome }
      return count == 0 ? nil : "\(count)\(ReportMarkdown.mark(outcome))"
    }
    return counts.joined(separator: " ") + (results.contains { !$0.choices.isEmpty } ? "*" : "")
      + (results.allSatisfy(\.matchesPrediction) ? "" : "!")
  }
}
