import Foundation
import Report
import Testing

/// The command touches its own package only: the first package above it, and in it only the
/// report's own files, whatever a journal left there says.
@Suite("Package root")
struct PackageRootTests {
  /// One cell of the test package: quick to run.
  private static let oneCell = ["--only", "T4", "--only", "ETAlertView", "--only", "iOS 7 phone"]

  /// A package without Fixtures inside an AlertLab package is refused, and the outer package is not
  /// written.
  @Test("The command's package is the first one above it; one without Fixtures is refused")
  func firstPackageRoot() async throws {
    let outer = try TestPackage.make(typing: 1_000)
    defer { try? FileManager.default.removeItem(at: outer) }
    let inner = outer.appendingPathComponent("Inner")
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
    try Data("let package = Package(name: \"Inner\")\n".utf8).write(
      to: inner.appendingPathComponent("Package.swift"))
    let command = try TestPackage.command(in: inner)
    for arguments in [[], Self.oneCell] {
      let run = try await AlertLabCommand.run(arguments, executable: command, in: inner)
      #expect(run.status == 1)
      #expect(
        run.errors.hasPrefix("alertlab: error: the package at \(inner.path), the first above"),
        "\(run.errors)")
    }
    #expect(!FileManager.default.fileExists(atPath: outer.appendingPathComponent("REPORT.md").path))
  }

  @Test(
    "A forged journal stops every run, naming the journal and its line, and nothing is moved"
  )
  func forgedJournalStopsTheCommand() async throws {
    let package = try TestPackage.make(typing: 1_000)
    defer { try? FileManager.default.removeItem(at: package) }
    let manifest = package.appendingPathComponent("Package.swift")
    let before = try Data(contentsOf: manifest)
    try Data("Package.swift\tFixtures/scenarios/T4.json\n".utf8).write(
      to: package.appendingPathComponent(".alertlab-report.journal"))
    let command = try TestPackage.command(in: package)
    for arguments in [[], ["--check"], Self.oneCell] {
      let run = try await AlertLabCommand.run(arguments, executable: command)
      #expect(run.status == 1, "\(arguments)")
      #expect(
        run.errors.hasPrefix(
          "alertlab: error: .alertlab-report.journal: line 1, 'Package.swift\\u{9}Fixtures/scenarios/T4.json', is not a move"
        ), "\(run.errors)")
    }
    #expect(try Data(contentsOf: manifest) == before)
    #expect(
      FileManager.default.fileExists(
        atPath: package.appendingPathComponent("Fixtures/scenarios/T4.json").path))
  }

  @Test("A command without its worker beside it names the missing file and writes nothing")
  func missingWorker() async throws {
    let package = try TestPackage.make(typing: 1_000)
    defer { try? FileManager.default.removeItem(at: package) }
    let command = try TestPackage.command(in: package, withWorker: false)
    // The folder's own name: the command names the path it resolved, which on macOS may
    // begin otherwise than the temporary folder's.
    let worker = command.deletingLastPathComponent().lastPathComponent + "/alertlab-worker"
    for arguments in [[], Self.oneCell] {
      let run = try await AlertLabCommand.run(arguments, executable: command, in: package)
      #expect(run.status == 1, "\(arguments)")
      #expect(run.errors.hasPrefix("alertlab: error: /"), "\(run.errors)")
      #expect(run.errors.contains("\(worker) is missing or cannot be run"), "\(run.errors)")
    }
    #expect(
      !FileManager.default.fileExists(atPath: package.appendingPathComponent("REPORT.md").path))
  }

  @Test("Every run finishes a write killed between its moves, not only a writing run")
  func everyRunRepairs() async throws {
    for arguments in [["--check"], Self.oneCell] {
      let package = try TestPackage.make(typing: 1_000)
      defer { try? FileManager.default.removeItem(at: package) }
      // As a writer killed after its first move leaves things: REPORT.md new, REPORT.json
      // staged.
      try Data("md new".utf8).write(to: package.appendingPathComponent("REPORT.md"))
      try Data("json old".utf8).write(to: package.appendingPathComponent("REPORT.json"))
      try Data("json new".utf8).write(to: package.appendingPathComponent(".REPORT.json.k.tmp"))
      try Data(".REPORT.json.k.tmp\tREPORT.json\n".utf8).write(
        to: package.appendingPathComponent(".alertlab-report.journal"))
      let command = try TestPackage.command(in: package)
      _ = try await AlertLabCommand.run(arguments, executable: command)
      #expect(
        try String(contentsOf: package.appendingPathComponent("REPORT.json"), encoding: .utf8)
          == "json new", "\(arguments)")
      #expect(
        !FileManager.default.fileExists(
          atPath: package.appendingPathComponent(".alertlab-report.journal").path))
    }
  }

  /// Limits a shell sets before it starts the command, and the error each must give. macOS
  /// refuses a limit on virtual memory, so that case is Linux's.
  static var scarceLimits: [(limit: String, error: String)] {
    var cases = [
      (
        "ulimit -n 20",
        "alertlab: error: the process may open only 20 files (ulimit -n); a run needs 256\n"
      )
    ]
    #if os(Linux)
      cases.append(
        (
          "ulimit -v 262144",
          "alertlab: error: the process may map only 256 MiB of memory (ulimit -v); a run needs 1024 MiB\n"
        ))
    #endif
    return cases
  }

  /// It stops with a clear error.
  @Test(
    "Without enough file descriptors or memory a run stops before it starts, with exit 71",
    arguments: scarceLimits)
  func scarceResources(limit: String, error: String) async throws {
    let shell = try await AlertLabCommand.run(
      ["-c", "\(limit) && exec \"$0\" --only T3", AlertLabCommand.executable.path],
      executable: URL(fileURLWithPath: "/bin/sh"))
    #expect(shell.status == 71)
    #expect(shell.errors == error)
    #expect(shell.output.isEmpty)
  }
}
