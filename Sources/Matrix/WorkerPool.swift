import Foundation

/// The parent side of isolation: runs cells in worker processes, `width` at a time, and
/// gives every cell a result. Each worker gets its cells from this process and runs them in
/// order (`Worker`); a modelled exception or an overrun costs one cell. When a worker ends
/// before reporting a cell, that cell crashed (a Swift trap) or, if the worker fell silent,
/// hung; either way a new worker resumes with the next cell.
public struct WorkerPool: Sendable {
  /// The executable that runs `Worker.run()` when started with `arguments`.
  public let executable: URL
  public let arguments: [String]
  /// How many workers run at once.
  public let width: Int
  /// Seconds a cell may run, from its own start.
  public let timeLimit: Double

  public init(executable: URL, arguments: [String], width: Int = 2, timeLimit: Double = 2) {
    self.executable = executable
    self.arguments = arguments
    self.width = width
    self.timeLimit = timeLimit
  }

  /// A worker could not be started.
  public struct StartError: Error, CustomStringConvertible {
    public let description: String
  }

  /// The results of these cells, in the same order, and how many worker processes ran.
  /// `progress` is called with the number of cells done so far, from any thread.
  public func run(_ cells: [Cell], progress: @escaping @Sendable (Int) -> Void = { _ in })
    throws -> (results: [CellResult], processes: Int)
  {
    Platform.ignoreBrokenPipes()
    let slices = (0..<min(width, max(cells.count, 1))).map { part in
      Array(stride(from: part, to: cells.count, by: width))
    }
    let gathered = Gathered()
    DispatchQueue.concurrentPerform(iterations: slices.count) { part in
      do {
        let (results, processes) = try runInOrder(
          slices[part].map { cells[$0] }, onEach: { progress(gathered.tick()) })
        gathered.store(zip(slices[part], results), processes: processes)
      } catch {
        gathered.fail(error)
      }
    }
    if let error = gathered.error { throw error }
    return (cells.indices.map { gathered.results[$0]! }, gathered.processes)
  }

  /// Runs cells one worker after another until every cell has a result.
  private func runInOrder(_ cells: [Cell], onEach: () -> Void) throws -> ([CellResult], Int) {
    var results: [CellResult] = []
    var processes = 0
    while results.count < cells.count {
      let pending = Array(cells[results.count...])
      processes += 1
      let run = try runWorker(pending, onEach: onEach)
      results += run.results
      if run.results.count < pending.count, !run.lastOverran {
        let cell = pending[run.results.count]
        let verdict =
          run.fellSilent
          ? Verdict(.hang, ["the worker running the cell stopped answering and was ended"])
          : Judge.verdict(for: cell, crashLine: Self.crashLine(standardError: run.standardError))
        results.append(CellResult(cell: cell, observation: nil, verdict: verdict))
        onEach()
      }
    }
    return (results, processes)
  }

  private struct WorkerRun {
    var results: [CellResult] = []
    var lastOverran = false
    var fellSilent = false
    var standardError = Data()
  }

  /// Starts one worker for these cells and reads its reports until it exits or falls
  /// silent for longer than a cell may run.
  private func runWorker(_ cells: [Cell], onEach: () -> Void) throws -> WorkerRun {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    do {
      try RunningWorkers.shared.start(process)
    } catch {
      throw StartError(description: "cannot start a worker (\(executable.path)): \(error)")
    }
    defer { RunningWorkers.shared.forget(process) }
    let errorReader = PipeReader(errors.fileHandleForReading)
    let outputReader = PipeReader(output.fileHandleForReading)
    let job = try JSONEncoder().encode(WorkerJob(cells: cells, timeLimit: timeLimit))
    try? input.fileHandleForWriting.write(contentsOf: job)
    try? input.fileHandleForWriting.close()
    var run = WorkerRun()
    var buffer = Data()
    while true {
      guard let chunk = outputReader.next(timeout: timeLimit + 10) else {
        run.fellSilent = run.results.count < cells.count && !run.lastOverran
        break
      }
      guard !chunk.isEmpty else { break }
      buffer += chunk
      while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = buffer[buffer.startIndex..<newline]
        buffer = Data(buffer[buffer.index(after: newline)...])
        guard let report = try? WorkerReport(wireLine: Array(line)),
          report.position == run.results.count
        else { continue }
        let cell = cells[report.position]
        let (observation, verdict) = IsolatedCell.verdict(for: cell, ending: report.ending)
        run.results.append(CellResult(cell: cell, observation: observation, verdict: verdict))
        if case .overran = report.ending { run.lastOverran = true }
        onEach()
      }
    }
    if run.fellSilent {
      process.terminate()
    }
    process.waitUntilExit()
    run.standardError = errorReader.all()
    return run
  }

  /// Ends every worker still running, as an interrupted run must; no worker starts after.
  public static func terminateRunningWorkers() {
    RunningWorkers.shared.terminateAll()
  }

  /// Whether `terminateRunningWorkers()` was called.
  public static var wasInterrupted: Bool { RunningWorkers.shared.isStopped }

  /// iOS's termination line if the worker printed one, else the Swift runtime's own.
  static func crashLine(standardError: Data) -> String {
    let lines = String(decoding: standardError, as: UTF8.self).split(separator: "\n")
    if let termination = lines.first(where: { $0.hasPrefix("*** Terminating app") }) {
      return String(termination)
    }
    if let fatal = lines.first(where: { $0.contains("Fatal error") }) {
      return "Swift runtime trap: " + fatal.trimmingCharacters(in: .whitespaces)
    }
    return "the worker ended abnormally with no message"
  }
}

