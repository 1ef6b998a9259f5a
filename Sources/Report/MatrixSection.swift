import Matrix

/// The matrix: the picture of every cell, then a table per behaviour group, a row per
/// scenario and a mark group per approach, each linked to its cells.
struct MatrixSection {
  static let heading = "The matrix"
  let data: ReportData

  var lines: [String] {
    var lines = [
      "## \(Self.heading)", "",
      "Each behaviour group's cells at a glance, coloured and lettered by outcome, then its "
        + "table. A mark group links to the details of its cells that did not pass or rest on a "
        + "modelling choice (`*`); a scenario id links to its behaviour in docs/Matrix.md.", "",
    ]
    for group in BehaviourGroup.allCases {
      lines += [
        "### \(group.heading)", "",
        "![\(group.heading): every cell, marked by outcome](\(Heatmap.file(group)))", "",
      ]
      let rows = data.scenarios.filter { $0.group == group }.map { scenario -> [String] in
        let columns = data.approaches.map { approach in
          let results = MatrixEnvironment.all.compactMap { data.result(approach, scenario.id, $0) }
          let marks = results.map {
            ReportMarkdown.mark($0.verdict.outcome) + ($0.matchesPrediction ? "" : "!")
              + ($0.choices.isEmpty ? "" : "*")
          }
          let text =
            "`"
            + stride(from: 0, to: marks.count, by: 2).map {
              marks[$0..<min($0 + 2, marks.count)].joined()
            }
            .joined(separator: " ") + "`"
          let allPass = results.allSatisfy { $0.verdict.outcome == .pass }
          return allPass
            ? text
            : "[\(text)](\(ApproachPage.scenarioTarget(approach, scenario.id)))"
        }
        return [SourceLinks.behaviour(scenario)] + columns
      }
      lines += Markdown.table(["Scenario"] + data.summaries.map(\.name), rows)
      lines.append("")
    }
    return lines
  }
}
