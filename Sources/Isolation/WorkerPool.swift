import Foundation
import Matrix
import ProcessSupport

/// The parent side of isolation: runs cells in worker processes and gives every cell a
/// result. Workers are kept between calls and get their cells from this process (`Worker`);
/// a modelled exception or a Swift trap costs one cell, and the next cell runs in the same or
/// a fresh worker. A cell that overruns the backstop, or whose worker exits before its report,
/// runs once more in a fresh worker before it is called a hang or a crash. A worker that ends
/// for any other reason (killed from outside, silent, an unreadable report) is the harness's
/// failure, never the cell's: the cell runs once more in a fresh worker, and if that fails
/// too it gets a `HarnessFailure`.
public final class WorkerPool: Sendable {
  /// The executable that runs `Worker.run(approaches:signUpTrials:)` when started with
  /// `arguments`: `alertlab-worker` with none, or a test's stand-in.
  public let executable: URL
  public let arguments: [String]
  /// How many workers run at once.
  public let width: Int
  /// Seconds a cell may run, from its own start, before it is stopped: a backstop for code
  /// that never returns (`Isolated.backstopSeconds` unless a test says otherwise).
  public let timeLimit: Double
  /// Seconds a worker may go without a report before the harness gives up on it.
  private var silenceLimit: Double { timeLimit + 10 }

  /// Seconds a job may run in its first worker before it is set aside (`patienceSeconds`
  /// unless a test says otherwise); none when it is not shorter than `timeLimit`.
  private let patience: Double?

  private let idle = Locked<[WorkerConnection]>([])
  private let started = Locked(0)
  private let slowJobs = Locked((running: 0, most: 0))

  public init(
    executable: URL, arguments: [String] = [], width: Int = 2,
    timeLimit: Double = Isolated.backstopSeconds, patience: Double = patienceSeconds
  ) {
    self.executable = executable
    self.arguments = arguments
    self.width = width
    self.timeLimit = timeLimit
    self.patience = patience < timeLimit ? patience : nil
    Platform.ignoreBrokenPipes()
  }

  /// A worker could not be started.
  public struct StartError: Error, CustomStringConvertible {
    public let description: String
  }

  /// A job that the harness, not the approach, could not run: twice its worker ended for a
  /// reason no cell gives.
  public struct HarnessFailure: Error, CustomStringConvertible, Sendable {
    public let job: WorkerJob
    public let reason: String

    /// The cell, where the job is one.
    public var cell: Cell? {
      if case .cell(let cell) = job { cell } else { nil }
    }

    public var description: String {
      "\(job): harness error, not a verdict on the approach: \(reason), in two workers in a row. "
        + "Run again; if it stays, the harness has a bug."
    }
  }

  /// What a run gives: how every job ended, or its harness failure, in the jobs' order, and
  /// what happened on the way (a worker lost and the job run again). No verdict: the
  /// results are made from the jobs and their endings outside the harness.
  public struct Run: Sendable {
    public let jobs: [WorkerJob]
    public let outcomes: [Result<JobEnding, HarnessFailure>]
    public let notes: [String]

    /// Every job's ending, in order, when no job had a harness failure.
    public var endings: [JobEnding]? {
      guard harnessFailures.isEmpty else { return nil }
      return outcomes.compactMap { try? $0.get() }
    }

    public var harnessFailures: [HarnessFailure] {
      outcomes.compactMap { outcome in
        if case .failure(let failure) = outcome { failure } else { nil }
      }
    }
  }

  /// How many worker processes this pool has started.
  public var processesStarted: Int { started.withValue { $0 } }

  /// The most jobs set aside as slow that ran at the same time.
  public var mostSlowJobsAtOnce: Int { slowJobs.withValue { $0.most } }

  /// Runs the cells, `width` at a time. `progress` is called with the number of cells done
  /// so far, from any thread.
  public func run(_ cells: [Cell], progress: @escaping @Sendable (Int) -> Void = { _ in })
    throws -> Run
  {
    try run(cells.map(WorkerJob.cell), progress: progress)
  }

  /// Seconds a job may run in its first worker before it is set aside: a cell takes well
  /// under a millisecond, so only a stuck one comes near this. A job set aside runs again
  /// once the others are done, beside every other job set aside, each in a worker of its own
  /// and with the full `timeLimit`, so that stuck cells cost the backstop once, not once
  /// each. It orders the work only: no verdict rests on it.
  public static let patienceSeconds = 2.0

