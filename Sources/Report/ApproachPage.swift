import Matrix
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// One approach's cells on a page of its own, `docs/report/<approach id>.md`: every cell, with
/// a stable anchor that names its approach, scenario and environment, grouped by what was
/// predicted, so that a reason is written once, before the cells it covers.
enum ApproachPage {
  /// The folder of the pages, from the package root.
  static let folder = "docs/report"

  /// The page of an approach, from the package root.
  static func path(_ approachID: ApproachID) -> String {
    "\(folder)/\(approachID).md"
  }

  /// The anchor of one cell, which names its approach, scenario and environment:
  /// "etalertview-c2-alert-ios13-pad-scenes".
  static func anchor(_ cell: Cell) -> String {
    Markdown.slug(cell.approach.id.rawValue) + "-" + anchor(cell.scenario.id) + "-"
      + anchor(cell.environment)
  }

  /// An environment's part of a cell's anchor: its stable id ("ios13-pad-scenes"), so that a
  /// cell keeps its anchor when its environment's name changes.
  static func anchor(_ environment: MatrixEnvironment) -> String { environment.id.rawValue }

  /// "iOS 7, iOS 9–12 pad, iOS 13–14 with scenes": the environments in order, a platform whose
  /// phone and pad are both here named once, without a device.
  static func environmentList(_ environments: [MatrixEnvironment]) -> String {
    var names: [String] = []
    for environment in environments {
      let onBoth = UIUserInterfaceIdiom.allCases.allSatisfy { idiom in
        environments.contains(
          MatrixEnvironment(environment.osVersion, idiom, lifecycle: environment.lifecycle))
      }
      let name = onBoth ? environment.platformName : environment.description
      if !names.contains(name) { names.append(name) }
    }
    return names.joined(separator: ", ")
  }

  /// The anchor of a page's first line about a scenario: "c2-alert".
  static func anchor(_ scenarioID: ScenarioID) -> String {
    let scenarioID = scenarioID.rawValue
    // Ids are ASCII: a dot becomes the hyphen its space would, in the same pass as the slug.
    guard scenarioID.utf8.allSatisfy({ $0 < 0x80 }) else {
      return Markdown.slug(String(scenarioID.map { $0 == "." ? " " : $0 }))
    }
    return Markdown.slug(
      String(
        decoding: scenarioID.utf8.map { $0 == UInt8(ascii: ".") ? UInt8(ascii: " ") : $0 },
        as: UTF8.self))
  }

  /// A scenario id linked to an approach's first line about it, from the package root.
  static func scenarioLink(_ approachID: ApproachID, _ scenarioID: ScenarioID) -> String {
    "[\(scenarioID)](\(scenarioTarget(approachID, scenarioID)))"
  }

  /// A link target, from the package root, to an approach's first line about a scenario.
  static func scenarioTarget(_ approachID: ApproachID, _ scenarioID: ScenarioID) -> String {
    path(approachID) + "#" + anchor(scenarioID)
  }

  /// The page of the approach with this id, its links relative to its own folder; a page
  /// that says so for an id the run does not have.
  static func render(_ id: ApproachID, data: ReportData) -> String {
    guard let approach = data.summary(of: id) else {
      return "# No approach \(id)\n\nThis run has no approach with the id \(id).\n"
    }
    return render(approach, data: data)
  }

