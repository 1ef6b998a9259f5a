import Foundation
import Matrix
import Testing

@testable import Isolation

/// Isolation as the command and the matrix suite share it: whatever a cell does, it costs
/// that cell only, and the run goes on with the next.
@Suite("Isolation")
struct IsolationTests {
  /// A checked-in cell, found by its description.
  private func cell(_ description: String) throws -> Cell {
    try #require(try CheckedInCells.all().first { $0.description == description })
  }

  /// The same cell with no prediction: expected to pass.
  private func unpredicted(_ cell: Cell) -> Cell {
    Cell(
      approach: cell.approach, scenario: cell.scenario, environment: cell.environment,
      prediction: nil)
  }

  private var pool: WorkerPool {
    WorkerPool(executable: AlertLabCommand.worker)
  }

  /// Three passing cells of different scenarios, run in one worker.
  private func threeCells() throws -> [Cell] {
    try [
      "ETAlertView · C1 · iOS 7 phone", "ACAlertView · T4 · iOS 7 phone",
      "DAAlertController · C1 · iOS 8 phone",
    ].map { unpredicted(try cell($0)) }
  }

  /// The run says why; killed again, the cell is a harness failure, not a crash, and the other
  /// cells still run.
  @Test(
    "A worker killed from outside costs no verdict: its cell runs again in a fresh worker",
    arguments: 0..<3)
  func killedWorker(lostPosition: Int) async throws {
    let cells = try threeCells()
    let lost = cells[lostPosition]
    let once = try FaultyWorker(.killedFromOutside, reportsBeforeEnd: [lostPosition])
    defer { try? FileManager.default.removeItem(at: once.folder) }
    let killedOnce = WorkerPool(executable: once.executable, arguments: once.arguments, width: 1)
    let onceRun = try await offThePool { [cells] in try killedOnce.run(cells) }
    #expect(onceRun.results?.map(\.verdict.outcome) == [.pass, .pass, .pass])
    #expect(killedOnce.processesStarted == 2)
    #expect(
      onceRun.notes == [
        "\(lost): the worker was ended by signal 9 (SIGKILL), which no cell raises: it was stopped from outside; the cell runs again in a fresh worker"
      ])

