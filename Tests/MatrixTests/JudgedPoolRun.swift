import Isolation
import Matrix

/// A pool's run as the tests read it: its jobs judged, as the command judges them.
extension WorkerPool.Run {
  /// The cells' results, in order, when no job had a harness failure.
  var results: [CellResult]? {
    endings.map { JudgedRun(jobs: jobs, endings: $0).cells }
  }

  /// What is wrong with each sign-up dialog tried, by trial.
  var signUpProblems: [SignUpTrialKey: [SignUpProblem]] {
    endings.map { JudgedRun(jobs: jobs, endings: $0).signUpProblems } ?? [:]
  }
}

extension WorkerPool {
  /// Runs one cell in a worker of the pool and judges how it ended.
  func result(for cell: Cell) throws -> CellResult? {
    guard case .cell(let result) = JobResult(job: .cell(cell), ending: try ending(for: cell))
    else { return nil }
    return result
  }
}
