import Matrix
import Testing

@testable import Isolation

/// The pool's order as a state machine, fed by hand: no worker runs.
@Suite("Slice run")
struct SliceRunTests {
  private static let jobs = { () -> [WorkerJob] in
    let cells = (try? CheckedInCells.all()) ?? []
    return cells.prefix(3).map(WorkerJob.cell)
  }()

  @Test("A trap is the job's crash at once; the next job starts the next worker")
  func trapRecordedAtOnce() throws {
    try #require(Self.jobs.count == 3)
    var slice = SliceRun(Self.jobs, patience: nil, backstop: 5)
    #expect(slice.workerEnded(.trapped("Fatal error")) == .recorded)
    #expect(slice.outcomes.count == 1 && slice.next == 1)
  }

  @Test("An exit before the report runs the job again once; the second exit is its outcome")
  func exitRetriedOnce() throws {
    try #require(Self.jobs.count == 3)
    var slice = SliceRun(Self.jobs, patience: nil, backstop: 5)
    #expect(slice.workerEnded(.exitedWithoutReport(3)) == .runsAgain)
    #expect(slice.next == 0 && slice.notes.count == 1)
    #expect(slice.workerEnded(.exitedWithoutReport(3)) == .recorded)
    #expect(try slice.outcomes[0]?.get() == .exited(status: 3))
  }

  @Test("With patience an overrun job is set aside; at the backstop it runs again, then hangs")
  func overrunSetAsideOrRetried() throws {
    try #require(Self.jobs.count == 3)
    var patient = SliceRun(Self.jobs, patience: 0.5, backstop: 5)
    #expect(patient.limit == 0.5)
    #expect(patient.reported(.overran(limit: 0.5), at: 0) == .setAside)
    #expect(patient.outcomes.count == 1 && patient.outcomes[0] == nil && patient.next == 1)
    var last = SliceRun(Self.jobs, patience: nil, backstop: 5)
    #expect(last.reported(.overran(limit: 5), at: 0) == .runsAgain)
    #expect(last.workerEnded(.exitedAfterOverrun) == .runsAgain)
    #expect(last.reported(.overran(limit: 5), at: 0) == .recorded)
    #expect(try last.outcomes[0]?.get() == .overran(limit: 5))
  }

  @Test("A report of another kind of job is a harness failure, never the job's outcome")
  func wrongKindIsHarnessFailure() throws {
    try #require(Self.jobs.count == 3)
    var slice = SliceRun(Self.jobs, patience: nil, backstop: 5)
    #expect(slice.reported(.tried(problems: []), at: 0) == .recorded)
    #expect(throws: WorkerPool.HarnessFailure.self) { try slice.outcomes[0]?.get() }
    #expect(slice.workerEnded(.harnessFailure("silent")) == .runsAgain)
    #expect(slice.workerEnded(.harnessFailure("silent")) == .recorded)
    #expect(slice.next == 2)
  }
}
