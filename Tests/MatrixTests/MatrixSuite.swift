import Foundation
import Isolation
import Matrix
import Testing

/// The behaviour matrix: every approach × every scenario × eight environments, one test
/// case per cell, named "approach · scenario · environment". Each case runs its cell in a
/// worker process of the built `alertlab`, exactly as `swift run alertlab` runs it, so that
/// a crash or a hang, predicted or not, costs that case only. The cell's outcome (and the
/// detail it pins) must be the predicted one; the reasons live in the report.
@Suite("Behaviour matrix")
struct MatrixSuite {
  /// The workers every case shares; they end with the test process.
  static let pool = WorkerPool(executable: AlertLabCommand.executable, arguments: ["--worker"])

  @Test("Cell", arguments: try CheckedInCells.all())
  func cell(_ cell: Cell) throws {
    let result = try Self.pool.result(for: cell)
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
