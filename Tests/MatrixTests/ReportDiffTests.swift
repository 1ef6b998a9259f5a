import Foundation
import JSON
import Matrix
import Report
import TestSupport
import Testing

/// `alertlab diff`: two REPORT.json files compared cell by cell, on small reports made up
/// here, and the command that prints the comparison.
@Suite("Report diff")
struct ReportDiffTests {
  @Test("Diff: no change")
  func diffNoChange() throws {
    let report = DiffCell.report([
      DiffCell(), DiffCell(environment: "iOS 8 phone", observed: "fail", findings: ["a"]),
    ])
    let diff = try Self.diff(report, report)
    #expect(diff.changes.isEmpty)
    #expect(diff.lines().isEmpty)
    #expect(diff.summary == "2 cells before, 2 after: nothing changed")
  }

  @Test("Diff: an outcome changed")
  func diffOutcome() throws {
    let diff = try Self.diff(
      DiffCell.report([
        DiffCell(observed: "fail", findings: ["a"]), DiffCell(scenario: "C2", observed: "fail"),
      ]),
      DiffCell.report([
        DiffCell(observed: "crash", findings: ["a"]), DiffCell(scenario: "C2", observed: "pass"),
      ]))
    #expect(
      diff.changes.map(\.change) == [
        .changed([.outcome(.fail, .crash)]), .changed([.outcome(.fail, .pass)]),
      ])
    #expect(
      diff.lines() == [
        "Alpha", "  C1", "    iOS 7 phone: fail -> crash", "  C2", "    iOS 7 phone: fail -> pass",
      ])
    #expect(diff.summary == "2 cells before, 2 after: 2 changed, 0 added, 0 removed")
  }

  @Test("Diff: a finding changed")
  func diffFinding() throws {
    let diff = try Self.diff(
      DiffCell.report([
        DiffCell(observed: "fail", findings: ["appeared: never", "tint: wrong"]),
        DiffCell(environment: "iOS 8 phone", observed: "fail", findings: ["a"]),
      ]),
      DiffCell.report([
        DiffCell(observed: "fail", findings: ["appeared: never", "tint: right"]),
        DiffCell(environment: "iOS 8 phone", observed: "pass"),
      ]))
    #expect(
      diff.changes.map(\.change) == [
        .changed([
          .findings(["appeared: never", "tint: wrong"], ["appeared: never", "tint: right"])
        ]),
        .changed([.outcome(.fail, .pass), .findings(["a"], [])]),
      ])
    #expect(
      diff.lines() == [
        "Alpha", "  C1", "    iOS 7 phone: finding changed: \"tint: wrong\" -> \"tint: right\"",
        "    iOS 8 phone: fail -> pass; finding changed: \"a\" -> none",
      ])
  }

  @Test("Diff: a modelling choice changed")
  func diffChoice() throws {
    let diff = try Self.diff(
      DiffCell.report([DiffCell(observed: "crash", choices: ["AV12"])]),
      DiffCell.report([DiffCell(observed: "crash", choices: ["AV12", "W16"])]))
    #expect(diff.changes.map(\.change) == [.changed([.choices(["AV12"], ["AV12", "W16"])])])
    #expect(
      diff.lines() == [
        "Alpha", "  C1", "    iOS 7 phone: modelling choices changed: AV12 -> AV12, W16",
      ])
  }

  @Test("Diff: a cell added, one removed")
  func diffAddedRemoved() throws {
    let diff = try Self.diff(
      DiffCell.report([DiffCell(), DiffCell(environment: "iOS 7 pad", observed: "fail")]),
      DiffCell.report([DiffCell(), DiffCell(environment: "iOS 8 phone", observed: "crash")]))
    #expect(
      diff.changes == [
        ReportDiff.CellChange(
          cell: .init(approach: "Alpha", scenario: "C1", environment: "iOS 8 phone"),
          change: .added(.crash)),
        ReportDiff.CellChange(
          cell: .init(approach: "Alpha", scenario: "C1", environment: "iOS 7 pad"),
          change: .removed(.fail)),
      ])
    #expect(
      diff.lines() == [
        "Alpha", "  C1", "    iOS 8 phone: added (crash)", "    iOS 7 pad: removed (was fail)",
      ])
    #expect(diff.summary == "2 cells before, 2 after: 0 changed, 1 added, 1 removed")
  }

  /// At most 20 lines, whatever the reports.
  @Test("Diff: the summary counts outcome changes by kind, names cells that left pass, and more")
  func diffSummary() throws {
    let old = DiffCell.report(
      [DiffCell(), DiffCell(scenario: "C2"), DiffCell(scenario: "C3", observed: "fail")]
        + (0..<9).map { DiffCell(approach: "Many", environment: "E\($0)") },
      firstChoices: ["alerts": "Alpha", "actionSheets": nil])
    let new = DiffCell.report(
      [
        DiffCell(observed: "fail"), DiffCell(scenario: "C2", observed: "crash"),
        DiffCell(scenario: "C3"), DiffCell(scenario: "C4", environment: "iOS 8 phone"),
      ] + (0..<9).map { DiffCell(approach: "Many", environment: "E\($0)", observed: "fail") },
      firstChoices: ["alerts": "Beta", "actionSheets": nil])
    let summary = try Self.diff(old, new).summaryLines
    #expect(
      summary == [
        "12 cells before, 13 after: 12 changed, 1 added, 0 removed",
        "Outcomes changed: 10 pass -> fail, 1 pass -> crash, 1 fail -> pass",
        "  Alpha · C1 · iOS 7 phone: pass -> fail", "  Alpha · C2 · iOS 7 phone: pass -> crash",
        "  Many · C1 · E0: pass -> fail", "  Many · C1 · E1: pass -> fail",
        "  Many · C1 · E2: pass -> fail", "  and 6 more that no longer pass",
        "Added: 1 cell", "  by approach: Alpha 1", "  by scenario: C4 1",
        "  by environment: iOS 8 phone 1", "Removed: none", "First choices changed: 1",
        "  alerts · iOS 15+ with scenes, phone and pad: Alpha -> Beta",
      ])
    #expect(summary.count <= 20)
  }

  @Test("Diff: cells added or removed in one approach and scenario are one line")
  func diffCollapsed() throws {
    let old = DiffCell.report([
      DiffCell(scenario: "Gone"), DiffCell(scenario: "Gone", environment: "E2"),
    ])
    let new = DiffCell.report(
      ["E1", "E2", "E3"].map {
        DiffCell(scenario: "New", environment: $0, observed: $0 == "E3" ? "fail" : "pass")
      })
    #expect(
      try Self.diff(old, new).lines() == [
        "Alpha", "  New", "    3 environments: added (2 pass, 1 fail)", "  Gone",
        "    2 environments: removed (was 2 pass)",
      ])
  }

  @Test("Diff: --outcomes keeps only the cells whose outcome changed, and only that")
  func diffOutcomesOnly() throws {
    let diff = try Self.diff(
      DiffCell.report([
        DiffCell(observed: "fail", findings: ["a"]), DiffCell(scenario: "C2", findings: []),
        DiffCell(scenario: "C3", observed: "fail", findings: ["b"]),
      ]),
      DiffCell.report([
        DiffCell(observed: "pass"), DiffCell(scenario: "C2", choices: ["W2"]),
        DiffCell(scenario: "C3", observed: "fail", findings: ["c"]), DiffCell(scenario: "C4"),
      ]))
    #expect(diff.lines(outcomesOnly: true) == ["Alpha", "  C1", "    iOS 7 phone: fail -> pass"])
  }

  /// A FIFO with no writer would block a read for ever.
  @Test("Diff: a FIFO, or any file that is not regular, is refused without being read")
  func diffRefusesFIFO() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "alertlab-diff-fifo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("report.json")
    let mkfifo = try Process.run(URL(fileURLWithPath: "/usr/bin/mkfifo"), arguments: [fifo.path])
    mkfifo.waitUntilExit()
    try #require(mkfifo.terminationStatus == 0)
    // The read runs on a thread of its own, so that a regression fails at the deadline
    // rather than hanging the suite.
    let refusal = try withDeadline(seconds: 10, "reading a FIFO") {
      do {
        _ = try ReportDiff.contents(ofFile: fifo.path)
        return nil as ReportDiff.Refusal?
      } catch {
        return error as? ReportDiff.Refusal
      }
    }
    #expect(refusal?.problem == "not a regular file (a FIFO, a device or a socket)")
  }

  /// A name or finding of 50 MB is printed as `--only` echoes one: cut at 80 characters.
  @Test("Diff: a long name or finding from a file is cut as an echoed one is")
  func diffCutsLongText() throws {
    let long = String(repeating: "x", count: 1_000)
    let lines = try Self.diff(
      DiffCell.report([DiffCell(scenario: long, observed: "fail", findings: [long])]),
      DiffCell.report([DiffCell(scenario: long, observed: "fail", findings: ["short"])])
    ).lines()
    #expect(lines.allSatisfy { $0.count < 300 }, "\(lines.map(\.count))")
    #expect(lines[1].hasSuffix("… (920 more characters)"))
  }

  /// Schema 10 names environments by a stable id; a report of schema 9 by name, which its
  /// `environments` table maps to the same id.
  @Test("Diff: a cell named by its environment's name before schema 10 is the same cell by id")
  func diffAcrossEnvironmentIDs() throws {
    let entry = { (id: JSONValue?, name: String) -> JSONValue in
      var fields: [String: JSONValue] = [
        "name": .string(name), "os": .int(15), "idiom": .string("pad"),
        "lifecycle": .string("scenes"),
      ]
      fields["id"] = id
      return .object(fields)
    }
    func withEnvironments(_ report: JSONValue, _ environment: JSONValue) -> JSONValue {
      guard case .object(var fields) = report else { return report }
      fields["environments"] = .array([environment])
      return .object(fields)
    }
    let old = withEnvironments(
      DiffCell.report([DiffCell(environment: "iOS 15+ pad with scenes")], schemaVersion: 9),
      entry(nil, "iOS 15+ pad with scenes"))
    let new = withEnvironments(
      DiffCell.report([DiffCell(environment: "ios15-pad-scenes", observed: "fail")]),
      entry(.string("ios15-pad-scenes"), "iPad, iOS 15 and later, with scenes"))
    let diff = try Self.diff(old, new)
    #expect(diff.changes.map(\.change) == [.changed([.outcome(.pass, .fail)])])
    #expect(
      diff.lines() == ["Alpha", "  C1", "    iPad, iOS 15 and later, with scenes: pass -> fail"])
  }

  @Test("Diff: grouped by approach, then scenario")
  func diffGrouping() throws {
    // The new report's order, then the old one's for what it alone has; cells of one
    // approach and scenario together, however the files interleave them.
    let old = DiffCell.report([
      DiffCell(approach: "Gone", observed: "fail"), DiffCell(approach: "Beta"),
      DiffCell(scenario: "C2"), DiffCell(),
    ])
    let new = DiffCell.report([
      DiffCell(approach: "Beta", observed: "fail"), DiffCell(observed: "fail"),
      DiffCell(approach: "Beta", scenario: "C2"), DiffCell(scenario: "C2", observed: "fail"),
      DiffCell(approach: "Beta", environment: "iOS 7 pad"),
    ])
    #expect(
      try Self.diff(old, new).lines() == [
        "Beta", "  C1", "    iOS 7 phone: pass -> fail", "    iOS 7 pad: added (pass)", "  C2",
        "    iOS 7 phone: added (pass)", "Alpha", "  C1", "    iOS 7 phone: pass -> fail", "  C2",
        "    iOS 7 phone: pass -> fail", "Gone", "  C1", "    iOS 7 phone: removed (was fail)",
      ])
  }

  @Test("Diff: refusals name the file and the field")
  func diffRefusals() throws {
    let good = DiffCell.report([DiffCell()])
    func refusal(_ new: [UInt8]) -> ReportDiff.Refusal? {
      do {
        _ = try ReportDiff(old: Array(good.compact.utf8), named: "old.json", new: new, named: "n")
        return nil
      } catch {
        return error
      }
    }
    func refusal(_ new: JSONValue) -> ReportDiff.Refusal? {
      refusal(Array(new.compact.utf8))
    }
    func replacing(_ key: String, with value: JSONValue?, in report: JSONValue? = nil)
      -> JSONValue
    {
      guard case .object(var fields) = report ?? good else { return good }
      fields[key] = value
      return .object(fields)
    }
    #expect(
      refusal(replacing("cells", with: nil))?.description == "n: $: missing required field 'cells'")
    let environment = DiffCell.report([DiffCell(), DiffCell()], environments: [1: .int(8)])
    #expect(
      refusal(environment)?.description
        == "n: $.cells[1].environment: expected a string, found a number")
    #expect(
      refusal(replacing("schemaVersion", with: .int(5)))?.description
        == "n: $.schemaVersion: schema version 5; this command reads versions 6, 7, 8, 9, 10 and 11"
    )
    #expect(
      refusal(Array("{\"cells\": [}".utf8))?.description
        == "n: $.cells[0]: a value was expected (line 1, column 12)")
    #expect(
      refusal(DiffCell.report([DiffCell(), DiffCell()]))?.description
        == "n: $.cells[1]: the same approach, scenario and environment as $.cells[0]")
    #expect(
      refusal(DiffCell.report([DiffCell(observed: "flaky\u{1b}")]))?.description
        == "n: $.cells[0].observed: 'flaky\\u{1b}' is not one of 'pass', 'fail', 'crash', "
        + "'hang', 'unsupported', 'unavailable'")
    let finding = DiffCell.report([DiffCell(observed: "fail", findings: ["a"])])
    #expect(
      refusal(replacing("details", with: .object([:]), in: finding))?.description
        == "n: $.cells[0].details: 'v0' is not an id of $.details")
    #expect(throws: ReportDiff.Refusal(file: "/no/such", field: nil, problem: "no such file")) {
      try ReportDiff.contents(ofFile: "/no/such")
    }
  }

  @Test("Diff: reads schema 6 and the current one")
  func diffSchemaVersions() throws {
    #expect(ReportDiff.readableSchemaVersions.contains(ReportJSON.schemaVersion))
    let diff = try Self.diff(
      DiffCell.report([DiffCell()], schemaVersion: 6), DiffCell.report([DiffCell()]))
    #expect(diff.changes.isEmpty)
  }

  @Test("Command line: diff")
  func diffCommand() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("alertlab-diff-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = [
      "old.json": DiffCell.report([DiffCell()]).compact,
      "-new.json": DiffCell.report([DiffCell(observed: "fail")]).compact, "bad.json": "[]",
    ]
    for (name, text) in files {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    let same = try AlertLabCommand.run(["diff", "old.json", "old.json"], in: folder)
    #expect(same.status == 0)
    let quiet = "Added: none\nRemoved: none\nFirst choices changed: none\n"
    #expect(
      same.output == "1 cell before, 1 after: nothing changed\nOutcomes changed: none\n" + quiet)
    let changed = try AlertLabCommand.run(["diff", "--", "old.json", "-new.json"], in: folder)
    #expect(changed.status == 1)
    let summary =
      "1 cell before, 1 after: 1 changed, 0 added, 0 removed\n"
      + "Outcomes changed: 1 pass -> fail\n  Alpha · C1 · iOS 7 phone: pass -> fail\n" + quiet
    #expect(changed.output == summary + "\nAlpha\n  C1\n    iOS 7 phone: pass -> fail\n")
    let outcomes = try AlertLabCommand.run(
      ["diff", "--outcomes", "--", "old.json", "-new.json"], in: folder)
    #expect(outcomes.status == 1)
    #expect(outcomes.output == changed.output)
    for (arguments, error) in [
      (["diff", "old.json", "bad.json"], "bad.json: $: expected an object, found an array"),
      (["diff", "a", "b"], "a: no such file"),
    ] {
      let refused = try AlertLabCommand.run(arguments, in: folder)
      #expect(refused.status == 65, "\(arguments)")
      #expect(refused.errors == "alertlab: error: \(error)\n", "\(arguments)")
    }
    for arguments in [["diff", "a"], ["diff", "a", "b", "c"], ["diff", "-x", "a", "b"]] {
      let run = try AlertLabCommand.run(arguments, in: folder)
      #expect(run.status == 64, "\(arguments)")
      #expect(run.errors.hasPrefix("alertlab: error: "), "\(arguments)")
      #expect(run.errors.hasSuffix("See 'swift run alertlab --help'.\n"), "\(arguments)")
    }
  }

  /// The diff of two made-up reports, read from their text as files named old.json and
  /// new.json.
  private static func diff(_ old: JSONValue, _ new: JSONValue) throws -> ReportDiff {
    try ReportDiff(
      old: Array(old.compact.utf8), named: "old.json", new: Array(new.compact.utf8),
      named: "new.json")
  }
}

