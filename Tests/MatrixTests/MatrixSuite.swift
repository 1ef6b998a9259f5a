import Foundation
import Matrix
import Testing

/// The behaviour matrix: every approach × every scenario × every environment, one test
/// case per cell, named "approach · scenario · environment". The cells run once, in worker
/// processes of the built `alertlab`, exactly as `swift run alertlab` runs them (`WholeRun`),
/// so that a crash or a hang, predicted or not, costs that cell only. The cell's outcome (and
/// the check or exception it pins) must be the predicted one; the reasons live in the report.
@Suite("Behaviour matrix")
struct MatrixSuite {
  @Test("Cell", arguments: try CheckedInCells.all())
  func cell(_ cell: Cell) throws {
    let result = try #require(try WholeRun.result(for: cell), "\(cell) did not run")
    #expect(result.matchesPrediction, Comment(rawValue: MismatchReport.sentence(for: result)))
    if result.verdict.outcome == .pass,
      cell.scenario.ideal(in: cell.environment).expectations[.rejectsWith] == nil
    {
      #expect(result.observation?.alertAppeared == true, "a pass whose alert never appeared")
    }
  }
}

extension Cell: CustomTestStringConvertible {
  /// "DAAlertController · T3 · iOS 7 pad", as the report and `alertlab --only` name it.
  public var testDescription: String { description }
}
