import Matrix
import Testing

@testable import Isolation

/// The report lines between a worker and its parent.
extension HarnessTests {
  @Test(
    "An observation a worker sent before goes again as its number, and reads back the same; a number never sent is refused"
  )
  func observationsSentOnce() throws {
    var first = Observation(show: .shown)
    first.alive = ["an alert"]
    let second = Observation(show: .unsupported(reason: "no sheets"))
    let endings: [IsolatedCell.Ending] = [.observed(first), .observed(second), .observed(first)]
    var workerSide = WorkerReport.SentObservations()
    let lines = endings.enumerated().map { position, ending in
      WorkerReport(position: position, ending: ending).wireLine(sent: &workerSide)
    }
    #expect(lines[2] == #"{"ending":{"observedAgain":0},"position":2}"#)
    var parentSide = WorkerReport.SentObservations()
    let read = try lines.map { line in
      try WorkerReport(wireLine: Array(line.utf8), sent: &parentSide).ending
    }
    #expect(read == endings)
    var fresh = WorkerReport.SentObservations()
    #expect(throws: FixtureError.self) {
      try WorkerReport(wireLine: Array(lines[2].utf8), sent: &fresh)
    }
  }
}