  /// The page, its links relative to its own folder.
  private static func render(_ approach: ApproachSummary, data: ReportData) -> String {
    var groups: [(heading: String, reason: String, lines: [(text: String, cells: [Cell])])] = []
    // Where each group and each line is, to find them again at once: cells predicted alike
    // share their group, whose words are made once.
    var groupOf: [GroupKey: Int] = [:]
    var groupByWords: [String: Int] = [:]
    var lineIndex: [LineKey: Int] = [:]
    for scenario in data.scenarios {
      for environment in MatrixEnvironment.all {
        guard let result = data.result(approach.id, scenario.id, environment) else { continue }
        let groupKey = GroupKey(
          prediction: result.cell.prediction, matches: result.matchesPrediction,
          choices: result.choices)
        let index =
          groupOf[groupKey]
          ?? {
            let (heading, reason) = Self.group(of: result)
            let words = heading + "\n" + reason
            let index =
              groupByWords[words]
              ?? {
                groups.append((heading, reason, []))
                groupByWords[words] = groups.count - 1
                return groups.count - 1
              }()
            groupOf[groupKey] = index
            return index
          }()
        let text = Self.observed(result)
        // Passing cells share a line per scenario, others per observation.
        let key = LineKey(
          group: index, scenario: result.verdict.outcome == .pass ? scenario.id : nil, text: text)
        if let line = lineIndex[key] {
          groups[index].lines[line].cells.append(result.cell)
        } else {
          lineIndex[key] = groups[index].lines.count
          groups[index].lines.append((text, [result.cell]))
        }
      }
    }
    let exampleAnchor =
      data.results(of: approach.id) { _ in true }.first.map { anchor($0.cell) } ?? ""
    var lines = [
      "# \(approach.name): cell details", "",
      "Every cell of \(approach.name) in the matrix of [the report](REPORT.md), generated with "
        + "it by `swift run alertlab`. Cells are grouped by what was predicted, the reason "
        + "written once; within a group, cells observed alike share a line. Each cell has an "
        + "anchor that names it, such as `#\(exampleAnchor)`; each scenario's first line has "
        + "one too, such as `#\(anchor(data.scenarios.first?.id ?? ""))`.", "",
    ]
    var anchoredScenarios: Set<ScenarioID> = []
    // Cells that pass as predicted, resting on no modelling choice, come last.
    let plainPass = groups.filter { $0.heading == "Predicted pass" && $0.reason.isEmpty }
    for group in groups.filter({ !($0.heading == "Predicted pass" && $0.reason.isEmpty) })
      + plainPass
    {
      let count = group.lines.reduce(0) { $0 + $1.cells.count }
      lines += ["## \(group.heading), \(count) \(count == 1 ? "cell" : "cells")", ""]
      if !group.reason.isEmpty { lines += [group.reason, ""] }
      for line in group.lines {
        var anchors = ""
        var places: [(scenario: Scenario, environments: [MatrixEnvironment])] = []
        for cell in line.cells {
          if anchoredScenarios.insert(cell.scenario.id).inserted {
            anchors += "<a id=\"\(anchor(cell.scenario.id))\"></a>"
          }
          anchors += "<a id=\"\(anchor(cell))\"></a>"
          if places.last?.scenario.id == cell.scenario.id {
            places[places.count - 1].environments.append(cell.environment)
          } else {
            places.append((cell.scenario, [cell.environment]))
          }
        }
        let placeList = places.map {
          SourceLinks.behaviour($0.scenario) + " on " + Self.environmentList($0.environments)
        }
        lines.append("- " + anchors + placeList.joined(separator: "; ") + ": " + line.text)
      }
      lines.append("")
    }
    return Markdown.relocated(lines.joined(separator: "\n"), into: folder)
  }

  /// What decides a cell's group.
  private struct GroupKey: Hashable {
    let prediction: Prediction?
    let matches: Bool
    let choices: [ModellingChoice]
  }

  /// What decides a cell's line in its group: its observation in words, and its scenario
  /// where it passed.
  private struct LineKey: Hashable {
    let group: Int
    let scenario: ScenarioID?
    let text: String
  }

  /// The group a cell is listed in: its prediction, or its modelling choices where it was
  /// predicted to pass; and the reason, written once.
  private static func group(of result: CellResult) -> (heading: String, reason: String) {
    let differs = result.matchesPrediction ? "" : " Differs from the prediction."
    guard let prediction = result.cell.prediction else {
      let choices = choicesText(result).trimmingCharacters(in: .whitespaces)
      return ("Predicted pass", (choices + differs).trimmingCharacters(in: .whitespaces))
    }
    let sources = prediction.sources.map(SourceLinks.link).joined(separator: ", ")
    return (
      "Predicted \(prediction.outcome.rawValue)",
      Markdown.escape(prediction.reason) + " (" + sources + ")." + differs
        + choicesText(result)
    )
  }

  /// What was observed of a cell, in words.
  private static func observed(_ result: CellResult) -> String {
    Markdown.escape(CellText.outcome(result))
  }

  /// " Rests on a modelling choice: AV12 (...)." with the fact linked, or nothing.
  private static func choicesText(_ result: CellResult) -> String {
    guard !result.choices.isEmpty else { return "" }
    return " Rests on a modelling choice: "
      + result.choices.map { SourceLinks.link($0.fact) + " (\($0.sentence))" }
      .joined(separator: "; ") + "."
  }
}
