import Foundation
import Matrix
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

  /// An unpredicted modelled exception costs its cell only and is named with advice
  private func unpredictedException() throws {
    let crashing = unpredicted(try cell("ETAlertView · C1 · iOS 13 phone (scenes)"))
    let after = try cell("ETAlertView · C1 · iOS 7 phone")
    let (results, processes) = try pool.run([crashing, after, crashing, after])
    #expect(results.map(\.verdict.outcome) == [.crash, .pass, .crash, .pass])
    #expect(processes == 2)
    let sentence = MismatchReport.sentence(for: results[0])
    #expect(
      sentence.hasPrefix(
        "ETAlertView · C1 · iOS 13 phone (scenes): crashed, predicted pass (add a prediction or fix the approach): *** Terminating app due to uncaught exception 'NSObjectNotAvailableException'"
      ))
  }

  /// A Swift trap ends the worker; a new worker resumes with the next cell
  private func swiftTrap() throws {
    let passing = try cell("ETAlertView · C1 · iOS 7 phone")
    let trapping = try trappingCell(like: passing)
    let (results, processes) = try pool.run([passing, trapping, passing])
    #expect(results.map(\.verdict.outcome) == [.pass, .crash, .pass])
    #expect(
      results[1].verdict.details.first?.hasPrefix("Swift runtime trap") == true,
      "\(results[1].verdict.details)")
    #expect(processes == 2)
  }

  /// A cell still running at its time limit is a hang, and the next cell still runs
  private func hang() throws {
    let typing = try cell("ACAlertView · T4 · iOS 7 phone")
    let slow = try changedCell(typing) { object in
      object["steps"] = [["type": ["_0": String(repeating: "x", count: 200_000), "field": 0]]]
    }
    let impatient = WorkerPool(
      executable: AlertLabCommand.executable, arguments: ["--worker"], width: 1, timeLimit: 0.2)
    let (results, processes) = try impatient.run([slow, typing])
    #expect(results.map(\.verdict.outcome) == [.hang, .pass])
    #expect(
      results[0].verdict.details == [
        "the cell was still running after its 0.2 s limit and was stopped"
      ])
    #expect(processes == 2)
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
