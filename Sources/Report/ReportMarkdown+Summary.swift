import Matrix
import Presentable

/// The first answer: for each kind of app, what to use today among the published wrappers
/// and no wrapper, its worst risk, and what the reference design adds.
extension ReportMarkdown {
  static let summaryHeading = "What to use today"
  mutating func summary() {
    add(
      "## \(Self.summaryHeading)", "",
      "Pick what your app needs and the oldest iOS it supports. The candidates are the "
        + "approaches your app can add that run on every OS it supports and can express every "
        + "scenario of the need; an approach that cannot is left out, never ranked for doing "
        + "less. Among them: fewest crashes the call site cannot avoid, then fewest failures, "
        + "then most passes, over the need's scenarios. For an app on phone and pad; "
        + Markdown.link("every device", to: Self.everyDeviceHeading)
        + ", and older apps that adopt scenes on iOS 13, follow.", "")
    let universal = AppKind.all.filter { $0.idioms.count > 1 && $0.inFirstTable }
    add(
      Markdown.table(
        ["Your app needs"] + universal.map(\.oldestName),
        Need.allCases.map { need in
          [need.title]
            + universal.map { kind in
              data.ranking(need, kind).recommended.map {
                "**\($0.approach)**" + self.modelOnly($0.approach)
              } ?? "none: " + Markdown.link("why", to: Self.everyDeviceHeading)
            }
        }))
    add(
      "", "### \(Self.everyDeviceHeading)", "",
      "Each kind of app on phone and pad; a phone-only or pad-only app has a row of its own "
        + "only where its answer differs.", "")
    var rows: [[String]] = []
    for need in Need.allCases {
      for kind in AppKind.all {
        let ranking = data.ranking(need, kind)
        if kind.idioms.count == 1,
          let universal = AppKind.all.first(where: {
            $0.oldestName == kind.oldestName && $0.idioms.count > 1
          }),
          data.ranking(need, universal).recommended?.approach == ranking.recommended?.approach
        {
          continue
        }
        let leftOut = ranking.leftOut.map(\.approach).joined(separator: ", ")
        guard let best = ranking.recommended else {
          rows.append([need.title, kind.name, "none", "", leftOut])
          continue
        }
        rows.append([
          need.title, kind.name, "**\(best.approach)**\(modelOnly(best.approach)): \(best.counts)",
          worstRisk(of: best), leftOut,
        ])
      }
    }
    add(Markdown.table(["Need", "Your app", "Use today", "Its worst risk", "Left out"], rows))
    add("")
    add(
      "Why an approach is left out: "
        + Need.allCases.compactMap { need in
          let kind = AppKind.all.first { $0.idioms.count > 1 }!
          let reasons = data.ranking(need, kind).leftOut
            .filter { !$0.why.hasPrefix("an app from") }
            .map { "\($0.approach) \(Markdown.escape($0.why))" }
          return reasons.isEmpty
            ? nil
            : "for \(need.title), from iOS \(kind.oldest.rawValue): "
              + reasons.joined(separator: "; ")
        }.joined(separator: ". ") + ".", "")
  }

  static let everyDeviceHeading = "Every need, app and device"

  /// "crashed", "failed", "hung".
  private static func pastTense(_ outcome: Outcome) -> String {
    switch outcome {
    case .crash: "crashed"
    case .hang: "hung"
    case .fail: "failed"
    default: outcome.rawValue
    }
  }

  /// " (on the model; never built for iOS)" after an approach that has only run on the model.
  private func modelOnly(_ approach: String) -> String {
    data.summary(of: approach)?.role == .reference ? " (on the model; never built for iOS)" : ""
  }

  /// The most severe cell it did not pass, as observed, linked to the cell; or none.
  private func worstRisk(of standing: NeedRanking.Standing) -> String {
    guard let worst = standing.misses.first,
      let result = data.result(standing.approach, worst.scenarioID, worst.environment)
    else { return "none: every cell of the need passes" }
    let finding = result.verdict.findings.first
    // A crash is named by its exception and reason, not iOS's whole termination line.
    var observed =
      finding?.exception.map { "\($0.name): \($0.reason)" } ?? finding?.sentence
      ?? result.verdict.outcome.rawValue
    if observed.count > 100 { observed = String(observed.prefix(100)) + "…" }
    let target = ApproachPage.path(result.cell.approachID) + "#" + ApproachPage.anchor(result.cell)
    return "[\(worst.scenarioID) on \(worst.environment)](\(target)) "
      + Self.pastTense(result.verdict.outcome) + ": " + Markdown.escape(observed)
  }
}
