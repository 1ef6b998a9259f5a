import Matrix

/// The order of a slice of jobs run one after another in one worker at a time: a small state
/// machine that the pool feeds with each report and each worker's end, and that says which
/// job runs next. A Swift trap is the job's crash at once. Any other end before the job's
/// report (an overrun of the backstop, an exit, a kill from outside, silence) may be the
/// machine's or the harness's doing, so the job runs once more in a fresh worker, and the
/// second end decides: a hang, a crash for an exit, a harness failure for the rest. With a
/// `patience`, a job still running then is set aside (its outcome nil) for a run of its own
/// later.
struct SliceRun {
  let jobs: [WorkerJob]
  /// How long a job may first run before it is set aside; nil to run each to the backstop.
  let patience: Double?
  /// The backstop, the longest any job runs.
  let backstop: Double
  /// Each ended job's outcome, in order; nil for a job set aside.
  private(set) var outcomes: [Result<JobEnding, WorkerPool.HarnessFailure>?] = []
  /// What happened on the way: jobs set aside, jobs run again.
  private(set) var notes: [String] = []
  private var retried: Set<Int> = []

  init(_ jobs: [WorkerJob], patience: Double?, backstop: Double) {
    self.jobs = jobs
    self.patience = patience
    self.backstop = backstop
  }

  /// The first job without an outcome, which the next worker starts from; nil when every job
  /// has one.
  var next: Int? { outcomes.count < jobs.count ? outcomes.count : nil }

  /// The time limit each job of the next worker runs with.
  var limit: Double { patience ?? backstop }

  /// What a step did: recorded an outcome (which the pool counts), or only moved on.
  enum Step: Equatable {
    case recorded, setAside, runsAgain
  }

  /// The job at `index` reported how it ended.
  mutating func reported(_ ending: JobEnding, at index: Int) -> Step {
    let job = jobs[index]
    if case .overran = ending, patience != nil {
      notes.append(
        "\(job): still running after \(limit) s; the \(job.noun) runs again later, with the "
          + "\(backstop) s backstop, beside any other that is slow")
      outcomes.append(nil)
      return .setAside
    }
    if case .overran(let limit) = ending,
      retries(index, because: "it was still running at the \(limit) s backstop")
    {
      return .runsAgain
    }
    outcomes.append(
      job.accepts(ending)
        ? .success(ending)
        : .failure(
          WorkerPool.HarnessFailure(
            job: job, reason: "the worker sent a report of another kind of job")))
    return .recorded
  }

  /// The worker ended before the next job's report.
  mutating func workerEnded(_ end: WorkerConnection.End) -> Step {
    guard let index = next else { return .runsAgain }
    switch end {
    case .exitedAfterOverrun:
      return .runsAgain
    case .trapped(let message):
      outcomes.append(.success(.trapped(message)))
    case .exitedWithoutReport(let status):
      let reason = "the worker exited with status \(status) before its report"
      guard !retries(index, because: reason) else { return .runsAgain }
      outcomes.append(.success(.exited(status: status)))
    case .harnessFailure(let reason):
      guard !retries(index, because: reason) else { return .runsAgain }
      outcomes.append(.failure(WorkerPool.HarnessFailure(job: jobs[index], reason: reason)))
    }
    return .recorded
  }

  /// Whether the job at `index` gets its second run, noting why.
  private mutating func retries(_ index: Int, because reason: String) -> Bool {
    guard retried.insert(index).inserted else { return false }
    notes.append(
      "\(jobs[index]): \(reason); the \(jobs[index].noun) runs again in a fresh worker")
    return true
  }
}
