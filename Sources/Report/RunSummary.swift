import Matrix
@_spi(Simulation) import UIKitModel

/// The plain-text account of a run for the terminal: one line per cell that differs from
/// its prediction, the predictions that would cover them, and the closing summary line.
public enum RunSummary {
  /// "2,448 cells: 2,448 as predicted (1,457 pass, 265 fail, ...)", and how many worker
  /// processes ran them when that is known.
  public static func line(_ results: [CellResult], processes: Int? = nil) -> String {
    var tally: [Outcome: Int] = [:]
    var differing = 0
    for result in results {
      tally[result.verdict.outcome, default: 0] += 1
      if !result.matchesPrediction { differing += 1 }
    }
    let counts = Outcome.allCases.compactMap { outcome -> String? in
      tally[outcome].map { "\(grouped($0)) \(outcome.rawValue)" }
    }
    let predicted = "\(grouped(results.count - differing)) as predicted"
    let verdict = differing == 0 ? predicted : "\(predicted), \(grouped(differing)) not"
    let workers = processes.map { " in \($0) worker process" + ($0 == 1 ? "" : "es") } ?? ""
    let cells = "\(grouped(results.count)) cell" + (results.count == 1 ? "" : "s")
    return "\(cells)\(workers): \(verdict) (\(counts.joined(separator: ", ")))"
  }

  /// One line per cell that differs from its prediction.
  public static func mismatches(_ results: [CellResult]) -> [String] {
    results.filter { !$0.matchesPrediction }.map(MismatchReport.sentence(for:))
  }

  /// For cells that differ, grouped by approach, scenario and outcome: the prediction
  /// entry that would cover each group, for the reader to complete with a reason and
  /// sources taken from the documents (never from this output) once the facts confirm it.
  public static func coveringPredictions(_ results: [CellResult]) -> [String] {
    var groups: [(key: String, approachID: ApproachID, cells: [CellResult])] = []
    for result in results where !result.matchesPrediction {
      let cell = result.cell
      let key = "\(cell.approach.id)|\(cell.scenario.id)|\(result.verdict.outcome)"
      if let index = groups.firstIndex(where: { $0.key == key }) {
        groups[index].cells.append(result)
      } else {
        groups.append((key, cell.approach.id, [result]))
      }
    }
    return groups.map { group in
      let first = group.cells[0]
      var fields = ["\"behaviour\": \"\(first.cell.scenario.id)\""]
      fields += selector(for: group.cells.map(\.cell.environment))
      fields.append("\"outcome\": \"\(first.verdict.outcome.rawValue)\"")
      if first.verdict.outcome == .crash, let name = first.verdict.findings.first?.exception?.name {
        fields.append("\"exception\": \"\(name)\"")
      }
      fields += ["\"reason\": \"…\"", "\"sources\": [\"…\"]"]
      return "Fixtures/predictions/\(group.approachID).json: { " + fields.joined(separator: ", ")
        + " }"
    }
  }

  /// The fewest selector fields that pick exactly these environments, or one field per
  /// environment list when no product of lists does.
  private static func selector(for environments: [MatrixEnvironment]) -> [String] {
    let chosen = Set(environments)
    let all = MatrixEnvironment.all
    guard chosen.count < all.count else { return [] }
    let osVersions = Set(chosen.map(\.osVersion))
    let idioms = Set(chosen.map(\.idiom))
    let lifecycles = Set(chosen.map(\.lifecycle))
    let candidates: [[String]] = [
      field("os", osVersions.map(\.rawValue).sorted().map(String.init)),
      field("idiom", idioms.map(\.name).sorted().map { "\"\($0)\"" }),
      field("lifecycle", lifecycles.map(\.rawValue).sorted().map { "\"\($0)\"" }),
    ]
    for mask in 1..<8 {
      let selects: (MatrixEnvironment) -> Bool = { environment in
        (mask & 1 == 0 || osVersions.contains(environment.osVersion))
          && (mask & 2 == 0 || idioms.contains(environment.idiom))
          && (mask & 4 == 0 || lifecycles.contains(environment.lifecycle))
      }
      if Set(all.filter(selects)) == chosen {
        return (0..<3).filter { mask & (1 << $0) != 0 }.flatMap { candidates[$0] }
      }
    }
    return candidates.flatMap { $0 } + [
      "(split by environment: \(environments.map(\.description)))"
    ]
  }

  private static func field(_ name: String, _ values: [String]) -> [String] {
    ["\"\(name)\": [\(values.joined(separator: ", "))]"]
  }

  /// 1632 as "1,632", whatever the locale.
  static func grouped(_ number: Int) -> String {
    var digits = String(number)
    var groups: [String] = []
    while digits.count > 3 {
      groups.insert(String(digits.suffix(3)), at: 0)
      digits.removeLast(3)
    }
    return ([digits] + groups).joined(separator: ",")
  }
}