/// Reads a pipe on a thread of its own, chunk by chunk, so that the reader can wait with a
/// time-out and a full pipe never blocks the writer.
private final class PipeReader: @unchecked Sendable {
  private let lock = NSLock()
  private let available = DispatchSemaphore(value: 0)
  private var chunks: [Data] = []
  private let finished = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread { [self] in
      while true {
        let chunk = handle.availableData
        lock.lock()
        chunks.append(chunk)
        lock.unlock()
        available.signal()
        if chunk.isEmpty { break }
      }
      finished.signal()
    }.start()
  }

  /// The next chunk, empty at the end, or nil when none came within `timeout` seconds.
  func next(timeout: Double) -> Data? {
    guard available.wait(timeout: .now() + timeout) == .success else { return nil }
    lock.lock()
    defer { lock.unlock() }
    return chunks.removeFirst()
  }

  /// Everything up to the end of the pipe.
  func all() -> Data {
    finished.wait()
    lock.lock()
    defer { lock.unlock() }
    return chunks.reduce(Data(), +)
  }
}

/// The worker processes running now, so that an interrupted run can end them: each runs in
/// a process group of its own, which a terminal's Ctrl-C does not reach.
private final class RunningWorkers: @unchecked Sendable {
  static let shared = RunningWorkers()
  private let lock = NSLock()
  private var processes: [ObjectIdentifier: Process] = [:]
  private var stopped = false

  /// Starts a process and follows it, unless the run is being stopped.
  func start(_ process: Process) throws {
    lock.lock()
    defer { lock.unlock() }
    guard !stopped else { throw WorkerPool.StartError(description: "the run was interrupted") }
    try process.run()
    processes[ObjectIdentifier(process)] = process
  }

  var isStopped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stopped
  }

  func forget(_ process: Process) {
    lock.lock()
    defer { lock.unlock() }
    processes[ObjectIdentifier(process)] = nil
  }

  /// Ends every worker and waits until each has gone.
  func terminateAll() {
    lock.lock()
    stopped = true
    let running = Array(processes.values)
    lock.unlock()
    for process in running where process.isRunning {
      process.terminate()
    }
    for process in running {
      process.waitUntilExit()
    }
  }
}

/// Results gathered from the parallel workers, under a lock.
private final class Gathered: @unchecked Sendable {
  private let lock = NSLock()
  private var byIndex: [Int: CellResult] = [:]
  private var processCount = 0
  private var done = 0
  private var firstError: (any Error)?

  func store(_ results: some Sequence<(Int, CellResult)>, processes: Int) {
    lock.lock()
    defer { lock.unlock() }
    for (index, result) in results {
      byIndex[index] = result
    }
    processCount += processes
  }

  func fail(_ error: any Error) {
    lock.lock()
    defer { lock.unlock() }
    firstError = firstError ?? error
  }

  func tick() -> Int {
    lock.lock()
    defer { lock.unlock() }
    done += 1
    return done
  }

  var results: [Int: CellResult] {
    lock.lock()
    defer { lock.unlock() }
    return byIndex
  }
  var processes: Int {
    lock.lock()
    defer { lock.unlock() }
    return processCount
  }
  var error: (any Error)? {
    lock.lock()
    defer { lock.unlock() }
    return firstError
  }
}
