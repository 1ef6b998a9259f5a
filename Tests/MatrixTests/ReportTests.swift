import ApproachRegistry
import Foundation
import Matrix
import Testing

@testable import Report

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
    // A block that imports UIKit on iOS and the model elsewhere is an app's `import UIKit`;
    // a block that does more is code.
    let conditional = CallSiteCost.measure(
      "#if canImport(UIKit)\n  import UIKit\n#else\n  import UIKitModel\n#endif\n"
        + source.replacingOccurrences(of: "import UIKitModel\n", with: ""),
      writer: "w", file: "f")
    #expect(conditional.lines == 4 && conditional.tokens == 24 && conditional.code == cost.code)
    let more = CallSiteCost.measure(
      "#if canImport(UIKit)\n  let x = 1\n#endif\n" + source, writer: "w", file: "f")
    #expect(more.lines == 7)
  }
}

extension HarnessTests {
  @Test(
    "The first answer is within REPORT.md's first 40 lines, a row per need, a column per oldest iOS; no table row of the report is 700 characters or more"
  )
  func summaryFirst() throws {
    let url = AlertLabCommand.packageRoot.appendingPathComponent("REPORT.md")
    let lines = try String(contentsOf: url, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    let heading = try #require(lines.firstIndex(of: "## What to use today"))
    let table = lines[heading...].drop { !$0.hasPrefix("| Your app needs") }
      .prefix { $0.hasPrefix("|") }
    #expect(heading + 4 < 40, "the first answer starts at line \(heading + 5)")
    #expect(table.count == 2 + Need.allCases.count, "a row per need")
    let tableRows = lines.filter { $0.hasPrefix("| ") }
    #expect(
      tableRows.allSatisfy { $0.count < 700 }, "\(tableRows.map(\.count).max() ?? 0) characters")
  }

  @Test(
    "No row of \"What to use today\" recommends an approach that cannot express a scenario of the row's need, or that does not run on an OS the app supports"
  )
  func recommendationsExpressTheNeed() throws {
    let root = AlertLabCommand.packageRoot
    let report = try String(
      contentsOf: root.appendingPathComponent("REPORT.md"), encoding: .utf8)
    let json = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: root.appendingPathComponent("REPORT.json"))) as? [String: Any])
    let approaches = try #require(json["approaches"] as? [[String: Any]])
    let ids = Dictionary(
      uniqueKeysWithValues: approaches.map { ($0["name"] as! String, $0["id"] as! String) })
    let scenarios = try #require(json["scenarios"] as? [[String: Any]])
    let needsOf = Dictionary(
      uniqueKeysWithValues: scenarios.map { ($0["id"] as! String, $0["needs"] as! [String]) })
    let happensIn = Dictionary(
      uniqueKeysWithValues: scenarios.map {
        ($0["id"] as! String, Set($0["environments"] as! [String]))
      })
    let cells = try #require(json["cells"] as? [[String: Any]])
    var rowsChecked = 0
    for line in report.split(separator: "\n") where line.hasPrefix("| ") {
      let columns = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard columns.count >= 3, let need = Need.allCases.first(where: { $0.title == columns[0] }),
        let kind = AppKind.all.first(where: { $0.name == columns[1] })
      else { continue }
      rowsChecked += 1
      guard columns[2] != "none" else { continue }
      let name = try #require(columns[2].firstMatch(of: /^\*\*(.+?)\*\*/)?.1, "\(line)")
      let id = try #require(ids[String(name)])
      let environments = Set(kind.environments.map(\.description))
      let missed = cells.filter { cell in
        cell["approach"] as? String == id
          && environments.contains(cell["environment"] as! String)
          && needsOf[cell["scenario"] as! String]!.contains(need.rawValue)
          && happensIn[cell["scenario"] as! String]!.contains(cell["environment"] as! String)
          && ["unsupported", "unavailable"].contains(cell["observed"] as! String)
      }
      // A caller's mistake the API cannot make is no feature it lacks.
      let lacking = missed.filter { cell in
        cell["observed"] as? String == "unavailable"
          || !Self.callerMistakes.contains(cell["scenario"] as! String)
      }
      #expect(
        lacking.isEmpty,
        "\(need.title), \(kind.name): \(name) cannot take part in \(lacking.count) cells")
    }
    let universal = AppKind.all.filter { $0.idioms.count > 1 }.count
    #expect(rowsChecked >= Need.allCases.count * universal)
    #expect(rowsChecked <= Need.allCases.count * AppKind.all.count)
  }

  /// The scenarios that test a caller's mistake.
  private static let callerMistakes: Set<String> = {
    Set(((try? CheckedInCells.all()) ?? []).filter(\.scenario.callerMistake).map(\.scenario.id))
  }()
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

extension HarnessTests {
  @Test(
    "Every picture of the report fits GitHub's 980-pixel column with text at least 11 pixels high; every cell of the matrix picture carries its outcome's letter, so that no reader needs the colours"
  )
  func readablePictures() throws {
    let images = AlertLabCommand.packageRoot.appendingPathComponent("docs/images")
    for name in try FileManager.default.contentsOfDirectory(atPath: images.path)
    where name.hasSuffix(".svg") {
      let svg = try String(contentsOf: images.appendingPathComponent(name), encoding: .utf8)
      let width = try #require(
        svg.firstMatch(of: /<svg [^>]*width="(\d+)"/).flatMap { Int($0.1) })
      let size = try #require(svg.firstMatch(of: /font-size="(\d+)"/).flatMap { Int($0.1) })
      #expect(width <= Heatmap.columnWidth, "\(name): \(width) px wide")
      #expect(size >= 11, "\(name): text of \(size) px")
      #expect(svg.matches(of: /font-size="/).count == 1, "\(name): one text size, the root's")
    }
    let heatmap = try String(
      contentsOf: AlertLabCommand.packageRoot.appendingPathComponent(Heatmap.file),
      encoding: .utf8)
    let marks = heatmap.matches(
      of: /<rect x="\d+" y="\d+" width="\d+" height="13"[^>]*\/><text[^>]*>([PFCHU-])<\/text>/)
    #expect(marks.count == (try CheckedInCells.all()).count + Heatmap.colours.count)
  }
}

extension HarnessTests {
  @Test(
    "docs/matrix.html holds every cell once, each with a permalink, and names the commit it was generated from"
  )
  func htmlMatrix() throws {
    let page = try String(
      contentsOf: AlertLabCommand.packageRoot.appendingPathComponent("docs/matrix.html"),
      encoding: .utf8)
    let ids = page.matches(of: /<details id="([^"]+)"><summary><a href="#([^"]+)">/).map {
      ($0.1, $0.2)
    }
    #expect(ids.count == (try CheckedInCells.all()).count)
    #expect(ids.allSatisfy { $0.0 == $0.1 }, "each cell's link is its own permalink")
    #expect(Set(ids.map(\.0)).count == ids.count, "no two cells share a permalink")
    #expect(page.contains(/from commit <code>([0-9a-f]{40}|unknown)/))
    #expect(!page.contains("http://") && !page.contains("https://"), "no network")
  }
}
