import Matrix
import Presentable

/// The guide's verdict for one deployment target: the approaches that can serve it, ranked
/// by the cells they pass in the target's environments, and those that cannot run there.
struct TargetGuide: Sendable {
  /// One approach's results on the target.
  struct Standing: Sendable {
    let approach: String
    let results: [CellResult]

    var passed: Int { results.filter { $0.verdict.outcome == .pass }.count }
    var misses: [CellResult] { results.filter { $0.verdict.outcome != .pass } }

    /// Passed and total cells of one area.
    func count(_ group: BehaviourGroup) -> (passed: Int, total: Int) {
      let inGroup = results.filter { $0.cell.scenario.group == group }
      return (inGroup.filter { $0.verdict.outcome == .pass }.count, inGroup.count)
    }
  }

  let target: DeploymentTarget
  /// The approaches available on every OS of the target, most cells passed first (report
  /// order breaks ties).
  let standings: [Standing]
  /// Approaches that cannot run on some OS of the target, with the OS names.
  let unavailable: [(approach: String, platforms: [String])]
  /// Each approach's role, by name.
  private let roles: [String: ApproachRole]

  init(_ target: DeploymentTarget, data: ReportData) {
    self.target = target
    roles = Dictionary(uniqueKeysWithValues: data.summaries.map { ($0.name, $0.role) })
    var standings: [Standing] = []
    var unavailable: [(String, [String])] = []
    for approach in data.approaches {
      let results = data.results(of: approach) { target.environments.contains($0.environment) }
      let missing = results.filter { $0.verdict.outcome == .unavailable }
      if missing.isEmpty {
        standings.append(Standing(approach: approach, results: results))
      } else {
        var platforms: [String] = []
        for result in missing where !platforms.contains(result.cell.environment.platformName) {
          platforms.append(result.cell.environment.platformName)
        }
        unavailable.append((approach, platforms))
      }
    }
    self.standings = standings.enumerated().sorted { lhs, rhs in
      (lhs.element.passed, -lhs.offset) > (rhs.element.passed, -rhs.offset)
    }.map(\.element)
    self.unavailable = unavailable
  }

  /// The approach to use: the one passing the most cells.
  var recommended: Standing? { standings.first }

  /// The published wrapper passing the most cells: neither the reference design nor the
  /// baseline.
  var bestPublished: Standing? {
    standings.first { roles[$0.approach] == .publishedWrapper }
  }

  /// Plain UIAlertController, if it can serve the target.
  var baseline: Standing? { standings.first { roles[$0.approach] == .baseline } }

  /// Cells per scenario of an approach's misses, in scenario order.
  static func missesByScenario(_ misses: [CellResult]) -> [(
    scenario: Scenario, cells: [CellResult]
  )] {
    var groups: [(scenario: Scenario, cells: [CellResult])] = []
    for miss in misses {
      if let index = groups.firstIndex(where: { $0.scenario.id == miss.cell.scenario.id }) {
        groups[index].cells.append(miss)
      } else {
        groups.append((miss.cell.scenario, [miss]))
      }
    }
    return groups
  }
}
