import Foundation
import Testing

/// A contributor's work tree: an uncommitted edit that changes nothing in the report.
@Suite("Uncommitted edit")
struct UncommittedEditTests {
  @Test("--check calls a report current with an uncommitted comment in an input file")
  func uncommittedCommentKeepsReportCurrent() async throws {
    let manager = FileManager.default
    let package = manager.temporaryDirectory
      .appendingPathComponent("alertlab-worktree-\(UUID().uuidString)")
    try manager.createDirectory(at: package, withIntermediateDirectories: true)
    defer { try? manager.removeItem(at: package) }
    let root = AlertLabCommand.packageRoot
    try manager.copyItem(
      at: root.appendingPathComponent("Fixtures"), to: package.appendingPathComponent("Fixtures"))
    try manager.copyItem(
      at: root.appendingPathComponent("Package.swift"),
      to: package.appendingPathComponent("Package.swift"))
    try TestPackage.copyFactsDocument(into: package)
    // The sign-up dialogs the call-site cost measures are the package's own sources.
    try manager.createSymbolicLink(
      at: package.appendingPathComponent("Sources"),
      withDestinationURL: root.appendingPathComponent("Sources"))
    let command = try TestPackage.command(in: package)
    for arguments in [
      ["init", "-q"], ["add", "Fixtures", "Package.swift", "Sources", "docs"],
      ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "inputs"],
    ] {
      let git = try Self.git(arguments, in: package)
      try #require(git == 0, "git \(arguments.joined(separator: " ")) exited \(git)")
    }
    let write = try await AlertLabCommand.run([], executable: command, in: package)
    try #require(write.status == 0, "\(write.output)\(write.errors)")
    let manifest = package.appendingPathComponent("Package.swift")
    try (String(contentsOf: manifest, encoding: .utf8) + "// an uncommitted comment\n")
      .write(to: manifest, atomically: true, encoding: .utf8)
    let check = try await AlertLabCommand.run(["--check"], executable: command, in: package)
    #expect(check.status == 0, "\(check.output.suffix(600))\(check.errors)")
  }

  /// Runs git in `folder`; its exit status.
  private static func git(_ arguments: [String], in folder: URL) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", folder.path] + arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}