    let twice = try FaultyWorker(.killedFromOutside, reportsBeforeEnd: [lostPosition, 0])
    defer { try? FileManager.default.removeItem(at: twice.folder) }
    let killedTwice = WorkerPool(executable: twice.executable, arguments: twice.arguments, width: 1)
    let twiceRun = try await offThePool { [cells] in try killedTwice.run(cells) }
    #expect(twiceRun.results == nil)
    #expect(twiceRun.harnessFailures.map(\.cell) == [lost])
    #expect(
      twiceRun.harnessFailures.first?.description.hasPrefix(
        "\(lost): harness error, not a verdict on the approach: the worker was ended by signal 9 (SIGKILL)"
      ) == true)
    let others = zip(twiceRun.jobs, twiceRun.outcomes).enumerated().filter {
      $0.offset != lostPosition
    }
    #expect(
      others.map { _, jobAndOutcome -> Outcome? in
        guard let ending = try? jobAndOutcome.1.get(),
          case .cell(let result) = JobResult(job: jobAndOutcome.0, ending: ending)
        else { return nil }
        return result.verdict.outcome
      } == [.pass, .pass])
    // A third worker runs the cells after the lost one, if any.
    #expect(killedTwice.processesStarted == (lostPosition == cells.count - 1 ? 2 : 3))
  }

  /// It runs again in a fresh worker; after the second exit the verdict says how it crashed, and
  /// the run goes on.
  @Test(
    "A cell whose worker exits without its report runs again; exited again, it crashed",
    arguments: 0..<3)
  func exitedWorker(lostPosition: Int) throws {
    let cells = try threeCells()
    let lost = cells[lostPosition]
    let once = try FaultyWorker(.exitedWithoutReport, reportsBeforeEnd: [lostPosition])
    defer { try? FileManager.default.removeItem(at: once.folder) }
    let exitedOnce = try WorkerPool(
      executable: once.executable, arguments: once.arguments, width: 1
    ).run(cells)
    #expect(exitedOnce.results?.map(\.verdict.outcome) == [.pass, .pass, .pass])
    #expect(
      exitedOnce.notes == [
        "\(lost): the worker exited with status 0 before its report; the cell runs again in a fresh worker"
      ])

    let twice = try FaultyWorker(.exitedWithoutReport, reportsBeforeEnd: [lostPosition, 0])
    defer { try? FileManager.default.removeItem(at: twice.folder) }
    let exitedTwice = try #require(
      try WorkerPool(executable: twice.executable, arguments: twice.arguments, width: 1)
        .run(cells).results)
    #expect(
      exitedTwice.map(\.verdict.outcome)
        == cells.indices.map { $0 == lostPosition ? .crash : .pass })
    #expect(
      exitedTwice[lostPosition].verdict.findings.map(\.sentence) == [
        "the app ended its process (exit status 0), in two fresh workers in a row"
      ])
  }

  /// An unpredicted modelled exception costs its cell only and is named with advice
  @Test("An unpredicted modelled exception costs its cell only and is named with advice")
  func unpredictedException() throws {
    let crashing = unpredicted(try cell("ETAlertView · C1 · iOS 13–14 phone with scenes"))
    let after = try cell("ETAlertView · C1 · iOS 7 phone")
    let pool = self.pool
    let results = try #require(try pool.run([crashing, after, crashing, after]).results)
    #expect(results.map(\.verdict.outcome) == [.crash, .pass, .crash, .pass])
    #expect(pool.processesStarted <= pool.width, "an exception cost a worker")
    let sentence = MismatchReport.sentence(for: results[0])
    #expect(
      sentence.hasPrefix(
        "ETAlertView · C1 · iOS 13–14 phone with scenes: crashed, predicted pass (add a prediction, fix the approach, or fix the scenario's ideal): *** Terminating app due to uncaught exception 'NSObjectNotAvailableException'"
      ))
  }

  /// The trap ends the worker.
  @Test(
    "A Swift trap is its cell's crash at once; a new worker resumes with the next cell",
    arguments: 0..<3)
  func swiftTrap(lostPosition: Int) async throws {
    var cells = try threeCells()
    let trapping = try trappingCell(like: cells[lostPosition])
    cells[lostPosition] = trapping
    let pool = WorkerPool(
      executable: AlertLabCommand.worker, width: 1)
    let run = try await offThePool { [cells] in try pool.run(cells) }
    let results = try #require(run.results)
    #expect(
      results.map(\.verdict.outcome) == cells.indices.map { $0 == lostPosition ? .crash : .pass })
    #expect(
      results[lostPosition].verdict.findings.first?.sentence.hasPrefix("Swift runtime trap")
        == true,
      "\(results[lostPosition].verdict.findings)")
    #expect(run.notes.isEmpty, "a trap is the cell's own: it does not run again")
    #expect(pool.processesStarted == (lostPosition == cells.count - 1 ? 1 : 2))
  }

  /// It runs again in a fresh worker, and after a hang the next cell still runs.
  @Test(
    "A cell still running at its time limit runs again; still running then, it is a hang",
    arguments: 0..<3)
  func hang(lostPosition: Int) async throws {
    var cells = try threeCells()
    // It types for seconds (about 9 in a debug build here), far past the test's limit on any
    // machine, and it costs only the limit: a busier machine only makes it slower.
    let slow = try changedCell(try cell("ACAlertView · T4 · iOS 7 phone")) { object in
      object["steps"] = [["type": ["_0": String(repeating: "x", count: 2_000_000), "field": 0]]]
    }
    cells[lostPosition] = slow
    let impatient = WorkerPool(
      executable: AlertLabCommand.worker, width: 1, timeLimit: 0.2)
    let run = try await offThePool { [cells] in try impatient.run(cells) }
    let results = try #require(run.results)
    #expect(
      results.map(\.verdict.outcome) == cells.indices.map { $0 == lostPosition ? .hang : .pass })
    #expect(
      results[lostPosition].verdict.findings.map(\.sentence) == [
        "the cell was still running at the 0.2 s backstop in two fresh workers in a row, and was stopped"
      ])
    #expect(
      run.notes == [
        "\(slow): it was still running at the 0.2 s backstop; the cell runs again in a fresh worker"
      ])
    #expect(impatient.processesStarted == (lostPosition == cells.count - 1 ? 2 : 3))
  }

  /// Two stuck cells, dealt to one worker in turn, are each set aside after the patience and
  /// then run side by side, each in workers of its own, to two overruns: a hang each, for
  /// the cost of one cell's backstops, not two.
  @Test("Stuck cells are set aside, then run side by side to their backstops, and reported")
  func stuckCellsSideBySide() async throws {
    var cells = try threeCells()
    let slow = try changedCell(try cell("ACAlertView · T4 · iOS 7 phone")) { object in
      object["steps"] = [["type": ["_0": String(repeating: "x", count: 2_000_000), "field": 0]]]
    }
    let slowToo = try changedCell(try cell("ACAlertView · T4 · iOS 7 pad")) { object in
      object["steps"] = [["type": ["_0": String(repeating: "x", count: 2_000_000), "field": 0]]]
    }
    cells.insert(slow, at: 1)
    cells.append(slowToo)
    let pool = WorkerPool(
      executable: AlertLabCommand.worker, width: 1, timeLimit: 0.5,
      patience: 0.05)
    let run = try await offThePool { [cells] in try pool.run(cells) }
    let results = try #require(run.results)
    #expect(
      results.map(\.verdict.outcome) == cells.map { $0 == slow || $0 == slowToo ? .hang : .pass })
    // On a busy machine an ordinary cell may outlast the patience too and be set aside: it
    // then runs again with the full time limit and passes, so the counts are bounds.
    #expect(pool.mostSlowJobsAtOnce >= 2, "the stuck cells ran one after the other")
    #expect(pool.mostSlowJobsAtOnce <= 2, "more slow jobs at once than twice the width")
    for stuck in [slow, slowToo] {
      #expect(
        run.notes.contains {
          $0.hasPrefix("\(stuck)") && $0.contains("still running after 0.05 s")
        },
        "each stuck cell is named when it is set aside: \(run.notes)")
    }
  }

  /// An approach whose every cell hangs: each is reported as a hang, cell by cell, and the
  /// cells set aside run at most twice the width at once.
  @Test("Cells that all hang are each a hang, at most twice the worker width at once")
  func everyCellHangs() async throws {
    let stuck = try (["iOS 7 phone", "iOS 7 pad", "iOS 8 phone", "iOS 8 pad", "iOS 9–12 phone"]).map
    {
      try changedCell(try cell("ACAlertView · T4 · \($0)")) { object in
        object["steps"] = [["type": ["_0": String(repeating: "x", count: 2_000_000), "field": 0]]]
      }
    }
    let pool = WorkerPool(
      executable: AlertLabCommand.worker, width: 1, timeLimit: 0.5,
      patience: 0.05)
    let run = try await offThePool { [stuck] in try pool.run(stuck) }
    let results = try #require(run.results, "a harness failure: \(run.harnessFailures)")
    #expect(results.map(\.verdict.outcome) == Array(repeating: .hang, count: stuck.count))
    #expect(pool.mostSlowJobsAtOnce <= 2, "\(pool.mostSlowJobsAtOnce) slow jobs at once")
  }

  /// A cell whose scenario shows an alert it does not have: the loader refuses such a file,
  /// so it is made here, and the cell run traps on the missing alert.
  private func trappingCell(like cell: Cell) throws -> Cell {
    try changedCell(cell) { $0["steps"] = [["show": ["_0": "missing"]]] }
  }

  /// The cell with its scenario changed as JSON, past the loader's checks.
  private func changedCell(_ cell: Cell, _ change: (inout [String: Any]) -> Void) throws -> Cell {
    var object = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(cell.scenario))
        as? [String: Any])
    change(&object)
    let scenario = try JSONDecoder().decode(
      Scenario.self, from: JSONSerialization.data(withJSONObject: object))
    return Cell(
      approach: cell.approach, scenario: scenario, environment: cell.environment,
      prediction: nil)
  }

  @Test(
    "A worker that refuses a request it cannot read is the harness's failure, not the app's crash"
  )
  func refusedRequest() throws {
    let cell = unpredicted(try #require(try CheckedInCells.all().first))
    // The worker reads a line that is no request, and nothing of the parent's.
    let script = "printf 'no request\\n' | exec '\(AlertLabCommand.worker.path)'"
    let pool = WorkerPool(
      executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script], width: 1)
    let run = try pool.run([cell])
    let failure = try #require(run.harnessFailures.first)
    #expect(failure.reason.hasPrefix("alertlab worker: "), "\(failure.reason)")
    #expect(run.results == nil)
  }

  /// A worker needs no fixtures: it runs the cells it is given, from any folder.
  @Test("A worker needs no fixtures: it runs the cells it is given, from any folder")
  func workerGetsCellsFromParent() throws {
    let cells = try CheckedInCells.all().prefix(3)
    let process = Process()
    process.executableURL = AlertLabCommand.worker
    process.currentDirectoryURL = FileManager.default.temporaryDirectory
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    var requests = WorkerRequest.scenario(cells.first!.scenario).line
    for cell in cells {
      #expect(cell.scenario == cells.first!.scenario)
      requests +=
        WorkerRequest.cell(
          approach: cell.approach.id, scenario: 0, environment: cell.environment,
          milliseconds: 2_000
        ).line
    }
    try input.fileHandleForWriting.write(contentsOf: requests)
    try input.fileHandleForWriting.close()
    let lines = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .split(separator: "\n")
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(lines.count == 3)
  }
}
