import Foundation
import Isolation
import Matrix
import ProcessSupport
import Testing

/// Isolation as the command and the matrix suite share it: whatever a cell does, it costs
/// that cell only, and the run goes on with the next.
extension HarnessTests {
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
    WorkerPool(executable: AlertLabCommand.executable, arguments: ["--worker"])
  }

  @Test(
    "Isolation: An unpredicted modelled exception costs its cell only and is named with advice; A Swift trap ends the worker; a new worker resumes with the next cell; A cell still running at its time limit is a hang, and the next cell still runs; A worker needs no fixtures: it runs the cells it is given, from any folder"
  )
  func isolation() throws {
    try unpredictedException()
    try swiftTrap()
    try hang()
    try workerGetsCellsFromParent()
  }

  @Test(
    "A worker killed from outside costs no approach a verdict: its cell runs again in a fresh worker and the run says why; killed again, the cell is a harness failure, not a crash"
  )
  func killedWorker() throws {
    let typing = try cell("ACAlertView · T4 · iOS 7 phone")
    // Slow enough (about a second) for a worker to be found and killed while it runs.
    let slow = try changedCell(typing) { object in
      object["steps"] = Array(
        repeating: ["type": ["_0": String(repeating: "x", count: 1_000), "field": 0]], count: 300)
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("alertlab-killed-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Each pool runs its own copy of the command, so that a killer sees its pool's workers
    // only.
    let (once, twice) = (
      folder.appendingPathComponent("alertlab-once"),
      folder.appendingPathComponent("alertlab-twice")
    )
    try FileManager.default.copyItem(at: AlertLabCommand.executable, to: once)
    try FileManager.default.copyItem(at: AlertLabCommand.executable, to: twice)
    let unkilled = try #require(try pool.run([slow]).results?.first)

    let killedOnce = WorkerPool(executable: once, arguments: ["--worker"], width: 1, timeLimit: 30)
    let killer = try WorkerKiller(named: once.path, times: 1)
    let onceRun = try killedOnce.run([slow])
    #expect(killer.killed == 1)
    #expect(onceRun.results?.map(\.verdict) == [unkilled.verdict])
    #expect(killedOnce.processesStarted == 2)
    #expect(
      onceRun.notes == [
        "\(slow): the worker was ended by signal 9 (SIGKILL), which no cell raises: it was stopped from outside; the cell runs again in a fresh worker"
      ])

    let killedTwice = WorkerPool(
      executable: twice, arguments: ["--worker"], width: 1, timeLimit: 30)
    let twiceKiller = try WorkerKiller(named: twice.path, times: 2)
    let twiceRun = try killedTwice.run([slow])
    #expect(twiceKiller.killed == 2)
    #expect(twiceRun.results?.map(\.verdict) == nil)
    let failure = try #require(twiceRun.harnessFailures.first)
    #expect(
      failure.description.hasPrefix(
        "\(slow): harness error, not a verdict on the approach: the worker was ended by signal 9 (SIGKILL)"
      ))
  }

  /// An unpredicted modelled exception costs its cell only and is named with advice
  private func unpredictedException() throws {
    let crashing = unpredicted(try cell("ETAlertView · C1 · iOS 13 phone (scenes)"))
    let after = try cell("ETAlertView · C1 · iOS 7 phone")
    let pool = self.pool
    let results = try #require(try pool.run([crashing, after, crashing, after]).results)
    #expect(results.map(\.verdict.outcome) == [.crash, .pass, .crash, .pass])
    #expect(pool.processesStarted <= pool.width, "an exception cost a worker")
    let sentence = MismatchReport.sentence(for: results[0])
    #expect(
      sentence.hasPrefix(
        "ETAlertView · C1 · iOS 13 phone (scenes): crashed, predicted pass (add a prediction, fix the approach, or fix the scenario's ideal): *** Terminating app due to uncaught exception 'NSObjectNotAvailableException'"
      ))
  }

  /// A Swift trap ends the worker; a new worker resumes with the next cell
  private func swiftTrap() throws {
    let passing = try cell("ETAlertView · C1 · iOS 7 phone")
    let trapping = try trappingCell(like: passing)
    let pool = WorkerPool(
      executable: AlertLabCommand.executable, arguments: ["--worker"], width: 1)
    let results = try #require(try pool.run([passing, trapping, passing]).results)
    #expect(results.map(\.verdict.outcome) == [.pass, .crash, .pass])
    #expect(
      results[1].verdict.details.first?.hasPrefix("Swift runtime trap") == true,
      "\(results[1].verdict.details)")
    #expect(pool.processesStarted == 2)
  }

  /// A cell still running at its time limit is a hang, and the next cell still runs
  private func hang() throws {
    let typing = try cell("ACAlertView · T4 · iOS 7 phone")
    let slow = try changedCell(typing) { object in
      object["steps"] = [["type": ["_0": String(repeating: "x", count: 200_000), "field": 0]]]
    }
    let impatient = WorkerPool(
      executable: AlertLabCommand.executable, arguments: ["--worker"], width: 1, timeLimit: 0.2)
    let results = try #require(try impatient.run([slow, typing]).results)
    #expect(results.map(\.verdict.outcome) == [.hang, .pass])
    #expect(
      results[0].verdict.details == [
        "the cell was still running after its 0.2 s limit and was stopped"
      ])
    #expect(impatient.processesStarted == 2)
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
}

/// Kills, with SIGKILL from outside, the first `times` worker processes of an executable that
/// it sees, one after another, on a thread of its own.
private final class WorkerKiller: Sendable {
  private let count = Locked(0)

  init(named executable: String, times: Int) throws {
    Thread { [count] in
      var seen: Set<Int32> = []
      let deadline = Date().addingTimeInterval(30)
      while count.withValue({ $0 }) < times, Date() < deadline {
        for worker in (try? processes(named: executable + " --worker")) ?? []
        where seen.insert(worker.id).inserted {
          Platform.killAtOnce(worker.id)
          count.withValue { $0 += 1 }
        }
        Thread.sleep(forTimeInterval: 0.01)
      }
    }.start()
  }

  /// How many workers it has killed so far.
  var killed: Int { count.withValue { $0 } }
}
