import Foundation
import Matrix
import Report
import Testing
import UIKitSimulation

/// The `alertlab` command line, run as a user runs it: the conventions of
/// swift-argument-parser tools, plain-text output and a closing summary.
@Suite("Command line")
struct CommandLineTests {
  /// --help explains the command, lists the exit codes and exits 0, whatever else the line
  /// holds
  @Test(
    "--help explains the command, lists the exit codes and exits 0, whatever else the line holds")
  func help() async throws {
    for arguments in [["--help"], ["--check", "--bogus", "-h"], ["--only", "T3", "--help"]] {
      let help = try await AlertLabCommand.run(arguments)
      #expect(help.status == 0, "\(arguments)")
      #expect(help.output.contains("--check") && help.output.contains("--only <filter>"))
      #expect(help.output.contains("EXIT CODES") && help.output.contains("64   a usage error"))
    }
  }

  /// The deployment target is spelled as the report names it; `--` ends the options.
  @Test("Filters as a reader types them: a report's deployment target, ios7, iPad, and `--`")
  func readerSpellings() async throws {
    let target = try await AlertLabCommand.run([
      "--only", "iOS 8+", "--only", "ETAlertView", "--only", "C1",
    ])
    #expect(
      target.output.split(separator: "\n").dropLast().map { $0.prefix { $0 != ":" } } == [
        "ETAlertView · C1 · iOS 8 phone", "ETAlertView · C1 · iOS 8 pad",
        "ETAlertView · C1 · iOS 9–12 phone", "ETAlertView · C1 · iOS 9–12 pad",
        "ETAlertView · C1 · iOS 13+ phone without scenes",
        "ETAlertView · C1 · iOS 13+ pad without scenes",
      ])
    let spelled = try await AlertLabCommand.run([
      "--only", "ios7", "--only", "iPad", "--only", "C1", "--only", "ACAlertView", "--",
    ])
    #expect(spelled.status == 0)
    #expect(spelled.output.hasPrefix("ACAlertView · C1 · iOS 7 pad: pass"))
    let positional = try await AlertLabCommand.run(["--only", "C1", "--", "extra"])
    #expect(positional.status == 64)
    #expect(positional.errors.hasPrefix("alertlab: error: unexpected argument 'extra'"))
  }

  @Test("Each wrong command line gets a one-line usage error and exit code 64")
  func usageErrors() async throws {
    for arguments in [
      ["--bogus"], ["--check", "extra"], ["--only"], ["--only", "NoSuchApproach"],
      ["--check", "--only", "T3"], ["--help=yes"],
    ] {
      let run = try await AlertLabCommand.run(arguments)
      #expect(run.status == 64, "\(arguments)")
      #expect(run.errors.hasPrefix("alertlab: error: "), "\(arguments)")
      #expect(run.errors.hasSuffix("See 'swift run alertlab --help'.\n"), "\(arguments)")
      #expect(run.errors.split(separator: "\n").count == 2, "\(arguments)")
    }
  }

  /// A usage error with standard error full still exits 64; a run whose standard output is full
  /// says so on standard error and exits 74.
  @Test(
    "Output that cannot be written never traps: exit 64 for a usage error, 74 for full output",
    .enabled(
      if: FileManager.default.fileExists(atPath: "/dev/full"),
      "/dev/full, a device whose writes always fail, is Linux's"))
  func unwritableOutput() async throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    #expect(try await AlertLabCommand.run(["--nope"], errorFile: full).status == 64)
    #expect(try await AlertLabCommand.run(["--nope", "x"], errorFile: full).status == 64)
    for arguments in [["--version"], ["--help"], ["--only", "T3", "--only", "ETAlertView"]] {
      let run = try await AlertLabCommand.run(arguments, outputFile: full)
      #expect(run.status == 74, "\(arguments)")
      #expect(
        run.errors.hasPrefix("alertlab: error: cannot write to standard output: "),
        "\(arguments)")
    }
  }

  /// No control character reaches the terminal, and a 100 KB argument costs one short line.
  @Test("An argument echoed in an error is escaped and cut short")
  func echoedArguments() async throws {
    let hostile = "a\u{1b}[31mred\u{07}\u{9b}"
    let filter = try await AlertLabCommand.run(["--only", hostile])
    #expect(filter.status == 64)
    #expect(
      filter.errors.hasPrefix("alertlab: error: 'a\\u{1b}[31mred\\u{7}\\u{9b}' matches nothing."))
    let long = "--" + String(repeating: "x", count: 100_000)
    for arguments in [[long], ["--check", "--", long], ["--only", long]] {
      let run = try await AlertLabCommand.run(arguments)
      #expect(run.status == 64)
      #expect(run.errors.contains("…' (99922 more characters)"), "\(run.errors.prefix(200))")
      #expect(run.errors.split(separator: "\n").allSatisfy { $0.count < 2_000 })
    }
    let control = try await AlertLabCommand.run(["--\u{1b}]0;title\u{07}"])
    #expect(control.errors.hasPrefix("alertlab: error: unknown option '--\\u{1b}]0;title\\u{7}'"))
  }

  /// --only narrows by every filter and prints one line per cell
  @Test("--only narrows by every filter and prints one line per cell")
  func only() async throws {
    let run = try await AlertLabCommand.run([
      "--only", "DAAlertController", "--only", "T3", "--only", "iOS 7",
    ])
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n")
    // T3 is a behaviour: it selects T3 and its variant T3.secure-first.
    #expect(lines.count == 5)
    #expect(lines.first?.hasPrefix("DAAlertController · T3 · iOS 7 phone: fail") == true)
    #expect(lines.last == "4 cells in 2 worker processes: 4 as predicted (4 fail)")
  }

  /// --version prints the version and exits 0
  @Test("--version prints the version and exits 0")
  func version() async throws {
    let run = try await AlertLabCommand.run(["--version"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("alertlab "))
  }

  /// --only=X is --only X, and repeated filters of one kind match any of them
  @Test("--only=X is --only X, and repeated filters of one kind match any of them")
  func repeatedFiltersOfOneKind() async throws {
    let run = try await AlertLabCommand.run([
      "--only=T3", "--only", "ETAlertView", "--only=ACAlertView", "--only", "7",
    ])
    #expect(run.status == 0)
    #expect(
      run.output.hasSuffix(
        "8 cells in 2 worker processes: 8 as predicted (4 fail, 4 unsupported)\n"))
  }

  /// An unknown filter value is refused with the valid ones listed
  @Test("An unknown filter value is refused with the valid ones listed")
  func unknownFilterValue() async throws {
    let run = try await AlertLabCommand.run(["--only", "iOS 10"])
    #expect(run.status == 64)
    #expect(
      run.errors.contains("'iOS 10' matches nothing. Valid filters are approach: ETAlertView"))
    #expect(run.errors.contains("OS: 7, 8, 9, 13, 15"))
  }

  /// The command finds its own package from any current folder
  @Test("The command finds its own package from any current folder")
  func anyCurrentFolder() async throws {
    let run = try await AlertLabCommand.run(
      ["--only", "T3.secure-first", "--only", "iOS 7 pad", "--only", "ACAlertView"],
      in: FileManager.default.temporaryDirectory)
    #expect(run.status == 0)
    #expect(run.output.hasSuffix("1 cell in 1 worker process: 1 as predicted (1 fail)\n"))
  }

  @Test("Cells that differ are named, with the prediction entry that would cover each group")
  func coveringPredictions() throws {
    let cells = try CheckedInCells.all().filter {
      $0.approach.id == "ETAlertView" && $0.scenario.id == "C1"
    }
    let results = cells.map { cell in
      CellResult(
        cell: Cell(
          approach: cell.approach, scenario: cell.scenario, environment: cell.environment,
          prediction: nil),
        observation: nil,
        verdict: cell.environment.lifecycle == .scenes
          ? Verdict(
            .crash,
            [.crashed(UncaughtException(name: "NSObjectNotAvailableException", reason: "..."))])
          : Verdict(.pass))
    }
    #expect(
      RunSummary.coveringPredictions(results) == [
        "Fixtures/predictions/ETAlertView.json: { \"behaviour\": \"C1\", \"lifecycle\": [\"scenes\"], "
          + "\"outcome\": \"crash\", \"exception\": \"NSObjectNotAvailableException\", \"reason\": \"…\", "
          + "\"sources\": [\"…\"] }"
      ])
    // With no prediction a cell is predicted to pass: every cell with scenes crashes.
    let scenes = cells.count { $0.environment.lifecycle == .scenes }
    let others = cells.count - scenes
    #expect(RunSummary.mismatches(results).count == scenes)
    #expect(
      RunSummary.line(results)
        == "\(cells.count) cells: \(others) as predicted, \(scenes) not (\(others) pass, \(scenes) crash)"
    )
  }

  /// Every worker the run started is stopped.
  @Test("Ctrl-C stops the run and every worker, even one busy with a slow cell, and writes nothing")
  func interrupt() throws {
    let package = try TestPackage.make(typing: 100_000)
    defer { try? FileManager.default.removeItem(at: package) }
    let copy = try TestPackage.command(in: package)
    let process = Process()
    process.executableURL = copy
    process.currentDirectoryURL = FileManager.default.temporaryDirectory
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // The sign that cells are running: both workers have started, and a worker is sent its
    // cells as it starts.
    let deadline = Date().addingTimeInterval(20)
    let copyFolder = copy.deletingLastPathComponent().lastPathComponent
    while try processes(named: copyFolder).count < 3, Date() < deadline {
      Thread.sleep(forTimeInterval: 0.02)
    }
    process.interrupt()
    process.waitUntilExit()
    // 130 is the interrupt's status: a run that had gone on to its end would exit 0 or 1.
    #expect(process.terminationStatus == 130)
    #expect(
      try processes(named: copyFolder).map(\.command) == [],
      "a worker outlived the run")
    #expect(
      !FileManager.default.fileExists(atPath: package.appendingPathComponent("REPORT.md").path))
  }
}
