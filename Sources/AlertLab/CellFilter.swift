import Matrix

/// One `--only` filter: an approach, a behaviour or scenario id, an OS, an idiom, or an
/// environment, matched without regard to case.
struct CellFilter {
  let text: String

  func matches(_ cell: Cell) -> Bool {
    let wanted = text.lowercased()
    let environment = cell.environment
    let candidates = [
      cell.approach, cell.scenario.id, cell.scenario.behaviour, environment.description,
      "iOS \(environment.osVersion.rawValue)", "\(environment.osVersion.rawValue)",
      environment.idiom.rawValue,
    ]
    return candidates.contains { $0.lowercased() == wanted }
  }
}
