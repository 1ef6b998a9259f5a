import Foundation
import Isolation
import Matrix
import Testing

/// The pool hands each result back to its own cell.
@Suite("Worker pool order")
struct WorkerPoolOrderTests {
  @Test("The pool returns each cell's own result, in the cells' order, across workers")
  func poolKeepsOrder() throws {
    // A spread of cells: every approach, scenario group and environment, and every outcome.
    let all = try CheckedInCells.all()
    let cells = stride(from: 0, to: all.count, by: 97).map { all[$0] }
    try #require(Set(cells.map(\.predictedOutcome)).count >= 4, "a spread of outcomes")
    let pool = WorkerPool(
      executable: AlertLabCommand.worker, width: 2)
    let results = try #require(try pool.run(cells).results)
    #expect(results.map(\.cell.description) == cells.map(\.description))
    let wrong = results.filter { !$0.matchesPrediction }.map(\.cell.description)
    #expect(wrong.isEmpty, "results that are not their own cell's: \(wrong)")
  }
}
