import Foundation

/// REPORT.json's cells as an oracle reads them: with Foundation's JSON reader alone, and
/// counted its own way, so that a figure REPORT.md prints is checked by code that shares
/// nothing with the renderer. It knows the schema (docs/ReportJSON.md), not the report's
/// code.
struct ReportOracle {
  struct Cell {
    let approach: String
    let scenario: String
    let environment: String
    let observed: String
    let choices: [String]
    let unavailable: String?
    /// Whether the scenario's alert appeared, where the cell ran.
    let alertAppeared: Bool?
  }

  struct Scenario {
    let behaviour: String
    let group: String
    let needs: Set<String>
    let environments: Set<String>
    let callerMistake: Bool
    let avoidable: Bool
    let secondScene: Bool
  }

  struct Environment {
    /// The stable id cells name it by.
    let id: String
    let name: String
    let os: Int
    let lifecycle: String
    let idiom: String

    /// The platform's name as the report prints it: the environment's without its device
    /// ("iOS 13+ phone without scenes" is on "iOS 13+ without scenes").
    var platform: String {
      name.replacingOccurrences(of: " \(idiom)", with: "")
    }
  }

  /// Why a REPORT.json cannot be read as the schema says.
  struct Unreadable: Error, CustomStringConvertible {
    let description: String
  }

  let cells: [Cell]
  let scenarios: [String: Scenario]
  /// In report order.
  let environments: [Environment]
  /// Approach ids by the name the report prints.
  let approachIDs: [String: String]
  /// Each approach's role (`swiftUI`, `baseline`, …) by its id.
  let roles: [String: String]
  /// Each writer's call-site problems per environment: nil where it does not run.
  let signUpProblems: [String: [String: [String]?]]
  private let cellsByApproach: [String: [Cell]]

  init(json text: String) throws {
    guard
      let root = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
      let cells = root["cells"] as? [[String: Any]],
      let scenarios = root["scenarios"] as? [[String: Any]],
      let environments = root["environments"] as? [[String: Any]],
      let approaches = root["approaches"] as? [[String: Any]],
      let costs = root["callSiteCost"] as? [[String: Any]]
    else { throw Unreadable(description: "REPORT.json lacks a top-level list") }
    let observations = root["observations"] as? [String: [String: Any]] ?? [:]
    self.cells = try cells.map { cell in
      guard let approach = cell["approach"] as? String, let scenario = cell["scenario"] as? String,
        let environment = cell["environment"] as? String,
        let observed = cell["observed"] as? String
      else { throw Unreadable(description: "a cell lacks a field: \(cell)") }
      return Cell(
        approach: approach, scenario: scenario, environment: environment, observed: observed,
        choices: cell["choices"] as? [String] ?? [], unavailable: cell["unavailable"] as? String,
        alertAppeared: (cell["observation"] as? String).flatMap {
          observations[$0]?["alertAppeared"] as? Bool
        })
    }
    self.scenarios = try Dictionary(
      uniqueKeysWithValues: scenarios.map { scenario in
        guard let id = scenario["id"] as? String, let needs = scenario["needs"] as? [String],
          let behaviour = scenario["behaviour"] as? String,
          let group = scenario["group"] as? String,
          let environments = scenario["environments"] as? [String],
          let callerMistake = scenario["callerMistake"] as? Bool,
          let secondScene = scenario["secondScene"] as? Bool
        else { throw Unreadable(description: "a scenario lacks a field: \(scenario)") }
        return (
          id,
          Scenario(
            behaviour: behaviour, group: group, needs: Set(needs), environments: Set(environments),
            callerMistake: callerMistake,
            avoidable: scenario["avoidable"] is String, secondScene: secondScene)
        )
      })
    self.environments = try environments.map { environment in
      guard let id = environment["id"] as? String, let name = environment["name"] as? String,
        let os = environment["os"] as? Int,
        let lifecycle = environment["lifecycle"] as? String,
        let idiom = environment["idiom"] as? String
      else { throw Unreadable(description: "an environment lacks a field: \(environment)") }
      return Environment(id: id, name: name, os: os, lifecycle: lifecycle, idiom: idiom)
    }
    approachIDs = Dictionary(
      uniqueKeysWithValues: approaches.compactMap { approach in
        (approach["name"] as? String).flatMap { name in
          (approach["id"] as? String).map { (name, $0) }
        }
      })
    roles = Dictionary(
      uniqueKeysWithValues: approaches.compactMap { approach in
        (approach["id"] as? String).flatMap { id in (approach["role"] as? String).map { (id, $0) } }
      })
    signUpProblems = Dictionary(
      uniqueKeysWithValues: costs.compactMap { cost in
        guard let writer = cost["writer"] as? String,
          let problems = cost["problems"] as? [[String: Any]]
        else { return nil }
        return (
          writer,
          Dictionary(
            uniqueKeysWithValues: problems.compactMap { entry in
              (entry["environment"] as? String).map { ($0, entry["problems"] as? [String]) }
            })
        )
      })
    cellsByApproach = Dictionary(grouping: self.cells, by: \.approach)
  }

