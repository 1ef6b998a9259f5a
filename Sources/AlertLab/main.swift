import ApproachRegistry
import Foundation
import Isolation
import Matrix
import ProcessSupport
import Report
import SeedExamples
import SignUpTrials

/// `alertlab`: runs the behaviour matrix and writes, checks or prints the comparison, or
/// compares two REPORT.json files.

/// The version `--version` prints.
let version = "2.0.0"

// Before any file or pipe is opened: a closed standard descriptor would be taken by one.
if Platform.openClosedStandardDescriptors().contains(STDOUT_FILENO) {
  Terminal.standardOutputWasClosed()
}
Platform.ignoreFileSizeLimitSignal()

/// Ends with a usage error: one short line and where to look.
func usageFailure(_ error: UsageError) -> Never {
  Terminal.warn("alertlab: error: \(error.message)\nSee 'swift run alertlab --help'.")
  Terminal.exit(Options.usageExitCode)
}

let options: Options
switch Options.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed): options = parsed
case .failure(let error): usageFailure(error)
}
switch options {
case .help:
  Terminal.say(Options.helpText)
  Terminal.exit(0)
case .version:
  Terminal.say("alertlab \(version)")
  Terminal.exit(0)
case .diff(let old, let new, let outcomesOnly):
  do {
    let diff = try ReportDiff(
      old: ReportDiff.contents(ofFile: old), named: old, new: ReportDiff.contents(ofFile: new),
      named: new)
    let details = diff.lines(outcomesOnly: outcomesOnly)
    for line in diff.summaryLines + (details.isEmpty ? [] : [""] + details) { Terminal.say(line) }
    Terminal.exit(diff.changes.isEmpty ? 0 : 1)
  } catch {
    Terminal.warn("alertlab: error: \(error)")
    Terminal.exit(Options.refusedReportExitCode)
  }
case .write, .check, .only:
  break
}

let shortfalls = ResourceCheck.shortfalls()
for shortfall in shortfalls { Terminal.warn("alertlab: error: \(shortfall)") }
if !shortfalls.isEmpty { Terminal.exit(ResourceCheck.exitCode) }

/// Where the run is, for an interruption: while the report is being written, an interrupt
/// waits for the write to end, so that "no file was written" is said only when true.
enum Phase {
  case running, writing
  case interruptedWhileWriting(Int32)
}
let phase = Locked(Phase.running)

/// After an interruption the workers' ends are no results: the interrupt handler ends the
/// process, and this thread waits for it rather than write anything.
func awaitInterruptHandler() {
  while WorkerPool.wasInterrupted {
    Thread.sleep(forTimeInterval: 1)
  }
}

/// Kept for the life of the process: a global of this file.
let interruptSources = Platform.onInterrupt { signal in
  let deferred = phase.withValue { phase in
    guard case .writing = phase else { return false }
    phase = .interruptedWhileWriting(signal)
    return true
  }
  guard !deferred else { return }
  WorkerPool.terminateRunningWorkers()
  Terminal.warn("\nalertlab: interrupted; every worker was stopped and no file was written")
  Terminal.exit(128 + signal)
}
/// Whether the run is of the whole matrix, for the report: it also tries every sign-up dialog.
let runsWholeMatrix = options == .write || options == .check
let pool: WorkerPool
switch WorkerExecutable.besideCommand() {
case .success(let worker): pool = WorkerPool(executable: worker)
case .failure(let error):
  Terminal.warn("alertlab: error: \(error)")
  Terminal.exit(1)
}
// For the whole matrix the workers start while the fixtures load: a worker's start costs as
// much as the loading. A run of a few cells starts only the workers it needs.
do {
  if runsWholeMatrix {
    try pool.startWorkers()
  }
} catch {
  Terminal.warn("alertlab: error: \(error)")
  Terminal.exit(ResourceCheck.exitCode)
}

