import Matrix
import UIKitSimulation

/// The cells whose outcome rests on a modelling choice, by choice: what the model chose, how
/// many cells rest on it, and which, by approach and scenario.
struct ChoiceCellsSection {
  static let heading = "Cells that rest on a modelling choice"
  let data: ReportData

  var lines: [String] {
    var choices: [(choice: ModellingChoice, cells: [CellResult])] = []
    for result in data.results {
      for choice in result.choices {
        if let index = choices.firstIndex(where: { $0.choice == choice }) {
          choices[index].cells.append(result)
        } else {
          choices.append((choice, [result]))
        }
      }
    }
    var lines = [
      "## \(Self.heading)", "",
      "Where the documented facts leave UIKit's behaviour open, the model takes one reading, "
        + "and [docs/UIKitFacts.md](docs/UIKitFacts.md) says which and why. These cells would "
        + "change if UIKit took another; an on-device run would settle them first "
        + "([docs/OnDevice.md](docs/OnDevice.md)). A cell may rest on more than one. Each "
        + "approach's count is of its cells; each scenario links to them.", "",
    ]
    for (choice, cells) in choices {
      let byApproach = data.approaches.compactMap { approach -> String? in
        let mine = cells.filter { $0.cell.approach.id == approach }
        guard !mine.isEmpty else { return nil }
        // Each scenario links to its cells, where their environments are told.
        let links = ScenarioGroups.of(mine).map { scenario, _ in
          ApproachPage.scenarioLink(approach, scenario.id)
        }
        return "\(data.name(of: approach)) (\(mine.count)): " + links.joined(separator: ", ")
      }
      lines.append(
        "- " + SourceLinks.link(choice.fact) + ", \(Markdown.escape(choice.sentence)): "
          + "\(cells.count) \(cells.count == 1 ? "cell" : "cells"). "
          + byApproach.joined(separator: "; ") + ".")
    }
    return lines + [""]
  }
}