  /// Runs the jobs, `width` at a time, then the jobs set aside as slow all at once.
  /// `progress` is called with the number of jobs done so far, from any thread.
  public func run(_ jobs: [WorkerJob], progress: @escaping @Sendable (Int) -> Void = { _ in })
    throws -> Run
  {
    let parts = min(width, max(jobs.count, 1))
    let slices = Self.deal(jobs, into: parts)
    let done = Locked(0)
    let countOne: @Sendable () -> Void = {
      progress(
        done.withValue { count in
          count += 1
          return count
        })
    }
    let firstRuns = try Self.inParallel(slices) { slice in
      try self.runInOrder(slice.map { jobs[$0] }, firstLimit: self.patience, onEach: countOne)
    }
    var outcomes = [Result<JobEnding, HarnessFailure>?](repeating: nil, count: jobs.count)
    var notes: [String] = []
    for (slice, sliceRun) in zip(slices, firstRuns) {
      for (index, outcome) in zip(slice, sliceRun.outcomes) {
        outcomes[index] = outcome
      }
      notes += sliceRun.notes
    }
    let setAside = outcomes.indices.filter { outcomes[$0] == nil }
    let laterRuns = try Self.inParallel(setAside, atMost: slowJobsAtOnce) { index in
      self.slowJobs.withValue { jobs in
        jobs.running += 1
        jobs.most = max(jobs.most, jobs.running)
      }
      defer { self.slowJobs.withValue { $0.running -= 1 } }
      return try self.runInOrder([jobs[index]], firstLimit: nil, onEach: countOne)
    }
    for (index, laterRun) in zip(setAside, laterRuns) {
      outcomes[index] = laterRun.outcomes.first ?? nil
      notes += laterRun.notes
    }
    return Run(
      jobs: jobs,
      outcomes: zip(jobs, outcomes).map { job, outcome in
        outcome ?? .failure(HarnessFailure(job: job, reason: "the pool lost the job's outcome"))
      }, notes: notes)
  }

  /// How many jobs set aside as slow run at once: twice the width, so that an approach whose
  /// every cell hangs costs backstops in turn, not a worker and a thread per cell at once.
  private var slowJobsAtOnce: Int { 2 * width }

  /// `body` of each item, on threads of their own, at most `atMost` at once (all at once by
  /// default): a thread that waits on a worker holds no other up, as a thread of a
  /// fixed-width pool would. Each thread takes the next item until none is left. A thread
  /// the system will not start is a `StartError`, once the threads started have finished.
  private static func inParallel<Item: Sendable, Value: Sendable>(
    _ items: [Item], atMost: Int = .max, _ body: @escaping @Sendable (Item) throws -> Value
  ) throws -> [Value] {
    let gathered = Locked<[Result<Value, any Error>?]>(Array(repeating: nil, count: items.count))
    let next = Locked(0)
    let finished = DispatchGroup()
    var refusal: String?
    for _ in 0..<min(max(atMost, 1), items.count) {
      finished.enter()
      refusal = Platform.startThread {
        while true {
          let position = next.withValue { position in
            defer { position += 1 }
            return position
          }
          guard position < items.count else { break }
          let value = Result { try body(items[position]) }
          gathered.withValue { $0[position] = value }
        }
        finished.leave()
      }
      if refusal != nil {
        finished.leave()
        break
      }
    }
    finished.wait()
    let results = gathered.withValue { $0 }
    if let refusal, results.contains(where: { $0 == nil }) {
      throw StartError(
        description:
          "cannot start a thread to wait on a worker: \(refusal); the user's processes and "
          + "threads may be used up (ulimit -u)")
    }
    return try results.map { result in
      guard let result else {
        throw StartError(description: "a thread that waits on a worker gave no result")
      }
      return try result.get()
    }
  }

  /// The jobs' indices for each worker. Each worker gets every cell of the scenarios it is
  /// dealt, so that each scenario, and each observation its cells share, is sent to one
  /// worker only; with fewer scenarios than workers, jobs are dealt one by one. Sign-up
  /// trials are dealt one by one.
  private static func deal(_ jobs: [WorkerJob], into parts: Int) -> [[Int]] {
    let scenarioCount = Set(
      jobs.compactMap { job in if case .cell(let cell) = job { cell.scenario.id } else { nil } }
    ).count
    var part: [ScenarioID: Int] = [:]
    var dealt = [[Int]](repeating: [], count: parts)
    for (index, job) in jobs.enumerated() {
      guard case .cell(let cell) = job, scenarioCount >= parts else {
        dealt[index % parts].append(index)
        continue
      }
      let worker = part[cell.scenario.id] ?? part.count % parts
      part[cell.scenario.id] = worker
      dealt[worker].append(index)
    }
    return dealt
  }

