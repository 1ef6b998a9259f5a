import Matrix
import Presentable
import ProcessSupport

/// Everything one run of the matrix yields, in report order: the source of REPORT.md and
/// REPORT.json.
public struct ReportData: Sendable {
  /// The approaches' ids, in column order: the key every lookup takes. Printed text takes
  /// the name (`name(of:)`).
  public let approaches: [ApproachID]
  /// What the report says of each approach, in column order.
  public let summaries: [ApproachSummary]
  /// The scenarios, in row order.
  public let scenarios: [Scenario]
  /// Every cell's result.
  public let results: [CellResult]
  /// The sign-up dialog's call-site cost per writer.
  public let costs: [CallSiteCost]
  private let resultsByCell: [CellKey: CellResult]
  private let resultsByApproach: [ApproachID: [CellResult]]
  /// What to use today for each need and kind of app, ranked once for every page that says
  /// it, while the pages that need no ranking render.
  private let rankings: Background<[NeedRanking.Key: NeedRanking]>

  private struct CellKey: Hashable {
    let approach: ApproachID
    let scenarioID: ScenarioID
    let environment: MatrixEnvironment
  }

  public init(
    approaches: [ApproachSummary], scenarios: [Scenario], results: [CellResult],
    costs: [CallSiteCost]
  ) {
    self.approaches = approaches.map(\.id)
    summaries = approaches
    self.scenarios = scenarios
    self.results = results
    self.costs = costs
    resultsByApproach = Dictionary(grouping: results, by: \.cell.approach.id)
    resultsByCell = Dictionary(
      results.map {
        (
          CellKey(
            approach: $0.cell.approach.id, scenarioID: $0.cell.scenario.id,
            environment: $0.cell.environment), $0
        )
      }, uniquingKeysWith: { first, _ in first })
    let byApproach = resultsByApproach
    rankings = Background { NeedRanking.all(summaries: approaches, results: byApproach) }
  }

  /// What to use today for a need of a kind of app.
  func ranking(_ need: Need, _ kind: AppKind) -> NeedRanking {
    rankings.value[NeedRanking.Key(need: need, kind: kind.id)]!
  }

  /// The summary of the approach with this id.
  func summary(of approach: ApproachID) -> ApproachSummary? {
    summaries.first { $0.id == approach }
  }

  /// The name of the approach with this id, as the report prints it.
  func name(of approach: ApproachID) -> String {
    guard let summary = summary(of: approach) else {
      // Every id a renderer passes comes from the run's own data.
      preconditionFailure("no approach of the run has the id '\(approach)'")
    }
    return summary.name
  }

  /// The approaches in a role, in column order.
  func approaches(in role: ApproachRole) -> [ApproachSummary] {
    summaries.filter { $0.role == role }
  }

  /// The result of one cell.
  func result(_ approach: ApproachID, _ scenarioID: ScenarioID, _ environment: MatrixEnvironment)
    -> CellResult?
  {
    resultsByCell[CellKey(approach: approach, scenarioID: scenarioID, environment: environment)]
  }

  /// An approach's results that a predicate selects.
  func results(of approach: ApproachID, where include: (Cell) -> Bool) -> [CellResult] {
    (resultsByApproach[approach] ?? []).filter { include($0.cell) }
  }
}
