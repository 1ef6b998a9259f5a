import Foundation
import Matrix
import ProcessSupport
import TestSupport
import Testing

@testable import Report

/// REPORT.md, its images and REPORT.json are written all or nothing.
@Suite("Report files")
struct ReportFilesTests {
  /// A fresh folder with an old report in it.
  private func folder() throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("alertlab-files-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try ReportFiles(root: root, contents: contents("old")).write()
    return root
  }

  private func contents(_ version: String) -> [(path: String, text: String)] {
    [
      ("REPORT.md", "md \(version)"), ("docs/images/a.svg", "svg \(version)"),
      ("REPORT.json", "json \(version)"),
    ]
  }

  private func read(_ root: URL, _ path: String) -> String? {
    try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  private func leftovers(_ root: URL) -> [String] {
    (FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? [])
      .filter { $0.hasSuffix(".tmp") || $0.hasSuffix(".old") || $0.hasSuffix(".journal") }
  }

  @Test(
    "A writer killed mid-move is finished by the next run from its journal, nothing left behind"
  )
  func interruptedWrite() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    // As a writer killed after its first move leaves things: REPORT.md new, the rest staged.
    let manager = FileManager.default
    try Data("md new".utf8).write(to: root.appendingPathComponent("REPORT.md"))
    try Data("svg new".utf8).write(to: root.appendingPathComponent("docs/images/.a.svg.k.tmp"))
    try Data("json new".utf8).write(to: root.appendingPathComponent(".REPORT.json.k.tmp"))
    try Data("old".utf8).write(to: root.appendingPathComponent(".REPORT.json.k.old"))
    try Data("x".utf8).write(to: root.appendingPathComponent(".REPORT.md.dead.tmp"))
    try Data(
      "docs/images/.a.svg.k.tmp\tdocs/images/a.svg\n.REPORT.json.k.tmp\tREPORT.json\n".utf8
    ).write(to: root.appendingPathComponent(ReportJournal.name))
    try ReportFiles(root: root, contents: contents("new")).journal.repair()
    #expect(read(root, "REPORT.md") == "md new")
    #expect(read(root, "docs/images/a.svg") == "svg new")
    #expect(read(root, "REPORT.json") == "json new")
    #expect(!manager.fileExists(atPath: root.appendingPathComponent(ReportJournal.name).path))
    // Finishing it, as every mode does first (--only and --check too), leaves nothing behind.
    #expect(leftovers(root) == [])
    try ReportFiles(root: root, contents: contents("newer")).write()
    #expect(read(root, "REPORT.json") == "json newer")
    #expect(leftovers(root) == [])
  }

