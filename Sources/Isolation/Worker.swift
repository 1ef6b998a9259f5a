import Foundation
import Matrix
import Presentable
import ProcessSupport
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The worker side of isolation: reads `WorkerRequest` lines from standard input and runs
/// each cell as it comes, writing one `WorkerReport` line per cell before reading the next.
/// Reports go to the descriptor that was standard output when the worker started; standard
/// output itself is sent to standard error, so that nothing an approach prints can reach the
/// reports. One serving thread reads, runs and reports, cell after cell, with no hand-off
/// between threads; a modelled exception parks it for good, as the app would have ended
/// there, and a fresh serving thread goes on with the next request. The process's main
/// thread only watches the backstop: a cell still running at its time limit is reported as
/// overrun, and the worker exits, since that cell's thread cannot be stopped. Anything else
/// that ends the worker (a Swift trap) is the parent's to report. The worker ends when its
/// standard input does.
public enum Worker {
  /// What the worker's own errors on standard error begin with, so that the parent tells
  /// them from anything an approach prints.
  static let errorPrefix = "alertlab worker: "

  /// How often the main thread looks at the running cell.
  private static let watchInterval = 0.05

  /// Serves requests with these approaches and sign-up trials until standard input ends,
  /// then ends the process with its exit status. It never returns: the descriptor kept for
  /// reports stays open until the process is gone, so that the parent never sees the reports
  /// end before the worker does. `signUpTrials` holds, by writer, what runs the writer's
  /// sign-up dialog in an environment and says what is wrong with it.
  public static func run(
    approaches: [any Presentable.Type], signUpTrials: [ApproachID: SignUpTrialRun]
  ) -> Never {
    Platform.restoreDefaultSignals()
    let server = Server(
      approaches: approaches, signUpTrials: signUpTrials,
      reports: Platform.keepStandardOutputForReports(),
      requests: PipeLines(FileHandle.standardInput))
    server.startServingThread()
    while true {
      if let status = server.exitStatus(watchingFor: watchInterval) { exit(status) }
    }
  }
}

/// The worker's state, shared by its serving thread and its watching main thread.
private final class Server: @unchecked Sendable {
  private struct State {
    var scenarios: [Scenario] = []
    var position = 0
    var sent = WorkerReport.SentEndings()
    /// The running cell's start and time limit.
    var running: (start: Date, limit: Double)?
    /// Set when the worker must end, with its exit status.
    var exitStatus: Int32?
  }

  private let approaches: [any Presentable.Type]
  private let signUpTrials: [ApproachID: SignUpTrialRun]
  private let reports: FileHandle
  private let requests: PipeLines
  private let state = Locked(State())
  private let ended = DispatchSemaphore(value: 0)

  init(
    approaches: [any Presentable.Type],
    signUpTrials: [ApproachID: SignUpTrialRun], reports: FileHandle, requests: PipeLines
  ) {
    self.approaches = approaches
    self.signUpTrials = signUpTrials
    self.reports = reports
    self.requests = requests
  }

  /// Starts a thread that serves requests until one parks it or the input ends. Its stack is
  /// `Isolated.stackSize` on every platform, so that deep recursion gives one verdict. A
  /// thread the system will not start ends the worker as a refusal: the harness's failure,
  /// never a cell's.
  func startServingThread() {
    if let refusal = Platform.startThread(stackSize: Isolated.stackSize, { [self] in serve() }) {
      refuse("cannot start a thread to run cells: \(refusal) (ulimit -u)")
    }
  }

  /// The exit status once the worker must end, or nil after waiting `interval` seconds with
  /// the running cell within its limit. A cell past its limit is reported here, as overrun.
  func exitStatus(watchingFor interval: Double) -> Int32? {
    _ = ended.wait(timeout: .now() + interval)
    return state.withValue { state -> Int32? in
      if let status = state.exitStatus { return status }
      guard let running = state.running, Date().timeIntervalSince(running.start) > running.limit
      else { return nil }
      write(.overran(limit: running.limit), in: &state)
      state.exitStatus = 0
      return 0
    }
  }

  private func end(_ status: Int32) {
    state.withValue { $0.exitStatus = $0.exitStatus ?? status }
    ended.signal()
  }

  /// Reads and serves requests on this thread.
  private func serve() {
    while case .line(let line) = requests.next() {
      let request: WorkerRequest
      do {
        request = try WorkerRequest(line: line)
      } catch {
        return refuse("\(error)")
      }
      switch request {
      case .scenario(let scenario): state.withValue { $0.scenarios.append(scenario) }
      case .cell(let approach, let scenario, let environment, let milliseconds):
        let found = state.withValue { state in
          state.scenarios.indices.contains(scenario) ? state.scenarios[scenario] : nil
        }
        guard let scenario = found,
          let type = approaches.first(where: { $0.id == approach.rawValue })
        else { return refuse("a cell refers to what it was never sent") }
        run(timeLimit: Double(milliseconds) / 1_000) { onChoice in
          .observed(CellRun.observe(scenario, in: environment, with: type, onChoice: onChoice))
        }
      case .signUpTrial(let trial, let milliseconds):
        guard let problems = signUpTrials[trial.writer] else {
          return refuse("a sign-up trial of a writer it does not know")
        }
        run(timeLimit: Double(milliseconds) / 1_000) { _ in
          .tried(problems: problems(trial.environment))
        }
      }
    }
    end(0)
  }

  /// Ends the worker over a request it cannot serve, saying why on standard error, where the
  /// parent tells the worker's own words by their prefix.
  private func refuse(_ reason: String) {
    try? FileHandle.standardError.write(contentsOf: Data("\(Worker.errorPrefix)\(reason)\n".utf8))
    end(2)
  }

  /// Runs one job and reports how it ended. A modelled exception is reported from the
  /// handler, which then hands serving to a fresh thread and parks this one.
  private func run(
    timeLimit: Double,
    _ job: (@escaping @Sendable (ModellingChoice) -> Void) -> JobEnding
  ) {
    let noted = Locked<[ModellingChoice]>([])
    let handler = UncaughtExceptionHandler { [self] exception in
      report(.exception(exception, choices: noted.withValue { $0 }))
      startServingThread()
      Isolated.parkForever()
    }
    state.withValue { $0.running = (Date(), timeLimit) }
    let ending = UncaughtExceptionHandler.$current.withValue(handler) {
      job { choice in noted.withValue { $0.append(choice) } }
    }
    report(ending)
  }

  /// Writes a cell's report, unless the worker is ending.
  private func report(_ ending: JobEnding) {
    state.withValue { state in
      guard state.exitStatus == nil else { return }
      state.running = nil
      write(ending, in: &state)
    }
  }

  /// Writes a report line for the next position; a worker whose parent has gone ends.
  private func write(_ ending: JobEnding, in state: inout State) {
    let line = WorkerReport(position: state.position, ending: ending, sent: &state.sent).line
    state.position += 1
    if (try? reports.write(contentsOf: line)) == nil {
      state.exitStatus = 0
      ended.signal()
    }
  }
}
