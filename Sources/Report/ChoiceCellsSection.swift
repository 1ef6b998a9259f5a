import Matrix
import UIKitSimulation

/// The cells whose outcome rests on a modelling choice, by choice: what the model chose, how
/// many cells rest on it, and which. REPORT.md counts them by approach; a page of their own
/// (`path`) lists them by approach and scenario, each linked to its cells.
struct ChoiceCellsSection {
  static let heading = "Cells that rest on a modelling choice"
  /// The page's path from the package root.
  static let path = "docs/report/choices.md"
  let data: ReportData

  /// REPORT.md's part: each choice with its cells counted by approach, and the page's link.
  var summary: [String] {
    [
      "## \(Self.heading)", "",
      introduction + " [A page of its own](\(Self.path)) links each "
        + "choice's cells, scenario by scenario.", "",
    ]
      + choices.map { choice, cells in
        item(choice, cells) + byApproach(cells) { mine, _ in "\(mine.count)" } + "."
      } + unused + [""]
  }

  /// The page: each choice's cells, by approach and scenario, its links made relative to its
  /// own folder.
  var page: String {
    let lines =
      ["# AlertLab report: " + Self.heading, "", introduction, ""]
      + choices.map { choice, cells in
        item(choice, cells)
          + byApproach(cells) { mine, approach in
            // Each scenario links to its cells, where their environments are told.
            "\(mine.count): "
              + ScenarioGroups.of(mine).map { scenario, _ in
                ApproachPage.scenarioLink(approach, scenario.id)
              }.joined(separator: ", ")
          } + "."
      } + unused
    return Markdown.relocated(lines.joined(separator: "\n"), into: "docs/report") + "\n"
  }

  private var introduction: String {
    "Where the documented facts leave UIKit's behaviour open, the model takes one reading, "
      + "and [docs/UIKitFacts.md](docs/UIKitFacts.md) says which and why. These cells would "
      + "change if UIKit took another; an on-device run would settle them first "
      + "([docs/OnDevice.md](docs/OnDevice.md)). A cell may rest on more than one. Each "
      + "approach's count is of its cells."
  }

  /// The choices no cell of this run rests on, each said once.
  private var unused: [String] {
    let used = Set(choices.map(\.choice))
    return ModellingChoice.allCases.filter { !used.contains($0) }.map { choice in
      "- " + SourceLinks.link(choice.fact) + ", \(Markdown.escape(choice.sentence)): no cell "
        + "rests on it in this run."
    }
  }

  /// "- AC13, what the model chose: 24 cells. "
  private func item(_ choice: ModellingChoice, _ cells: [CellResult]) -> String {
    "- " + SourceLinks.link(choice.fact) + ", \(Markdown.escape(choice.sentence)): "
      + "\(cells.count) \(cells.count == 1 ? "cell" : "cells"). "
  }

  /// "Name (what); Name (what)" for each approach with cells here, in report order.
  private func byApproach(
    _ cells: [CellResult], _ what: ([CellResult], ApproachID) -> String
  ) -> String {
    data.approaches.compactMap { approach -> String? in
      let mine = cells.filter { $0.cell.approach.id == approach }
      return mine.isEmpty ? nil : "\(data.name(of: approach)) (\(what(mine, approach)))"
    }.joined(separator: "; ")
  }

  /// Each modelling choice with the cells that rest on it, in the order the run meets them.
  private var choices: [(choice: ModellingChoice, cells: [CellResult])] {
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
    return choices
  }
}
