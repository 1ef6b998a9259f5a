import Matrix

/// A card per approach: what it is and where it comes from, the sign-up dialog at its call
/// site, and how it does on each platform, with its worst risk there in plain words. Every
/// cell is on the approach's page.
struct CardsSection {
  static let heading = "The approaches"
  let data: ReportData

  var lines: [String] {
    var lines = ["## \(Self.heading)", ""]
    for summary in data.summaries {
      lines += [
        "### \(summary.name)", "",
        summary.summary + " From " + SourceLinks.link(summary.source) + ".", "",
      ]
      if let availability = summary.availability {
        lines += ["How to get it today: " + availability.detail, ""]
      }
      if let outside = summary.outsideTheMatrix {
        lines += ["Not in the matrix: " + Markdown.escape(outside), ""]
      }
      if let example = data.costs.first(where: { $0.writer.id == summary.id }) {
        lines += [
          "The sign-up dialog at the call site ("
            + example.files.map { "`\($0)`" }.joined(separator: ", ") + ", compiled and run):", "",
          "```swift", example.code, "```", "",
        ]
      }
      lines += card(summary)
    }
    return lines
  }

  /// Its standing where it runs, a row per platform, and the context its code cannot be
  /// built into, apart from its misses.
  private func card(_ summary: ApproachSummary) -> [String] {
    let runs = MatrixEnvironment.all.filter(summary.runs)
    var lines: [String] = []
    if let standing = SeverityStanding(summary.id, in: runs, data: data) {
      lines += [
        (runs.count == MatrixEnvironment.all.count ? "In every environment" : "Where it runs")
          + " it \(standing.counts).", "",
      ]
    }
    let rows = MatrixEnvironment.platforms.map { platform -> [String] in
      let environments = MatrixEnvironment.all.filter {
        $0.osVersion == platform.osVersion && $0.lifecycle == platform.lifecycle
      }
      // A platform where it runs is named as its library's apps know it ("iOS 15+").
      guard let standing = SeverityStanding(summary.id, in: environments, data: data) else {
        // The reason goes last, where the other rows name their worst, so the counts stay narrow.
        return [
          Places.names(of: environments), "does not run", "",
          summary.runsFrom.map { Markdown.escape($0.reason) } ?? "",
        ]
      }
      let name = Places.names(of: environments, addableFrom: summary.addableFrom)
      let worst = (standing.crashes + standing.failures).first
      return [
        name, "\(standing.passed) of \(standing.expressible)",
        [
          standing.crashes.isEmpty ? nil : "\(standing.crashes.count) crash",
          standing.failures.isEmpty ? nil : "\(standing.failures.count) fail",
          standing.cannotExpress.isEmpty ? nil : "\(standing.cannotExpress.count) cannot express",
        ].compactMap { $0 }.joined(separator: ", "),
        worst.map { PlainRisk.linked($0, environmentNamed: false) } ?? "none",
      ]
    }
    lines += Markdown.table(["Platform", "Passes", "Misses", "Worst seen"], rows)
    lines.append("")
    let unbuildable = data.results(of: summary.id) { _ in true }.filter {
      $0.unavailability == .appExtension
    }
    if let reason = unbuildable.first?.verdict.findings.first?.sentence {
      let scenarios = ScenarioGroups.of(unbuildable).map {
        ApproachPage.scenarioLink(summary.id, $0.scenario.id)
      }
      lines += [
        "Cannot be built into an app extension: " + Markdown.escape(reason) + ". So "
          + scenarios.joined(separator: ", ") + " cannot run, and the counts above leave "
          + (scenarios.count == 1 ? "it" : "them") + " out.", "",
      ]
    }
    lines += [
      "Every cell, with what was predicted and why: "
        + "[its page](\(ApproachPage.path(summary.id))).", "",
    ]
    return lines
  }
}