  /// The environment of a cell's id.
  func environment(_ id: String) -> Environment? {
    environments.first { $0.id == id }
  }

  /// The platforms, in report order, each with its environments' ids.
  var platforms: [(name: String, environments: [String])] {
    var platforms: [(name: String, environments: [String])] = []
    for environment in environments {
      if let index = platforms.firstIndex(where: { $0.name == environment.platform }) {
        platforms[index].environments.append(environment.id)
      } else {
        platforms.append((environment.platform, [environment.id]))
      }
    }
    return platforms
  }

  /// An approach's cells in these environments whose scenario can happen there and passes
  /// `include`.
  func cells(
    of approach: String, in environments: Set<String>,
    where include: (Scenario) -> Bool = { _ in true }
  ) -> [Cell] {
    (cellsByApproach[approach] ?? []).filter { cell in
      guard environments.contains(cell.environment), let scenario = scenarios[cell.scenario]
      else { return false }
      return scenario.environments.contains(cell.environment) && include(scenario)
    }
  }

  /// Whether a cell passed as the report counts it: a pass, or a caller's mistake the API
  /// cannot make.
  func passed(_ cell: Cell) -> Bool {
    cell.observed == "pass"
      || (cell.observed == "unsupported" && scenarios[cell.scenario]?.callerMistake == true)
  }

  /// Whether a cell crashed or hung.
  func crashed(_ cell: Cell) -> Bool { cell.observed == "crash" || cell.observed == "hang" }

  /// Whether the approach ran any cell (passed, failed, crashed or hung) on these
  /// environments.
  func ranAnything(_ approach: String, in environments: Set<String>) -> Bool {
    cells(of: approach, in: environments).contains {
      ["pass", "fail", "crash", "hang"].contains($0.observed)
    }
  }
}

/// REPORT.md as an oracle reads it: its sections by heading, and the rows of their tables.
struct ReportText {
  let lines: [String]

  init(_ text: String) {
    lines = text.components(separatedBy: "\n")
  }

  /// The lines under a heading, to the next heading of the same or a higher level.
  func section(_ heading: String) -> [String] {
    guard let start = lines.firstIndex(of: heading) else { return [] }
    let level = heading.prefix { $0 == "#" }.count
    let rest = lines[(start + 1)...]
    let end =
      rest.firstIndex { line in
        let hashes = line.prefix { $0 == "#" }.count
        return hashes > 0 && hashes <= level && line.dropFirst(hashes).hasPrefix(" ")
      } ?? lines.endIndex
    return Array(lines[(start + 1)..<end])
  }

  /// The rows of every table in these lines, header and alignment rows left out, each split
  /// into its cells at the pipes that are not escaped.
  static func tableRows(_ lines: [String]) -> [[String]] {
    var rows: [[String]] = []
    var inTable = false
    for line in lines {
      guard line.hasPrefix("|") else {
        inTable = false
        continue
      }
      if !inTable {
        inTable = true  // the header row
        continue
      }
      if line.hasPrefix("|---") { continue }
      rows.append(cells(line))
    }
    return rows
  }

  private static func cells(_ row: String) -> [String] {
    var cells: [String] = []
    var current = ""
    var escaped = false
    for character in row {
      if character == "|" && !escaped {
        cells.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
      } else {
        current.append(character)
      }
      escaped = character == "\\" && !escaped
    }
    return Array(cells.dropFirst())
  }

  /// Every match of a pattern in a text, each as its capture groups.
  static func matches(_ pattern: String, in text: String) -> [[String]] {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).map { match in
      (1..<match.numberOfRanges).map { index in
        Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
      }
    }
  }
}
