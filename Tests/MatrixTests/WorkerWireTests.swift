import Foundation
import Matrix
import Testing
import UIKitSimulation

@testable import Isolation

/// The report lines between a worker and its parent.
@Suite("Worker wire")
struct WorkerWireTests {
  /// An ending is an observation or an exception; it goes again as its number on a line of fields,
  /// an observation with its JSON. An overrun is never sent again; a number never sent, or a line
  /// cut short, is refused.
  @Test("A worker sends an ending it sent before as its number, and it reads back the same")
  func endingsSentOnce() throws {
    var first = Observation(show: .shown)
    first.alive = ["an alert"]
    first.keyWindowAtEnd = .level(2000)
    let second = Observation(show: .unsupported(reason: "no sheets"))
    let crash = JobEnding.exception(
      UncaughtException(name: "NSRangeException", reason: "index 2"), choices: [])
    let overran = JobEnding.overran(limit: 0.5)
    let endings: [JobEnding] = [
      .observed(first), .observed(second), .observed(first), crash, crash, overran, overran,
    ]
    var workerSide = WorkerReport.SentEndings()
    let lines = endings.enumerated().map { position, ending in
      Array(WorkerReport(position: position, ending: ending, sent: &workerSide).line.dropLast())
    }
    #expect(lines[2] == Array("again\t2\t0".utf8))
    #expect(lines[4] == Array("again\t4\t2".utf8))
    #expect(!lines[6].starts(with: Array("again".utf8)))
    var parentSide = WorkerReport.SentEndings()
    let read = try lines.map { line in
      try WorkerReport.read(line, sent: &parentSide).ending
    }
    // The parent keeps each observation's JSON as the worker sent it: REPORT.json's form.
    #expect(
      read == [
        .observed(first, json: first.json), .observed(second, json: second.json),
        .observed(first, json: first.json), crash, crash, overran, overran,
      ])
    var fresh = WorkerReport.SentEndings()
    for line in [
      lines[2], Array("again\t2".utf8), Array("again\t2\tx".utf8), Array("report\t{".utf8),
      Array("observed\t0".utf8), Array("observed\t0\t{}".utf8),
    ] {
      #expect(throws: WorkerReport.Unreadable.self) {
        try WorkerReport.read(line, sent: &fresh)
      }
    }
  }

  /// A scenario goes through Codable and a cell through its fields; a cell line with a field
  /// missing or unknown is refused.
  @Test("A worker request, a scenario or a cell, reads back as itself")
  func requestsReadBack() throws {
    let scenario = try #require(try CheckedInCells.all().first).scenario
    let requests: [WorkerRequest] = [
      .scenario(scenario),
      .cell(
        approach: "ETAlertView", scenario: 0,
        environment: MatrixEnvironment(.iOS15, .pad, lifecycle: .scenes), milliseconds: 30_000),
    ]
    for request in requests {
      #expect(try WorkerRequest(line: Array(request.line.dropLast())) == request)
    }
    for line in [
      "cell\tETAlertView\t0\t15\tpad\tscenes", "cell\tETAlertView\t0\t14\tpad\tscenes\t1",
      "cell\tETAlertView\tx\t15\tpad\tscenes\t1", "run\tETAlertView", "cell",
    ] {
      #expect(throws: WorkerRequest.Unreadable.self, "\(line)") {
        try WorkerRequest(line: Array(line.utf8))
      }
    }
  }
}
