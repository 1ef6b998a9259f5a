import ApproachRegistry
import Foundation
import Isolation
import Matrix
import Report

/// One run of every cell of the checked-in fixtures through the built `alertlab`'s workers,
/// and the report rendered from it in this process: what the tests of the matrix and of the
/// report read, rather than the checked-in files, which `swift run alertlab --check` holds
/// current. Made once, on first use, by whichever test asks first.
enum WholeRun {
  /// The cells' results, or what kept the run from giving them.
  private static let made: Result<(cells: [Cell], results: [CellResult]), any Error> = Result {
    let cells = try CheckedInCells.all()
    let pool = WorkerPool(executable: AlertLabCommand.worker)
    let run = try pool.run(cells)
    guard let results = run.results else {
      throw RunError(
        description: "the harness failed: "
          + run.harnessFailures.map { "\($0)" }
          .joined(separator: "; "))
    }
    return (cells, results)
  }

  /// Why the run or its report cannot be read.
  struct RunError: Error, CustomStringConvertible {
    let description: String
  }

  /// Every cell's result, in the cells' order.
  static func results() throws -> [CellResult] {
    try made.get().results
  }

  /// The result of each cell, by its description ("approach · scenario · environment").
  private static let byCell: Result<[String: CellResult], any Error> = Result {
    Dictionary(uniqueKeysWithValues: try results().map { ($0.cell.description, $0) })
  }

  /// One cell's result.
  static func result(for cell: Cell) throws -> CellResult? {
    try byCell.get()[cell.description]
  }

  /// The report's data: the run's results with no call-site costs, which need the sign-up
  /// trials that only `alertlab` runs.
  static func data() throws -> ReportData {
    ReportData(
      approaches: Approaches.all.map(ApproachSummary.init),
      scenarios: try Fixtures.load(
        from: AlertLabCommand.packageRoot.appendingPathComponent("Fixtures"),
        approaches: Approaches.all.map(ApproachIdentity.init)
      ).scenarios,
      results: try results(), costs: [])
  }

  /// Each file of the report, by its path, rendered from `data()`.
  private static let documents: Result<[String: String], any Error> = Result {
    Dictionary(
      ReportDocuments.render(try data(), commit: "test").map { ($0.path, $0.text) },
      uniquingKeysWith: { first, _ in first })
  }

  /// The text of one file of the report, such as "REPORT.json".
  static func document(_ path: String) throws -> String {
    guard let text = try documents.get()[path] else {
      throw RunError(description: "the report has no file \(path)")
    }
    return text
  }
}
