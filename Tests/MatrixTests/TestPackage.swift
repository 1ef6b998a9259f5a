import ApproachRegistry
import Foundation
import Matrix

/// A package the command takes for its own, made in a temporary folder: one scenario, T4,
/// that types `typing` characters into a field (100,000 take seconds, enough for every
/// worker to be busy with it), and empty predictions. The caller removes it.
enum TestPackage {
  static func make(typing: Int) throws -> URL {
    let package = FileManager.default.temporaryDirectory
      .appendingPathComponent("alertlab-package-\(UUID().uuidString)")
    let manager = FileManager.default
    for folder in ["Fixtures/scenarios", "Fixtures/predictions"] {
      try manager.createDirectory(
        at: package.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try Data("let package = Package(name: \"AlertLab\")\n".utf8).write(
      to: package.appendingPathComponent("Package.swift"))
    try copyFactsDocument(into: package)
    let step =
      "{ \"step\": \"type\", \"text\": \"\(String(repeating: "x", count: 1_000))\", \"field\": 0 }"
    let typingSteps = Array(repeating: step, count: max(typing / 1_000, 1))
    let scenario = """
      { "id": "T4", "group": "text", "needs": ["validatedTextField"], "title": "Typing for a long time",
        "alert": { "title": "T", "actions": [ { "title": "OK" } ], "textFields": [ {} ] },
        "steps": [ \(typingSteps.joined(separator: ", ")) ], "ideal": { "handlers": [] } }
      """
    try Data(scenario.utf8).write(to: package.appendingPathComponent("Fixtures/scenarios/T4.json"))
    for approach in Approaches.all.map({ $0.id }) {
      try Data("{ \"approach\": \"\(approach)\", \"predictions\": [] }".utf8).write(
        to: package.appendingPathComponent("Fixtures/predictions/\(approach).json"))
    }
    return package
  }

  /// A copy of the package's docs/UIKitFacts.md in `package`, whose headings are the fact
  /// ids the fixtures may cite.
  static func copyFactsDocument(into package: URL) throws {
    let docs = package.appendingPathComponent("docs")
    try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: AlertLabCommand.packageRoot.appendingPathComponent(SourceCatalog.factsDocument),
      to: package.appendingPathComponent(SourceCatalog.factsDocument))
  }

  /// The built command and its worker (unless told to leave it out), in a folder of their own with a new name inside
  /// `folder`: the command takes the package it is in for its own, and every process of the
  /// copy has the folder's name in its command line. Hard links, where the file system allows
  /// them: a copy is a file open for writing for a moment, and a process another test starts
  /// then can hold it open, so that starting the copy fails with "Text file busy".
  static func command(in folder: URL, withWorker: Bool = true) throws -> URL {
    let bin = folder.appendingPathComponent("alertlab-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: false)
    for executable in (withWorker ? [AlertLabCommand.worker] : []) + [AlertLabCommand.executable] {
      let copy = bin.appendingPathComponent(executable.lastPathComponent)
      do {
        try FileManager.default.linkItem(at: executable, to: copy)
      } catch {
        try FileManager.default.copyItem(at: executable, to: copy)
      }
    }
    return bin.appendingPathComponent(AlertLabCommand.executable.lastPathComponent)
  }
}