  /// Runs one cell in a worker of the pool: how it ended, or its `HarnessFailure` thrown.
  public func ending(for cell: Cell) throws -> JobEnding {
    let outcome = try runInOrder([.cell(cell)], firstLimit: nil, onEach: {}).outcomes.first
    guard let ending = try outcome??.get() else {
      throw HarnessFailure(job: .cell(cell), reason: "a cell gave no ending")
    }
    return ending
  }

  /// Runs jobs one after another in one worker at a time, until each has an outcome, in the
  /// order `SliceRun` keeps.
  private func runInOrder(_ jobs: [WorkerJob], firstLimit: Double?, onEach: () -> Void) throws
    -> SliceRun
  {
    var slice = SliceRun(jobs, patience: firstLimit, backstop: timeLimit)
    while let first = slice.next {
      let connection = try checkOut()
      let end = connection.run(Array(jobs[first...]), timeLimit: slice.limit) { offset, ending in
        if slice.reported(ending, at: first + offset) == .recorded { onEach() }
      }
      guard let end else {
        checkIn(connection)
        continue
      }
      if slice.workerEnded(end) == .recorded { onEach() }
    }
    return slice
  }

  /// Starts workers until `width` are idle, so that they are ready when the cells come.
  public func startWorkers() throws {
    while idle.withValue({ $0.count }) < width {
      checkIn(try checkOut(new: true))
    }
  }

  /// An idle worker, or a new one.
  private func checkOut(new: Bool = false) throws -> WorkerConnection {
    if !new, let connection = idle.withValue({ $0.popLast() }) { return connection }
    do {
      let connection = try WorkerConnection(
        executable: executable, arguments: arguments, silenceLimit: silenceLimit)
      started.withValue { $0 += 1 }
      return connection
    } catch let error as StartError {
      throw error
    } catch {
      throw StartError(
        description: "cannot start a worker (\(executable.path)): \(Self.words(for: error))")
    }
  }

  /// What keeps a process from starting, in the C library's words where it gives them.
  private static func words(for error: any Error) -> String {
    guard let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    else { return "\(error)" }
    let number = Int32(underlying.code)
    return Platform.describe(errorNumber: number)
      + (Platform.isProcessShortage(number)
        ? "; the user's processes and threads may be used up (ulimit -u)" : "")
  }

  private func checkIn(_ connection: WorkerConnection) {
    guard !connection.hasEnded else { return }
    idle.withValue { $0.append(connection) }
  }

  /// Ends every worker still running, as an interrupted run must; no worker starts after.
  public static func terminateRunningWorkers() {
    RunningWorkers.shared.terminateAll()
  }

  /// Whether `terminateRunningWorkers()` was called.
  public static var wasInterrupted: Bool { RunningWorkers.shared.isStopped }
}

/// The worker processes running now, so that an interrupted run can end them: each runs in
/// a process group of its own, which a terminal's Ctrl-C does not reach.
final class RunningWorkers: Sendable {
  static let shared = RunningWorkers()

  private struct State {
    var processes: [ObjectIdentifier: Process] = [:]
    var stopped = false
  }

  private let state = Locked(State())

  /// Starts a process and follows it, unless the run is being stopped. The process starts
  /// outside the lock, so that an interruption never waits on a start that waits on the
  /// system; one that came meanwhile ends the process at once.
  func start(_ process: Process) throws {
    guard !isStopped else { throw WorkerPool.StartError(description: "the run was interrupted") }
    try process.run()
    let stopped = state.withValue { state in
      if !state.stopped {
        state.processes[ObjectIdentifier(process)] = process
      }
      return state.stopped
    }
    if stopped {
      process.terminate()
      process.waitUntilExit()
      throw WorkerPool.StartError(description: "the run was interrupted")
    }
  }

  var isStopped: Bool { state.withValue { $0.stopped } }

  func forget(_ process: Process) {
    _ = state.withValue { $0.processes.removeValue(forKey: ObjectIdentifier(process)) }
  }

  /// Ends every worker and waits until each has gone.
  func terminateAll() {
    let running = state.withValue { state in
      state.stopped = true
      return Array(state.processes.values)
    }
    for process in running where process.isRunning {
      process.terminate()
    }
    for process in running {
      process.waitUntilExit()
    }
  }
}
