import Matrix
import Testing

/// The behaviour matrix: every approach × every scenario × six environments. A cell whose
/// process is predicted to end in an uncaught exception runs in its own child process (an
/// exit test), so that the crash costs that cell only; the others run in this process.
/// Each cell's outcome must match its prediction, and a predicted deviation is a known
/// issue tied to its reason.
@Suite("Behaviour matrix")
struct MatrixSuite {
  @Test("Cell", arguments: try MatrixCase.all())
  func cell(_ matrixCase: MatrixCase) async throws {
    let cell = matrixCase.cell
    let verdict =
      cell.expectsProcessToCrash ? try await verdictInChildProcess(cell) : verdictInProcess(cell)
    let observed = "\(verdict.outcome.rawValue): \(verdict.details.joined(separator: "; "))"
    #expect(cell.isPredicted(verdict), "observed \(observed); predicted \(cell.predictionSummary)")
    guard let prediction = cell.prediction else { return }
    withKnownIssue("\(prediction.reason) (\(prediction.sources.joined(separator: ", ")))") {
      #expect(verdict.outcome == .pass, "observed \(observed)")
    }
  }

  private func verdictInProcess(_ cell: Cell) -> Verdict {
    Judge.verdict(for: cell, observation: CellRun.observe(cell))
  }

  private func verdictInChildProcess(_ cell: Cell) async throws -> Verdict {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
    ) { [cell = cell as Cell] in
      ChildReport.runAndPrint(cell)
    }
    return Judge.verdict(
      for: cell, crashLine: ChildReport.crashLine(standardError: result.standardErrorContent))
  }
}