let root: URL
let fixtures: Fixtures
let reportPaths = ReportDocuments.paths(approachIDs: Approaches.all.map { ApproachID($0.id) })
do {
  root = try PackageLocator.root()
  // A write killed between its moves is finished first, whatever this run does, so that no
  // run reads or leaves a report half from one write and half from another.
  try ReportJournal(root: root, ownPaths: reportPaths).repair()
  fixtures = try Fixtures.load(
    from: root.appendingPathComponent("Fixtures"),
    approaches: Approaches.all.map(ApproachIdentity.init))
} catch {
  Terminal.warn("alertlab: error: \(error)")
  Terminal.exit(1)
}
// Git's answer takes as long as a tenth of the run: it is asked while the cells run.
let commit = Background {
  SourceCommit.describe(packageRoot: root, sayingUncommittedChanges: options != .check)
}
var cells = fixtures.cells(approaches: Approaches.all.map(ApproachIdentity.init))
if case .only(let texts) = options {
  do {
    let filter = try CellFilter(texts, cells: cells)
    cells = cells.filter(filter.matches)
  } catch {
    usageFailure(error)
  }
}

let showsProgress = Platform.standardErrorIsTerminal
var jobs = cells.map(WorkerJob.cell)
if runsWholeMatrix {
  jobs += SignUpTrial.all.map(WorkerJob.signUpTrial)
}
let total = jobs.count
let run: WorkerPool.Run
do {
  run = try pool.run(jobs) { done in
    if showsProgress {
      try? FileHandle.standardError.write(
        contentsOf: Data("\rrunning cells and trials: \(done)/\(total)".utf8))
    }
  }
} catch {
  awaitInterruptHandler()
  Terminal.warn("alertlab: error: \(error)")
  Terminal.exit(error is WorkerPool.StartError ? ResourceCheck.exitCode : 1)
}
awaitInterruptHandler()
if showsProgress { Terminal.warn("") }
for note in run.notes { Terminal.warn("alertlab: note: " + note) }
guard let endings = run.endings else {
  for failure in run.harnessFailures { Terminal.warn("alertlab: error: \(failure)") }
  Terminal.warn("alertlab: the harness failed; no file was written")
  Terminal.exit(Options.harnessFailureExitCode)
}
// The verdicts, from the jobs and how they ended: the harness that ran them made none.
let judged = JudgedRun(jobs: run.jobs, endings: endings)
let results = judged.cells
let processes = pool.processesStarted

let mismatches = RunSummary.mismatches(results)
for line in mismatches { Terminal.say(line) }
if !mismatches.isEmpty {
  Terminal.say(
    "Predictions that would cover these cells, once the documents and facts confirm them:")
  for line in RunSummary.coveringPredictions(results) { Terminal.say("  " + line) }
}

if case .only = options {
  for result in results {
    Terminal.say("\(result.cell): " + CellText.describe(result))
  }
  Terminal.say(RunSummary.line(results, processes: processes))
  Terminal.exit(mismatches.isEmpty ? 0 : 1)
}

let report: ReportFiles
do {
  let data = ReportData(
    approaches: Approaches.all.map(ApproachSummary.init), scenarios: fixtures.scenarios,
    results: results,
    costs: try signUpCosts(packageRoot: root, results: results, problems: judged.signUpProblems))
  report = ReportFiles(root: root, contents: ReportDocuments.render(data, commit: commit.value))
} catch {
  Terminal.warn("alertlab: error: \(error)")
  Terminal.exit(1)
}

if options == .check {
  let stale = report.staleness()
  for sentence in stale { Terminal.say(sentence) }
  if !mismatches.isEmpty {
    Terminal.say("The run contradicts its predictions: fix the predictions or the code first.")
  } else if !stale.isEmpty {
    Terminal.say("Run `swift run alertlab` to regenerate the report, then commit it.")
  } else {
    Terminal.say("The report is current.")
  }
  Terminal.say(RunSummary.line(results, processes: processes))
  Terminal.exit(mismatches.isEmpty && stale.isEmpty ? 0 : 1)
}

phase.withValue { $0 = .writing }
do {
  try report.write()
} catch {
  Terminal.warn("alertlab: error: \(error)")
  Terminal.exit(1)
}
if case .interruptedWhileWriting(let signal) = phase.withValue({ $0 }) {
  Terminal.warn("\nalertlab: interrupted; the report had been written whole")
  Terminal.exit(128 + signal)
}
Terminal.say("Wrote " + report.contents.map(\.path).joined(separator: ", ") + ".")
Terminal.say(RunSummary.line(results, processes: processes))
Terminal.exit(mismatches.isEmpty ? 0 : 1)
