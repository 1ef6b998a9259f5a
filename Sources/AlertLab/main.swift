import ApproachRegistry
import Foundation
import Isolation
import Matrix
import ProcessSupport
import Report
import SeedExamples
import SignUpTrials

/// `alertlab`: runs the behaviour matrix and writes, checks or prints the comparison.

/// The version `--version` prints.
let version = "2.0.0"

/// Prints a line to standard error.
func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// Ends with a usage error: one short line and where to look.
func usageFailure(_ error: UsageError) -> Never {
  printError("alertlab: error: \(error.message)\nSee 'swift run alertlab --help'.")
  exit(Options.usageExitCode)
}

let options: Options
switch Options.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed): options = parsed
case .failure(let error): usageFailure(error)
}
switch options {
case .help:
  print(Options.helpText)
  exit(0)
case .version:
  print("alertlab \(version)")
  exit(0)
case .worker:
  exit(Worker.run(approaches: Approaches.all))
case .write, .check, .only:
  break
}

let root: URL
let fixtures: Fixtures
do {
  root = try PackageLocator.root()
  fixtures = try Fixtures.load(
    from: root.appendingPathComponent("Fixtures"), approaches: Approaches.all.map { $0.name })
} catch {
  printError("alertlab: error: \(error)")
  exit(1)
}
var cells = fixtures.cells(approaches: Approaches.all.map { $0.name })
if case .only(let texts) = options {
  do {
    let filter = try CellFilter(texts, cells: cells)
    cells = cells.filter(filter.matches)
  } catch {
    usageFailure(error)
  }
}

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
  printError("\nalertlab: interrupted; every worker was stopped and no file was written")
  exit(128 + signal)
}
let showsProgress = Platform.standardErrorIsTerminal
let total = cells.count
let pool = WorkerPool(executable: Bundle.main.executableURL!, arguments: ["--worker"])
let run: WorkerPool.Run
do {
  run = try pool.run(cells) { done in
    if showsProgress {
      FileHandle.standardError.write(Data("\rrunning cells: \(done)/\(total)".utf8))
    }
  }
} catch {
  awaitInterruptHandler()
  printError("alertlab: error: \(error)")
  exit(1)
}
awaitInterruptHandler()
if showsProgress { printError("") }
for note in run.notes { printError("alertlab: note: " + note) }
guard let results = run.results else {
  for failure in run.harnessFailures { printError("alertlab: error: \(failure)") }
  printError("alertlab: the harness failed; no file was written")
  exit(Options.harnessFailureExitCode)
}
let processes = pool.processesStarted

let mismatches = RunSummary.mismatches(results)
for line in mismatches { print(line) }
if !mismatches.isEmpty {
  print("Predictions that would cover these cells, once the documents and facts confirm them:")
  for line in RunSummary.coveringPredictions(results) { print("  " + line) }
}

if case .only = options {
  for result in results {
    print("\(result.cell): " + CellText.describe(result))
  }
  print(RunSummary.line(results, processes: processes))
  exit(mismatches.isEmpty ? 0 : 1)
}

let report: ReportFiles
do {
  let data = ReportData(
    approaches: Approaches.all.map(ApproachSummary.init), scenarios: fixtures.scenarios,
    results: results, costs: try signUpCosts(packageRoot: root, results: results))
  report = ReportFiles(root: root, contents: ReportDocuments.render(data))
} catch {
  printError("alertlab: error: \(error)")
  exit(1)
}

if options == .check {
  let stale = report.staleness()
  for sentence in stale { print(sentence) }
  if !mismatches.isEmpty {
    print("The run contradicts its predictions: fix the predictions or the code first.")
  } else if !stale.isEmpty {
    print("Run `swift run alertlab` to regenerate the report, then commit it.")
  } else {
    print("The report is current.")
  }
  print(RunSummary.line(results, processes: processes))
  exit(mismatches.isEmpty && stale.isEmpty ? 0 : 1)
}

phase.withValue { $0 = .writing }
do {
  try report.write()
} catch {
  printError("alertlab: error: \(error)")
  exit(1)
}
if case .interruptedWhileWriting(let signal) = phase.withValue({ $0 }) {
  printError("\nalertlab: interrupted; the report had been written whole")
  exit(128 + signal)
}
print("Wrote " + report.contents.map(\.path).joined(separator: ", ") + ".")
print(RunSummary.line(results, processes: processes))
exit(mismatches.isEmpty ? 0 : 1)
