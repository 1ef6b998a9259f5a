import Foundation
import Matrix
import ProcessSupport

/// One worker process and the pipes to it, used by one caller at a time. It sends each
/// scenario once, then jobs, and reads one report per job; when the worker ends or falls
/// silent before reporting every job, it says why.
final class WorkerConnection: @unchecked Sendable {
  /// Why a worker stopped before reporting every cell it was sent.
  enum End: Equatable {
    /// It reported a cell that overran its time limit, and exited as it must.
    case exitedAfterOverrun
    /// It crashed itself (a Swift trap) while running the next cell: the runtime's message,
    /// or the signal.
    case trapped(String)
    /// It exited with this status before reporting the next cell: the cell's code ended the
    /// process (`exit`), or the worker met a bug of its own.
    case exitedWithoutReport(Int32)
    /// The harness failed, not the cell: killed from outside, silent, an unreadable report.
    case harnessFailure(String)
  }

  /// How many jobs' requests go in one write.
  private static let jobsPerWrite = 32

  private let process: Process
  private let input: FileHandle
  private let reports: PipeLines
  private let errors: OutputTail
  private let silenceLimit: Double
  /// The scenarios sent, with their order, by id: hashing a whole scenario for every cell
  /// would cost more than comparing the few that share an id.
  private var scenarioPositions: [ScenarioID: [(scenario: Scenario, position: Int)]] = [:]
  private var scenariosSent = 0
  private var jobsSent = 0
  /// The endings the worker has reported, which it may report again by number.
  private var endings = WorkerReport.SentEndings()
  /// Set once the worker has ended: the connection cannot be used again.
  private(set) var hasEnded = false

  /// Starts a worker; `silenceLimit` is how long it may go without a report.
  init(executable: URL, arguments: [String], silenceLimit: Double) throws {
    process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    let inputPipe = Pipe()
    let outputPipe = Pipe()
    let errorPipe = Pipe()
    process.standardInput = inputPipe
    process.standardOutput = outputPipe
    process.standardError = errorPipe
    try RunningWorkers.shared.start(process)
    input = inputPipe.fileHandleForWriting
    reports = PipeLines(outputPipe.fileHandleForReading)
    do {
      errors = try OutputTail(errorPipe.fileHandleForReading)
    } catch {
      process.terminate()
      process.waitUntilExit()
      RunningWorkers.shared.forget(process)
      throw error
    }
    self.silenceLimit = silenceLimit
  }

  /// Closing standard input asks an idle worker to end.
  deinit {
    try? input.close()
    RunningWorkers.shared.forget(process)
  }

  /// Sends the jobs and hands each report to `onReport`, in order, with the job's index.
  /// Returns nil when every job was reported and the worker is still there for more.
  func run(
    _ jobs: [WorkerJob], timeLimit: Double, onReport: (Int, JobEnding) -> Void
  ) -> End? {
    let firstPosition = jobsSent
    jobsSent += jobs.count
    // The requests are made and written by a thread of their own, a few jobs at a time, so
    // that the worker starts on the first job at once, and a worker that stops reading never
    // blocks the reader here; the thread ends with the worker at the latest.
    let written = DispatchSemaphore(value: 0)
    let refusal = Platform.startThread { [self] in
      for start in stride(from: 0, to: jobs.count, by: Self.jobsPerWrite) {
        let batch = jobs[start..<min(start + Self.jobsPerWrite, jobs.count)]
        guard (try? input.write(contentsOf: requests(for: batch, timeLimit: timeLimit))) != nil
        else { break }
      }
      written.signal()
    }
    if let refusal {
      return end(.harnessFailure("cannot start a thread to write requests: \(refusal) (ulimit -u)"))
    }
    defer { written.wait() }
    var reported = 0
    while reported < jobs.count {
      switch reports.next(timeout: silenceLimit) {
      case .line(let line):
        guard let report = try? WorkerReport.read(line, sent: &endings),
          report.position == firstPosition + reported
        else {
          return end(
            .harnessFailure("the worker wrote a report that does not read: \(line.count) bytes"))
        }
        onReport(reported, report.ending)
        reported += 1
        if case .overran = report.ending { return end(.exitedAfterOverrun) }
      case .ended:
        return end(nil)
      case .silent:
        return end(
          .harnessFailure("the worker said nothing for \(Int(silenceLimit)) s and was ended"))
      }
    }
    return nil
  }

  /// The request lines for these jobs, each scenario sent once.
  private func requests(for jobs: ArraySlice<WorkerJob>, timeLimit: Double) -> Data {
    var data = Data()
    for job in jobs {
      guard case .cell(let cell) = job else {
        if case .signUpTrial(let trial) = job {
          data += WorkerRequest.signUpTrial(trial, milliseconds: Int(timeLimit * 1_000)).line
        }
        continue
      }
      let position: Int
      let sent = scenarioPositions[cell.scenario.id]?.first { $0.scenario == cell.scenario }
      if let sent {
        position = sent.position
      } else {
        position = scenariosSent
        scenariosSent += 1
        scenarioPositions[cell.scenario.id, default: []].append((cell.scenario, position))
        data += WorkerRequest.scenario(cell.scenario).line
      }
      data +=
        WorkerRequest.cell(
          approach: cell.approach.id, scenario: position, environment: cell.environment,
          milliseconds: Int(timeLimit * 1_000)
        ).line
    }
    return data
  }

  /// Ends the worker (if it has not ended) and says why it stopped: `known`, or what its
  /// exit status tells.
  private func end(_ known: End?) -> End {
    hasEnded = true
    if process.isRunning, known != .exitedAfterOverrun {
      process.terminate()
    }
    process.waitUntilExit()
    if let known { return known }
    let status = process.terminationStatus
    guard process.terminationReason == .uncaughtSignal else {
      // The worker's own refusal (a request it cannot read) is the harness's bug, not the app's.
      if let refusal = errors.text.split(separator: "\n").last(where: {
        $0.hasPrefix(Worker.errorPrefix)
      }) {
        return .harnessFailure(String(refusal))
      }
      return .exitedWithoutReport(status)
    }
    guard Platform.isSelfInflicted(signal: status) else {
      return .harnessFailure(
        "the worker was ended by \(Platform.signalName(status)), which no cell raises: it was stopped from outside"
      )
    }
    let lines = errors.text.split(separator: "\n")
    if let fatal = lines.last(where: { $0.contains("Fatal error") }) {
      return .trapped("Swift runtime trap: " + fatal.trimmingCharacters(in: .whitespaces))
    }
    return .trapped("the worker crashed with \(Platform.signalName(status)) and no message")
  }
}
