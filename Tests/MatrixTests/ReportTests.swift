import ApproachRegistry
import Foundation
import Matrix
import Report
import Testing

/// The checked-in report and the command that writes it.
extension HarnessTests {
  @Test(
    "Report: REPORT.md and REPORT.json are current; if not, run `swift run alertlab` and commit them; Call-site cost counts code lines and tokens, not blanks, comments or imports"
  )
  func report() throws {
    try reportIsCurrent()
    callSiteCost()
  }

  /// REPORT.md and REPORT.json are current; if not, run `swift run alertlab` and commit them
  private func reportIsCurrent() throws {
    let check = try AlertLabCommand.run(["--check"])
    #expect(
      check.status == 0,
      "\(check.output)\(check.errors)"
    )
  }

  /// Call-site cost counts code lines and tokens, not blanks, comments or imports
  private func callSiteCost() {
    let source = """
      import UIKitModel

      /// A doc comment.
      func show() {
        let alert = UIAlertView(title: "Hi, there", message: nil)  // a comment
        alert.show()
      }
      """
    let cost = CallSiteCost.measure(source, writer: "w", file: "f")
    #expect(cost.lines == 4)
    #expect(cost.tokens == 24)
  }
}

extension HarnessTests {
  @Test(
    "The summary answers within REPORT.md's first 40 lines, a row per kind of app and device; no table row of the report is 600 characters or more"
  )
  func summaryFirst() throws {
    let url = AlertLabCommand.packageRoot.appendingPathComponent("REPORT.md")
    let lines = try String(contentsOf: url, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    let heading = try #require(lines.firstIndex(of: "## What to use today"))
    let rows = lines[heading...].drop { !$0.hasPrefix("| iOS") }.prefix { $0.hasPrefix("| ") }
    #expect(heading + 4 < 40, "the first answer starts at line \(heading + 5)")
    #expect(rows.count == 18, "six kinds of app, each on phone, pad and both")
    let tableRows = lines.filter { $0.hasPrefix("| ") }
    #expect(
      tableRows.allSatisfy { $0.count < 600 }, "\(tableRows.map(\.count).max() ?? 0) characters")
  }
}

extension HarnessTests {
  @Test(
    "REPORT.md renders on GitHub (at most 150 KB) and each approach's page of cell details is at most 200 KB"
  )
  func reportSizes() throws {
    let root = AlertLabCommand.packageRoot
    let size = { (path: String) throws -> Int in
      try Data(contentsOf: root.appendingPathComponent(path)).count
    }
    #expect(try size("REPORT.md") <= 150 * 1_024, "REPORT.md: move detail to the pages")
    for approach in Approaches.all {
      let page = "docs/report/\(approach.id).md"
      #expect(try size(page) <= 200 * 1_024, "\(page): group its cells more tightly")
    }
  }

  @Test(
    "Every cell has an anchor on its approach's page that names its approach, scenario and environment"
  )
  func cellAnchors() throws {
    var pages: [String: String] = [:]
    for cell in try CheckedInCells.all() {
      if pages[cell.approachID] == nil {
        pages[cell.approachID] = try String(
          contentsOf: AlertLabCommand.packageRoot.appendingPathComponent(
            "docs/report/\(cell.approachID).md"), encoding: .utf8)
      }
      let anchor =
        cell.approachID.lowercased() + "-"
        + cell.scenario.id.lowercased().replacingOccurrences(of: ".", with: "-") + "-"
        + Markdown.slug(cell.environment.description)
      #expect(pages[cell.approachID]!.contains("<a id=\"\(anchor)\"></a>"), "\(cell)")
    }
  }
}

extension HarnessTests {
  @Test(
    "REPORT.json is at most 2 MB, one cell a line, and docs/ReportJSON.md documents the schema version the code writes"
  )
  func reportJSONShape() throws {
    let root = AlertLabCommand.packageRoot
    let data = try Data(contentsOf: root.appendingPathComponent("REPORT.json"))
    #expect(data.count <= 2 * 1_024 * 1_024, "REPORT.json: write shared facts once")
    let text = String(decoding: data, as: UTF8.self)
    let cellLines = text.split(separator: "\n").filter { $0.hasPrefix("    {\"approach\":") }
    #expect(cellLines.count == (try CheckedInCells.all()).count, "one line a cell")
    let document = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    #expect(document?["schemaVersion"] as? Int == ReportJSON.schemaVersion)
    let docs = try String(
      contentsOf: root.appendingPathComponent("docs/ReportJSON.md"), encoding: .utf8)
    #expect(
      docs.hasPrefix("# REPORT.json, schema version \(ReportJSON.schemaVersion)\n"),
      "docs/ReportJSON.md documents another schema version than the code writes")
  }
}
