import Matrix
import Presentable

/// The first screen's answer for a SwiftUI app: today's app with SwiftUI views for screens.
/// Its table ranks SwiftUI's own alerts beside the UIKit approaches its code can call with no
/// view controller at hand; under it, what each SwiftUI column misses, and the rules that
/// decide it, from the cells.
struct SwiftUISection {
  let data: ReportData

  var lines: [String] {
    let (rows, adds) = ChoiceTable(
      data: data, kind: .swiftUIToday, noDependency: [.swiftUI, .baseline]
    ).rowsAndAdds
    return [
      "**A SwiftUI app**, the same app with SwiftUI views for screens, can show SwiftUI's own "
        + "alerts, the columns " + columnNames + ", which run on the model of SwiftUI's "
        + "presentation (the SU rules of "
        + "[docs/UIKitFacts.md](docs/UIKitFacts.md#swiftuis-presentation-sourcesswiftuimodel)). "
        + "It can also call a UIKit approach from main-actor code (a view model or service "
        + "marked `@MainActor`, or `await MainActor.run { … }`), but its views hand out no view "
        + "controller: a UIKit approach that cannot show an alert with none at hand is left "
        + "out. The same half rule ranks them:",
      "",
    ]
      + Markdown.table(
        ["Your SwiftUI app needs", "First choice", "Second choice", "With no dependency"], rows)
      + ["", "With no dependency, your code must add what the choice misses:", ""] + adds
      + ["", "What SwiftUI's own alerts miss in this app, and the rules that decide it:", ""]
      + columnMisses
      + [
        "",
        "The environment iOS 15–16 is modelled as iOS 15, where SwiftUI's alerts show no text "
          + "field and write their binding back before the action runs; from iOS 16 they show "
          + "text fields (SU12) and run the action first (SU3), and from iOS 17 their buttons "
          + "follow their state while up (SU7): the cells from iOS 17 show these.", "",
      ]
  }

  /// The SwiftUI columns' names: "**SwiftUI .alert** and **SwiftUI alert center**".
  private var columnNames: String {
    data.approaches(in: .swiftUI).map { "**\($0.name)**" }.joined(separator: " and ")
  }

  /// For each SwiftUI column, its misses in today's app over every need, each with the rules
  /// its predictions cite, and the behaviours it cannot express.
  private var columnMisses: [String] {
    data.approaches(in: .swiftUI).map { column in
      let cells = data.scenarios.flatMap { scenario in
        AppKind.swiftUIToday.environments.compactMap { data.result(column.id, scenario.id, $0) }
      }
      let missed =
        cells.filter { [.crash, .hang].contains($0.verdict.outcome) }
        + cells.filter { $0.verdict.outcome == .fail }
      var inexpressible: [String] = []
      for cell in cells
      where cell.verdict.outcome == .unsupported && !cell.cell.scenario.callerMistake
        && !inexpressible.contains(cell.cell.scenario.behaviour)
      {
        inexpressible.append(cell.cell.scenario.behaviour)
      }
      return "- **\(column.name)**: "
        + (MissWords(data: data, rules: true).text(
          column.id, missed.map { ($0.cell.scenario.id, $0.cell.environment) }) ?? "no miss")
        + (inexpressible.isEmpty
          ? "" : "; it cannot express " + inexpressible.joined(separator: ", "))
        + "."
    }
  }
}
