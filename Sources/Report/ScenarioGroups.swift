import Matrix

/// Cells grouped by scenario, in scenario order, for prose that names each scenario once.
enum ScenarioGroups {
  static func of(_ cells: [CellResult]) -> [(scenario: Scenario, cells: [CellResult])] {
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
