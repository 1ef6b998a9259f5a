import Foundation
import Matrix
import Testing

/// The behaviour matrix: every approach × every scenario × every environment. One test case
/// per approach and scenario, named "approach · scenario", checks that scenario's cells in
/// every environment, and a failure names the cell ("approach · scenario · environment"),
/// as the report and `alertlab --only` do. The cells run once, in worker processes of the
/// built `alertlab`, exactly as `swift run alertlab` runs them (`WholeRun`), so that a crash
/// or a hang, predicted or not, costs that cell only. Each cell's outcome (and the check or
/// exception it pins) must be the predicted one; the reasons live in the report.
@Suite("Behaviour matrix")
struct MatrixSuite {
  @Test("Cells", arguments: try CellGroup.all())
  func cells(_ group: CellGroup) throws {
    for cell in group.cells {
      let result = try #require(try WholeRun.result(for: cell), "\(cell) did not run")
      #expect(result.matchesPrediction, Comment(rawValue: MismatchReport.sentence(for: result)))
      if result.verdict.outcome == .pass,
        cell.scenario.ideal(in: cell.environment).expectations[.rejectsWith] == nil
      {
        #expect(result.observation?.alertAppeared == true, "\(cell): a pass that never appeared")
      }
    }
  }
}

/// One approach's cells of one scenario, in every environment: a test case of the matrix.
struct CellGroup: Sendable, CustomTestStringConvertible {
  let cells: [Cell]

  /// "DAAlertController · T3", as `alertlab --only DAAlertController --only T3` selects it.
  var testDescription: String {
    cells.first.map { "\($0.approach.id) · \($0.scenario.id)" } ?? "no cells"
  }

  /// Every approach's cells of every scenario, in the fixtures' order.
  static func all() throws -> [CellGroup] {
    let cells = try CheckedInCells.all()
    let key = { (cell: Cell) in "\(cell.approach.id) · \(cell.scenario.id)" }
    let grouped = Dictionary(grouping: cells, by: key)
    var seen: Set<String> = []
    return cells.map(key).filter { seen.insert($0).inserted }.map {
      CellGroup(cells: grouped[$0]!)
    }
  }
}
