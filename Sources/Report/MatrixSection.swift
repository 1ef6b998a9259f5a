import Matrix

/// The matrix: the picture of every cell, then a table per behaviour group, a row per
/// scenario and a count of outcomes per approach, each linked to its cells.
struct MatrixSection {
  static let heading = "The matrix"
  let data: ReportData

  var lines: [String] {
    var lines = [
      "## \(Self.heading)", "",
      "Each behaviour group's cells at a glance, coloured and lettered by outcome, one column "
        + "per platform, then its table: an approach's cells of each scenario, counted by "
        + "outcome (10P 2F: 10 pass, 2 fail), in the environments where the scenario can "
        + "happen. A count links to the details of its cells when "
        + "one failed, crashed, hung or could not express the scenario, or rests on a modelling "
        + "choice (`*`); a scenario id links to its "
        + "behaviour in docs/Matrix.md.", "",
    ]
    for group in BehaviourGroup.allCases {
      lines += [
        "### \(group.heading)", "",
        "![\(group.heading): every cell, marked by outcome](\(Heatmap.file(group)))", "",
      ]
      let rows = data.scenarios.filter { $0.group == group }.map { scenario -> [String] in
        let columns = data.approaches.map { approach in
          // A cell of a scenario that cannot happen in its environment says nothing.
          let results = MatrixEnvironment.all.filter(scenario.canHappen).compactMap {
            data.result(approach, scenario.id, $0)
          }
          let text = Self.counts(results)
          // Cells that pass, or cannot run, with no modelling choice have nothing to tell.
          let plain = results.allSatisfy {
            [.pass, .unavailable].contains($0.verdict.outcome) && $0.choices.isEmpty
          }
          return plain
            ? text : "[\(text)](\(ApproachPage.scenarioTarget(approach, scenario.id)))"
        }
        return [SourceLinks.behaviour(scenario)] + columns
      }
      lines += Markdown.table(["Scenario"] + data.summaries.map(\.name), rows)
      lines.append("")
    }
    return lines
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
