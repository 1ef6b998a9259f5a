import Matrix

/// The documents' own claims, each with the verdict the cells give.
struct ClaimsSection {
  static let heading = "The documents' claims, checked"
  /// Scenarios one verdict names at most; the rest are one click away on the approach's page.
  static let linksPerVerdict = 8
  let data: ReportData

  var lines: [String] {
    var lines = [
      "## \(Self.heading)", "",
      "What each document says its approach does, in its own words, against what the cells "
        + "of this run show. Cells the approach cannot express or cannot run are left out.", "",
    ]
    for claim in DocumentClaim.all {
      guard let approach = data.summaries.first(where: { $0.source == claim.source }) else {
        continue
      }
      lines.append(
        "- **\(approach.name)**, \"\(Markdown.escape(claim.quote))\" ("
          + SourceLinks.link(claim.source) + "): " + verdict(claim, approach: approach.id))
    }
    return lines + [""]
  }

  /// A scenario id linked to an approach's first line about it.
  private func cellsLink(_ approach: ApproachID, _ scenarioID: ScenarioID) -> String {
    ApproachPage.scenarioLink(approach, scenarioID)
  }

  private func verdict(_ claim: DocumentClaim, approach: ApproachID) -> String {
    switch claim.evidence {
    case .scenarios(let ids):
      return cellsVerdict(approach) { scenario in
        ids.contains(scenario.id.rawValue) || ids.contains(scenario.behaviour)
      }
    case .groups(let groups):
      return cellsVerdict(approach) { groups.contains($0.group) }
    case .signUpDialog:
      guard let cost = data.costs.first(where: { $0.writer.id == approach }) else { return "" }
      let wrong = CallSiteCostSection.wrong(cost)
      return wrong.isEmpty
        ? "holds: the sign-up dialog works in every environment."
        : "does not hold as written: the document's sign-up dialog is wrong on " + wrong + "."
    case .callSiteRatio:
      let ratios = CallSiteCostSection.ratios(data)
      guard !ratios.isEmpty else { return "" }
      return
        (ratios.allSatisfy(\.holds) ? "holds" : "does not hold") + ": "
        + ratios.map {
          "\($0.against) takes \(CallSiteCostSection.format($0.lineRatio)) times its lines"
        }
        .joined(separator: ", ") + " ("
        + Markdown.link("Call-site cost", to: CallSiteCostSection.heading)
        + ")."
    case .lockedUI(let ids):
      let ports = data.summaries.filter { $0.source == claim.source && $0.role == .swiftPort }
      return lockedVerdict(approach, ids)
        + ports.map { " In Swift, \($0.name) " + lockedVerdict($0.id, ids) }.joined()
    }
  }

  /// Whether a window locked the UI in any of the approach's cells of these scenarios, and
  /// what happened instead if none did.
  private func lockedVerdict(_ approach: ApproachID, _ ids: [ScenarioID]) -> String {
    let results = data.results(of: approach) { ids.contains($0.scenario.id) }
    let links = { (cells: [CellResult]) in
      ScenarioGroups.of(cells).map { cellsLink(approach, $0.scenario.id) }
        .joined(separator: ", ")
    }
    let locked = results.filter { $0.observation?.lockedByInvisibleWindow == true }
    guard locked.isEmpty else {
      return "holds: a window locks the UI in " + links(locked) + "."
    }
    let leaks = results.filter { result in
      result.verdict.findings.contains { $0.check == .freed }
    }
    return "not seen: in none of its \(results.count) cells of "
      + ids.map(\.rawValue).joined(separator: " and ")
      + " does a window take the touches, since the "
      + "category's viewDidDisappear override hides it (RT3)"
      + (leaks.isEmpty ? "." : "; what does happen is a leak: " + links(leaks) + ".")
  }

  /// Whether the approach passes every cell it can run and express among these scenarios,
  /// platform by platform, and where it breaks.
  private func cellsVerdict(_ approach: ApproachID, _ selects: (Scenario) -> Bool) -> String {
    let results = data.results(of: approach) { selects($0.scenario) }.filter {
      ![.unsupported, .unavailable].contains($0.verdict.outcome)
    }
    let misses = results.filter { $0.verdict.outcome != .pass }
    guard !misses.isEmpty else {
      return "holds in all \(results.count) cells it can run and express."
    }
    let holds = MatrixEnvironment.platforms.filter { platform in
      !results.filter {
        $0.cell.environment.osVersion == platform.osVersion
          && $0.cell.environment.lifecycle == platform.lifecycle
      }.isEmpty
        && !misses.contains {
          $0.cell.environment.osVersion == platform.osVersion
            && $0.cell.environment.lifecycle == platform.lifecycle
        }
    }.map { MatrixEnvironment($0.osVersion, .phone, lifecycle: $0.lifecycle).platformName }
    let groups = ScenarioGroups.of(misses)
    let named = groups.prefix(Self.linksPerVerdict).map { scenario, cells in
      cellsLink(approach, scenario.id) + " (" + Places.whereMissed(cells) + ")"
    }
    let more = groups.count > named.count ? " and \(groups.count - named.count) more" : ""
    return (holds.isEmpty ? "does not hold" : "holds on " + holds.joined(separator: ", "))
      + "; \(misses.count) of \(results.count) cells miss: " + named.joined(separator: ", ")
      + more + "."
  }
}