/// A made-up cell of a diff test: what a diff compares, and its place.
private struct DiffCell {
  var approach = "Alpha"
  var scenario = "C1"
  var environment = "iOS 7 phone"
  var observed = "pass"
  var findings: [String] = []
  var choices: [String] = []

  /// A REPORT.json of these cells, as `alertlab` writes one: findings in a details table by
  /// id, fields at their usual value left out; `environments` replaces some cells'
  /// environments, by index, with other values.
  static func report(
    _ cells: [DiffCell], schemaVersion: Int = ReportJSON.schemaVersion,
    environments: [Int: JSONValue] = [:], firstChoices: [String: String?] = [:]
  ) -> JSONValue {
    var details: [String: JSONValue] = [:]
    let lines = cells.enumerated().map { index, cell in
      var fields: [String: JSONValue] = [
        "approach": .string(cell.approach), "scenario": .string(cell.scenario),
        "environment": environments[index] ?? .string(cell.environment),
        "observed": .string(cell.observed), "observation": .null,
      ]
      if !cell.findings.isEmpty {
        let id = "v\(details.count)"
        details[id] = .strings(cell.findings)
        fields["details"] = .string(id)
      }
      if !cell.choices.isEmpty {
        fields["choices"] = .strings(cell.choices)
      }
      return JSONValue.object(fields)
    }
    return .object([
      "schemaVersion": .int(schemaVersion), "cells": .array(lines), "details": .object(details),
      "observations": .object([:]), "predictions": .object([:]),
      "recommendations": .array(
        firstChoices.sorted { $0.key < $1.key }.map { need, first in
          .object([
            "need": .string(need), "app": .string("iOS 15+ with scenes, phone and pad"),
            "recommended": .string(first),
          ])
        }),
    ])
  }
}
