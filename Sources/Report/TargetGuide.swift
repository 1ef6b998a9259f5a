import Matrix
import Presentable

/// The guide's verdict for one deployment target: the approaches that can serve it, ranked
/// by severity on the target's environments (`SeverityStanding`), and those that cannot run
/// there.
struct TargetGuide: Sendable {
  let target: DeploymentTarget
  /// The approaches available on every OS of the target, least severe first (report order
  /// breaks ties).
  let standings: [SeverityStanding]
  /// Approaches that cannot run on some OS of the target, with the OS names.
  let unavailable: [(approach: String, platforms: [String])]
  /// Each approach's role, by name.
  private let roles: [String: ApproachRole]
  /// The approaches an app of the target can add.
  private let addable: Set<String>

  init(_ target: DeploymentTarget, data: ReportData) {
    self.target = target
    roles = Dictionary(uniqueKeysWithValues: data.summaries.map { ($0.name, $0.role) })
    addable = Set(
      data.summaries.filter { $0.isAddable(byAppsFrom: target.oldest) }.map(\.name))
    standings = SeverityStanding.ranked(in: target.environments, data: data)
    var unavailable: [(String, [String])] = []
    for approach in data.approaches where !standings.contains(where: { $0.approach == approach }) {
      var platforms: [String] = []
      for result in data.results(
        of: approach, where: { target.environments.contains($0.environment) })
      where result.verdict.outcome == .unavailable
        && !platforms.contains(result.cell.environment.platformName)
      {
        platforms.append(result.cell.environment.platformName)
      }
      unavailable.append((approach, platforms))
    }
    self.unavailable = unavailable
  }

  /// What to use today: the least severe of the approaches an app of the target can add.
  var recommended: SeverityStanding? {
    standings.first { addable.contains($0.approach) }
  }

  /// The project's own design, where it can serve the target.
  var reference: SeverityStanding? { standings.first { roles[$0.approach] == .reference } }

  /// Plain UIAlertController, where it can serve the target.
  var baseline: SeverityStanding? { standings.first { roles[$0.approach] == .baseline } }

  /// Cells per scenario, in scenario order.
  static func byScenario(_ cells: [CellResult]) -> [(scenario: Scenario, cells: [CellResult])] {
    var groups: [(scenario: Scenario, cells: [CellResult])] = []
    for cell in cells {
      if let index = groups.firstIndex(where: { $0.scenario.id == cell.cell.scenario.id }) {
        groups[index].cells.append(cell)
      } else {
        groups.append((cell.cell.scenario, [cell]))
      }
    }
    return groups
  }
}
