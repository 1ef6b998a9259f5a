import Matrix
import Presentable

/// What a SwiftUI app can take from the report: which approaches it can call from code with
/// no view controller at hand, and what SwiftUI's own alerts, the SwiftUI columns, miss in
/// today's app, from their cells.
struct SwiftUISection {
  let data: ReportData

  var lines: [String] {
    let ranking = data.ranking(.noViewController, AppKind.today)
    let callable = ranking.candidates.map { "**\(data.name(of: $0.approach))**" }
    return [
      "**A SwiftUI app** can call these approaches as a UIKit app does, from main-actor code, "
        + "as UIKit requires of every alert: a view model or service marked `@MainActor`, or "
        + "`await MainActor.run { … }` from a network layer. A SwiftUI view hands out no view "
        + "controller, so code away from the views needs an approach that shows an alert with "
        + "none at hand: for today's app, "
        + (callable.isEmpty ? "none here" : callable.joined(separator: " or "))
        + " (the row \"\(Need.noViewController.title)\" above)." + swiftUIColumns,
      "",
    ]
  }

  /// SwiftUI's own alerts in today's app: for each SwiftUI column, what its cells of alerts
  /// with buttons miss and what it cannot express.
  private var swiftUIColumns: String {
    let columns = data.approaches(in: .swiftUI)
    guard !columns.isEmpty else { return "" }
    let sentences = columns.map { column -> String in
      let cells = data.scenarios.filter { $0.needs.contains(.alerts) }.flatMap { scenario in
        AppKind.today.environments.compactMap { data.result(column.id, scenario.id, $0) }
      }
      let missed = cells.filter { [.fail, .crash, .hang].contains($0.verdict.outcome) }
      let inexpressible = Set(
        cells.filter { $0.verdict.outcome == .unsupported && !$0.cell.scenario.callerMistake }
          .map(\.cell.scenario.behaviour)
      ).sorted()
      return "**\(column.name)**: "
        + (MissWords(data: data).text(
          column.id, missed.map { ($0.cell.scenario.id, $0.cell.environment) }) ?? "no miss")
        + (inexpressible.isEmpty
          ? "" : "; it cannot express " + inexpressible.joined(separator: ", "))
        + "."
    }
    return " SwiftUI's own alerts are columns of the matrix, whose rules are SU1 to SU12 in "
      + "[docs/UIKitFacts.md](docs/UIKitFacts.md#swiftuis-presentation-sourcesswiftuimodel). "
      + "For alerts with buttons in today's app: " + sentences.joined(separator: " ")
      + " Their cells on iOS 15 are iOS 15's: SwiftUI shows text fields in alerts from iOS 16 "
      + "(SU12), and no environment models iOS 16 yet."
  }
}
