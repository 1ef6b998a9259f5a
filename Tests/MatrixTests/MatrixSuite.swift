import Foundation
import Matrix
import Testing

/// The behaviour matrix: every approach × every scenario × eight environments, run in
/// worker processes of the built `alertlab` exactly as `swift run alertlab` runs them, so
/// that a crash or a hang, predicted or not, costs one cell. Each cell's outcome (and the
/// detail it pins) must be the predicted one; the reasons live in the report.
@Suite("Behaviour matrix")
struct MatrixSuite {
  @Test("Every cell's outcome is its prediction")
  func everyCellAsPredicted() throws {
    let cells = try CheckedInCells.all()
    let pool = WorkerPool(executable: AlertLabCommand.executable, arguments: ["--worker"])
    let (results, _) = try pool.run(cells)
    for result in results where !result.matchesPrediction {
      Issue.record(Comment(rawValue: MismatchReport.sentence(for: result)))
    }
    #expect(results.count == cells.count)
    let passesUnseen = results.filter { result in
      result.verdict.outcome == .pass
        && result.cell.scenario.ideal(in: result.cell.environment).rejectsWith == nil
        && result.observation?.alertAppeared != true
    }
    #expect(passesUnseen.map(\.cell.description) == [], "a pass whose alert never appeared")
  }
}
