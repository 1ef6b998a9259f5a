import Matrix

/// What an approach misses, in a person's words, each with the behaviours it is seen in and
/// the fix a scenario names: "the alert never appears: P2, P7; the alert or its window is
/// never freed: L2 (capture the alert weakly in its handlers)"; and, with `rules`, the fact
/// ids its predictions cite after each risk: "the alert never appears: P2, P7 (by SU2, W3)".
struct MissWords {
  let data: ReportData
  var rules = false

  /// The misses of `approach` in these cells, most severe first as given; nil for none.
  func text(
    _ approach: ApproachID, _ cells: [(scenarioID: ScenarioID, environment: MatrixEnvironment)]
  ) -> String? {
    var risks: [(words: String, behaviours: [String], rules: [String])] = []
    var seen: Set<String> = []
    for miss in cells {
      guard let result = data.result(approach, miss.scenarioID, miss.environment),
        seen.insert(result.cell.scenario.behaviour).inserted
      else { continue }
      let scenario = result.cell.scenario
      // The behaviour, linked to the approach's first cell of it that missed.
      let named =
        "[\(scenario.behaviour)](\(ApproachPage.scenarioTarget(approach, scenario.id)))"
        + (scenario.avoidable.map { " (\(Markdown.escape($0)))" } ?? "")
      let words = PlainRisk.words(result)
      // A source that names no document is a fact id.
      let facts = (result.cell.prediction?.sources ?? []).filter {
        SourceCatalog.document($0) == nil
      }
      if let index = risks.firstIndex(where: { $0.words == words }) {
        risks[index].behaviours.append(named)
        risks[index].rules += facts.filter { !risks[index].rules.contains($0) }
      } else {
        risks.append((words, [named], facts))
      }
    }
    guard !risks.isEmpty else { return nil }
    return risks.map { risk in
      "\(risk.words): \(risk.behaviours.joined(separator: ", "))"
        + (rules && !risk.rules.isEmpty
          ? " (by " + risk.rules.map(SourceLinks.link).joined(separator: ", ") + ")" : "")
    }
    .joined(separator: "; ")
  }
}
