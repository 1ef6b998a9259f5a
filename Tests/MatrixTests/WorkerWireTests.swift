import Foundation
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
    first.keyWindowAtEnd = .level(2000)
    let second = Observation(show: .unsupported(reason: "no sheets"))
    let endings: [IsolatedCell.Ending] = [.observed(first), .observed(second), .observed(first)]
    var workerSide = WorkerReport.SentObservations()
    let lines = endings.enumerated().map { position, ending in
      Array(WorkerReport(position: position, ending: ending, sent: &workerSide).line.dropLast())
    }
    #expect(
      try JSONDecoder().decode(WorkerReport.self, from: Data(lines[2])).ending
        == .observedAgain(number: 0))
    var parentSide = WorkerReport.SentObservations()
    let read = try lines.map { line in
      try WorkerReport.read(line, sent: &parentSide).ending
    }
    #expect(read == endings)
    var fresh = WorkerReport.SentObservations()
    #expect(throws: WorkerReport.Unreadable.self) {
      try WorkerReport.read(lines[2], sent: &fresh)
    }
  }
}
