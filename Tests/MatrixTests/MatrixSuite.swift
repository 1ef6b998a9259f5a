import Matrix
import Testing

/// The behaviour matrix: every approach × every scenario × six environments. Each cell runs
/// in its own child process, so that a crash costs that cell only; its observation must
/// match its prediction, and a predicted deviation is a known issue tied to its reason.
@Suite("Behaviour matrix")
struct MatrixSuite {
  @Test("Cell", arguments: try MatrixCase.all())
  func cell(_ matrixCase: MatrixCase) async throws {
    let cell = matrixCase.cell
    let expectedExit: ExitTest.Condition = cell.expectsProcessToCrash ? .failure : .success
    let result = try await #require(
      processExitsWith: expectedExit, observing: [\.standardOutputContent, \.standardErrorContent]
    ) { [cell = cell as Cell] in
      ChildReport.runAndPrint(cell)
    }
    let (_, verdict) = ChildReport.verdict(
      for: cell, exitedNormally: result.exitStatus == .exitCode(0),
      standardOutput: result.standardOutputContent, standardError: result.standardErrorContent)
    let observed = "\(verdict.outcome.rawValue): \(verdict.details.joined(separator: "; "))"
    #expect(verdict.outcome == cell.predictedOutcome, "observed \(observed)")
    guard let prediction = cell.prediction else { return }
    withKnownIssue("\(prediction.reason) (\(prediction.sources.joined(separator: ", ")))") {
      #expect(verdict.outcome == .pass, "observed \(observed)")
    }
  }
}
