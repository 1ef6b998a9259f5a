/// A run's results, judged from its jobs and their endings: every cell's result in order,
/// and what is wrong with each sign-up dialog tried.
public struct JudgedRun: Sendable {
  public let cells: [CellResult]
  public let signUpProblems: [SignUpTrialKey: [SignUpProblem]]

  /// Judges each ending for its job; an ending of the other kind of job, which only a
  /// harness bug sends, gives nothing.
  public init(jobs: [WorkerJob], endings: [JobEnding]) {
    var cells: [CellResult] = []
    var problems: [SignUpTrialKey: [SignUpProblem]] = [:]
    for (job, ending) in zip(jobs, endings) {
      switch JobResult(job: job, ending: ending) {
      case .cell(let result): cells.append(result)
      case .signUpProblems(let found):
        if case .signUpTrial(let trial) = job { problems[trial] = found }
      case nil: break
      }
    }
    self.cells = cells
    signUpProblems = problems
  }
}
