import Foundation
import Report

/// The commit a report is generated from, as the HTML page names it: the last commit that
/// changed what the report is made from (the sources, the fixtures, the manifest), so that
/// committing a regenerated report, or a change to tests or docs, leaves it true. With
/// changes to those not yet committed it says so. Where git cannot say (no git, no
/// checkout, or a shallow clone, whose history stops short), the page already written keeps
/// the name it has, or it is "unknown". A check leaves the uncommitted changes unsaid: the
/// checked-in page names the commit it was written from, and uncommitted edits that change
/// nothing in the report (a comment, say) do not make it stale.
enum SourceCommit {
  /// What the report is made from, from the package root.
  static let inputs = ["Sources", "Fixtures", "Package.swift"]

  static func describe(packageRoot: URL, sayingUncommittedChanges: Bool) -> String {
    fromGit(packageRoot: packageRoot, sayingUncommittedChanges: sayingUncommittedChanges)
      ?? ReportDocuments.commitNamed(inPageAt: packageRoot) ?? "unknown"
  }

  /// The commit as git tells it, or nil where it cannot.
  private static func fromGit(packageRoot: URL, sayingUncommittedChanges: Bool) -> String? {
    let pathspec = ["--"] + inputs
    guard git(["rev-parse", "--is-shallow-repository"], in: packageRoot) == "false",
      let commit = git(["log", "-1", "--format=%H"] + pathspec, in: packageRoot),
      !commit.isEmpty
    else { return nil }
    guard sayingUncommittedChanges else { return commit }
    let changes = git(["status", "--porcelain"] + pathspec, in: packageRoot) ?? ""
    return changes.isEmpty ? commit : commit + ", with uncommitted changes"
  }

  /// Git's output, trimmed, or nil when it cannot run or fails.
  private static func git(_ arguments: [String], in folder: URL) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", folder.path] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
