import Foundation
import Matrix

/// `alertlab`: runs the behaviour matrix and writes, checks or prints the comparison.

/// Prints to standard error.
func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

let options: Options
switch Options.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed):
  options = parsed
case .failure(let error):
  printError("alertlab: \(error.message)\n\n\(Options.helpText)")
  exit(Options.usageExitCode)
}
if options == .help {
  print(Options.helpText)
  exit(0)
}

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
else {
  printError("alertlab: run it from the package root (the folder with Package.swift)")
  exit(1)
}
let approaches = Approaches.all.map { $0.name }
let fixtures: Fixtures
do {
  fixtures = try Fixtures.load(
    from: root.appendingPathComponent("Fixtures"), approaches: approaches)
} catch {
  printError("alertlab: \(error)")
  exit(1)
}
if options == .worker {
  Worker.run(fixtures: fixtures, approaches: approaches)
  exit(0)
}
let cells = fixtures.cells(approaches: approaches)

var selected = Array(cells.indices)
if case .only(let texts) = options {
  for text in texts {
    let filter = CellFilter(text: text)
    guard cells.contains(where: filter.matches) else {
      printError(
        "alertlab: '\(text)' matches no approach, behaviour or environment\n\n\(Options.helpText)")
      exit(Options.usageExitCode)
    }
    selected = selected.filter { filter.matches(cells[$0]) }
  }
}

let showsProgress = isatty(STDERR_FILENO) == 1
let total = selected.count
let runner = IsolatedRunner(
  executable: URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(), allCells: cells)
let started = Date()
let (results, childrenStarted) = runner.run(selected) { done in
  if showsProgress {
    FileHandle.standardError.write(Data("\rrunning cells: \(done)/\(total)".utf8))
  }
}
if showsProgress {
  printError(
    "\rran \(total) cells in \(String(format: "%.2f", Date().timeIntervalSince(started))) s "
      + "with \(childrenStarted) child processes")
}

if case .only = options {
  for result in results {
    print("\(result.cell): " + ReportMarkdown.describe(result))
  }
  exit(0)
}

let report: ReportFiles
do {
  let data = ReportData(
    approaches: approaches, scenarios: fixtures.scenarios, results: results,
    costs: try CallSiteCost.measureSignUpExamples(packageRoot: root))
  report = ReportFiles(
    root: root,
    contents: [
      ("REPORT.md", ReportMarkdown.render(data)), ("REPORT.json", try ReportJSON.render(data)),
    ])
} catch {
  printError("alertlab: \(error)")
  exit(1)
}

if options == .check {
  let stale = report.staleness()
  guard stale.isEmpty else {
    for sentence in stale {
      printError("alertlab: \(sentence)")
    }
    printError("alertlab: run `swift run alertlab` and commit REPORT.md and REPORT.json")
    exit(1)
  }
  print("REPORT.md and REPORT.json are current")
  exit(0)
}

do {
  try report.write()
  print("wrote REPORT.md and REPORT.json")
} catch {
  printError("alertlab: could not write the report: \(error)")
  exit(1)
}
