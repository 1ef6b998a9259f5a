/// What a job gives: a cell's result, or what is wrong with a sign-up dialog (empty when it
/// works).
public enum JobResult: Sendable {
  case cell(CellResult)
  case signUpProblems([SignUpProblem])

  /// The job's result for how it ended: the one function that turns a run into a verdict,
  /// outside the harness; nil for an ending of the other kind of job.
  public init?(job: WorkerJob, ending: JobEnding) {
    switch (job, ending) {
    case (.cell(let cell), .observed(let observation, let json)):
      self = .cell(
        CellResult(
          cell: cell, observation: observation,
          verdict: Judge.verdict(for: cell, observation: observation),
          choices: observation.choices, observationJSON: json))
    case (.cell(let cell), .exception(let exception, let choices)):
      self = .cell(
        CellResult(
          cell: cell, observation: nil, verdict: Judge.verdict(for: cell, exception: exception),
          choices: choices))
    case (.cell(let cell), .overran(let limit)):
      self = .cell(
        CellResult(
          cell: cell, observation: nil,
          verdict: Verdict(.hang, [.stoppedAtBackstop(seconds: limit)])))
    // A Swift trap is a crash whatever the ideal: no refusal is a trap.
    case (.cell(let cell), .trapped(let message)):
      self = .cell(
        CellResult(cell: cell, observation: nil, verdict: Verdict(.crash, [.trapped(message)])))
    case (.cell(let cell), .exited(let status)):
      self = .cell(
        CellResult(
          cell: cell, observation: nil, verdict: Verdict(.crash, [.exited(status: status)])))
    case (.cell, .tried), (.signUpTrial, .observed): return nil
    case (.signUpTrial, .tried(let problems)): self = .signUpProblems(problems)
    case (.signUpTrial, .exception(let exception, _)):
      self = .signUpProblems([.crashes(exception.name)])
    case (.signUpTrial, .overran): self = .signUpProblems([.hangs])
    case (.signUpTrial, .trapped(let message)): self = .signUpProblems([.crashes(message)])
    case (.signUpTrial, .exited(let status)): self = .signUpProblems([.endsTheApp(status: status)])
    }
  }
}