  /// As a writer killed while staging leaves things, or one killed after its journal went:
  /// staged files and links to old files, and no journal.
  @Test("Staged files and old links a killed writer left are removed by any run, journal or none")
  func leftoversWithoutJournal() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    try Data("md old".utf8).write(to: root.appendingPathComponent("REPORT.md"))
    for name in [".REPORT.md.k.tmp", ".REPORT.md.k.old", "docs/images/.a.svg.k.tmp"] {
      try Data("x".utf8).write(to: root.appendingPathComponent(name))
    }
    try ReportFiles(root: root, contents: contents("new")).journal.repair()
    #expect(leftovers(root) == [])
    #expect(read(root, "REPORT.md") == "md old", "repairing changed no report file")
  }

  /// The cases: another file of the package, a path out of it, a name this tool never stages, a
  /// line cut short, a journal too large.
  @Test(
    "A forged or stale journal is refused whole, naming its line, and nothing is moved",
    arguments: [
      "Package.swift\tSources/AlertLab/main.swift\n",
      ".REPORT.json.k.tmp\tREPORT.json\n../outside.tmp\tREPORT.md\n",
      "docs/images/../../.REPORT.md.k.tmp\tREPORT.md\n",
      ".REPORT.md.k.tmp\t../REPORT.md\n",
      ".REPORT.md.k/x.tmp\tREPORT.md\n",
      ".REPORT.md..tmp\tREPORT.md\n",
      ".REPORT.json.k.tmp\tREPORT.md\n",
      ".REPORT.md.k.tmp\n",
      ".REPORT.md.k.tmp\tREPORT.md\textra\n",
      ".REPORT.md.k.tmp\tdocs/images/gone.svg\n",
      String(repeating: ".REPORT.md.k.tmp\tREPORT.md\n", count: 3_000),
    ])
  func forgedJournal(journal: String) throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let manager = FileManager.default
    try Data("manifest".utf8).write(to: root.appendingPathComponent("Package.swift"))
    try Data("staged".utf8).write(to: root.appendingPathComponent(".REPORT.md.k.tmp"))
    try Data("staged".utf8).write(to: root.appendingPathComponent(".REPORT.json.k.tmp"))
    try Data(journal.utf8).write(to: root.appendingPathComponent(ReportJournal.name))
    let before = try manager.subpathsOfDirectory(atPath: root.path).sorted()
    #expect {
      try ReportFiles(root: root, contents: contents("new")).journal.repair()
    } throws: { error in
      "\(error)".hasPrefix("\(ReportJournal.name): ")
        && "\(error)".contains("nothing was moved")
    }
    #expect(try manager.subpathsOfDirectory(atPath: root.path).sorted() == before)
    #expect(read(root, "Package.swift") == "manifest")
    #expect(read(root, "REPORT.md") == "md old")
    #expect(read(root, "REPORT.json") == "json old")
    // A write refuses it too, and writes nothing.
    #expect(throws: ReportFiles.WriteError.self) {
      try ReportFiles(root: root, contents: contents("new")).write()
    }
    #expect(read(root, "REPORT.md") == "md old")
  }

  @Test(
    "Concurrent runs use unique temporary names; a failed or refused write keeps every old file")
  func safeWrites() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    DispatchQueue.concurrentPerform(iterations: 16) { run in
      try? ReportFiles(root: root, contents: contents("run \(run)")).write()
    }
    #expect(read(root, "REPORT.md")?.hasPrefix("md run ") == true)
    #expect(read(root, "REPORT.json")?.hasPrefix("json run ") == true)
    #expect(leftovers(root) == [])
    try ReportFiles(root: root, contents: contents("old")).write()

    // The second move fails: the first file moved is put back, and the error names the file
    // and the reason.
    var failing = ReportFiles(root: root, contents: contents("new"))
    failing.move = { source, target in
      target.lastPathComponent == "a.svg" ? "injected failure" : Platform.move(source, over: target)
    }
    #expect {
      try failing.write()
    } throws: { error in
      "\(error)" == "cannot replace docs/images/a.svg: injected failure; no file was changed"
    }
    #expect(read(root, "REPORT.md") == "md old")
    #expect(read(root, "docs/images/a.svg") == "svg old")
    #expect(read(root, "REPORT.json") == "json old")
    #expect(leftovers(root) == [])

    // A read-only REPORT.md is refused before anything is written.
    let report = root.appendingPathComponent("REPORT.md")
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: report.path)
    #expect {
      try ReportFiles(root: root, contents: contents("new")).write()
    } throws: { error in
      "\(error)" == "cannot write REPORT.md: the file is read-only"
    }
    #expect(read(root, "REPORT.md") == "md old")
    #expect(read(root, "REPORT.json") == "json old")
  }

  @Test(
    "A journal that is a folder, a link or a FIFO is refused untouched, without blocking",
    arguments: ["folder", "link", "fifo"])
  func journalThatIsNoFile(kind: String) throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let manager = FileManager.default
    let journal = root.appendingPathComponent(ReportJournal.name)
    switch kind {
    case "folder":
      try manager.createDirectory(at: journal, withIntermediateDirectories: false)
      try Data("keep".utf8).write(to: journal.appendingPathComponent("inside"))
    case "link":
      let real = root.appendingPathComponent("real.journal")
      try Data("".utf8).write(to: real)
      try manager.createSymbolicLink(at: journal, withDestinationURL: real)
    default:
      let mkfifo = try Process.run(
        URL(fileURLWithPath: "/usr/bin/mkfifo"), arguments: [journal.path])
      mkfifo.waitUntilExit()
      try #require(mkfifo.terminationStatus == 0)
    }
    let before = try manager.subpathsOfDirectory(atPath: root.path).sorted()
    let new = contents("new")
    let refusal = try withDeadline(seconds: 10, "repairing a journal that is a \(kind)") {
      do {
        try ReportFiles(root: root, contents: new).journal.repair()
        return nil as String?
      } catch {
        return "\(error)"
      }
    }
    #expect(refusal?.hasPrefix("\(ReportJournal.name): it is not a regular file") == true)
    #expect(try manager.subpathsOfDirectory(atPath: root.path).sorted() == before)
    #expect(read(root, "REPORT.md") == "md old")
  }
}
