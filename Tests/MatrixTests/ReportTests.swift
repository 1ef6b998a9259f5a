import ApproachRegistry
import Foundation
import Matrix
import Testing

@testable import Report

/// The checked-in report and the command that writes it.
@Suite("Report")
struct ReportTests {
  /// Whether the checked-in report is current is `swift run alertlab --check`'s to say, which
  /// CI runs: the tests read the report as this code renders it (`WholeRun`).
  @Test("Call-site cost counts code lines and tokens, not blanks, comments or imports")
  func callSiteCostCounts() {
    callSiteCost()
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
    let cost = CallSiteCost.measure(source, writer: ApproachIdentity(id: "W", name: "w"), file: "f")
    #expect(cost.lines == 4)
    #expect(cost.tokens == 24)
    // A block that imports UIKit on iOS and the model elsewhere is an app's `import UIKit`;
    // a block that does more is code.
    let conditional = CallSiteCost.measure(
      "#if canImport(UIKit)\n  import UIKit\n#else\n  import UIKitModel\n#endif\n"
        + source.replacingOccurrences(of: "import UIKitModel\n", with: ""),
      writer: ApproachIdentity(id: "W", name: "w"), file: "f")
    #expect(conditional.lines == 4 && conditional.tokens == 24 && conditional.code == cost.code)
    let more = CallSiteCost.measure(
      "#if canImport(UIKit)\n  let x = 1\n#endif\n" + source,
      writer: ApproachIdentity(id: "W", name: "w"), file: "f")
    #expect(more.lines == 7)
  }

  /// The first table starts within 25 lines, has at most 4 columns and names iOS 15; within 40
  /// lines it says nothing ran on a device or simulator and links docs/OnDevice.md; it names
  /// SwiftUI; no row of any table is over 600 characters.
  @Test("REPORT.md's first screen: a small table for iOS 15 early, the no-device note, short rows")
  func firstScreen() throws {
    let text = try WholeRun.document("REPORT.md")
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let table = try #require(lines.firstIndex { $0.hasPrefix("| ") }, "REPORT.md has no table")
    #expect(table < 25, "the first table starts at line \(table + 1)")
    let header = lines[table].split(separator: "|", omittingEmptySubsequences: false)
    #expect(header.count - 2 <= 4, "the first table has \(header.count - 2) columns")
    let opening = lines.prefix(table).joined(separator: "\n")
    #expect(opening.contains("iOS 15"), "the first table does not say it is for iOS 15")
    let firstScreen = lines.prefix(40).joined(separator: "\n")
    #expect(firstScreen.contains("no cell of any approach ran on a device or a simulator"))
    #expect(firstScreen.contains("](docs/OnDevice.md)"))
    #expect(text.contains("SwiftUI"))
    // Every row of every table, header and alignment rows included.
    let rows = lines.enumerated().filter { $0.element.hasPrefix("|") }
    #expect(rows.count > 100, "REPORT.md has \(rows.count) table rows")
    for (index, row) in rows where row.count > 600 {
      Issue.record("REPORT.md line \(index + 1) is a table row of \(row.count) characters")
    }
  }

  /// It expresses every scenario of the need, and passes at least half of the need's cells in each
  /// environment of the app.
  @Test(
    "Every candidate REPORT.json names runs on every OS of the app and expresses the whole need"
  )
  func recommendationsHoldInTheWholeApp() throws {
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(try WholeRun.document("REPORT.json").utf8))
        as? [String: Any])
    let approaches = try #require(json["approaches"] as? [[String: Any]])
    let ids = Set(approaches.map { $0["id"] as! String })
    let scenarios = try #require(json["scenarios"] as? [[String: Any]])
    let needsOf = Dictionary(
      uniqueKeysWithValues: scenarios.map { ($0["id"] as! String, $0["needs"] as! [String]) })
    let happensIn = Dictionary(
      uniqueKeysWithValues: scenarios.map {
        ($0["id"] as! String, Set($0["environments"] as! [String]))
      })
    let cells = try #require(json["cells"] as? [[String: Any]])
    let cellsByApproachAndEnvironment = Dictionary(grouping: cells) { cell in
      "\(cell["approach"] as? String ?? "") · \(cell["environment"] as? String ?? "")"
    }
    let recommendations = try #require(json["recommendations"] as? [[String: Any]])
    var checked = 0
    for recommendation in recommendations {
      let need = recommendation["need"] as! String
      let environments = recommendation["environments"] as! [String]
      for candidate in recommendation["candidates"] as! [[String: Any]] {
        let id = candidate["approach"] as! String
        #expect(ids.contains(id), "a candidate is named by its approach id: \(id)")
        for environment in environments {
          let mine = (cellsByApproachAndEnvironment["\(id) · \(environment)"] ?? []).filter {
            cell in
            needsOf[cell["scenario"] as! String]!.contains(need)
              && happensIn[cell["scenario"] as! String]!.contains(environment)
          }
          let outcomes = mine.map { $0["observed"] as! String }
          let lacking = mine.filter { cell in
            cell["observed"] as? String == "unavailable"
              || (cell["observed"] as? String == "unsupported"
                && !Self.callerMistakes.contains(ScenarioID(cell["scenario"] as! String)))
          }
          #expect(
            lacking.isEmpty,
            "\(need), \(recommendation["app"]!): \(id) cannot take part in \(lacking.count) cells"
          )
          // A caller's mistake the API cannot make counts as passed.
          let passes =
            outcomes.filter { $0 == "pass" }.count
            + mine.filter {
              $0["observed"] as? String == "unsupported"
                && Self.callerMistakes.contains(ScenarioID($0["scenario"] as! String))
            }.count
          #expect(
            passes * 2 >= outcomes.count,
            "\(need), \(recommendation["app"]!): \(id) passes \(passes) of \(outcomes.count) on \(environment)"
          )
          checked += 1
        }
      }
    }
    #expect(checked > 0)
  }

  /// The scenarios that test a caller's mistake.
  private static let callerMistakes: Set<ScenarioID> = {
    Set(((try? CheckedInCells.all()) ?? []).filter(\.scenario.callerMistake).map(\.scenario.id))
  }()

  @Test(
    "REPORT.md renders on GitHub (at most 150 KB); each approach's details page is at most 200 KB"
  )
  func reportSizes() throws {
    let size = { (path: String) throws -> Int in try WholeRun.document(path).utf8.count }
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
    var anchors: [ApproachID: Set<Substring>] = [:]
    for cell in try CheckedInCells.all() {
      if anchors[cell.approach.id] == nil {
        let page = try WholeRun.document("docs/report/\(cell.approach.id).md")
        anchors[cell.approach.id] = Set(page.matches(of: /<a id="([^"]+)"><\/a>/).map(\.1))
      }
      let anchor =
        cell.approach.id.rawValue.lowercased() + "-"
        + cell.scenario.id.rawValue.lowercased().replacingOccurrences(of: ".", with: "-") + "-"
        + cell.environment.id.rawValue
      #expect(anchors[cell.approach.id]!.contains(Substring(anchor)), "\(cell)")
    }
  }

  /// docs/ReportJSON.md documents the schema version the code writes.
  @Test(
    "REPORT.json: at most 320 bytes a cell, a cell a line, its schema version in docs/ReportJSON.md"
  )
  func reportJSONShape() throws {
    let root = AlertLabCommand.packageRoot
    let data = Data(try WholeRun.document("REPORT.json").utf8)
    let cells = try CheckedInCells.all().count
    #expect(data.count <= cells * 320, "REPORT.json: write shared facts once")
    let text = String(decoding: data, as: UTF8.self)
    let cellLines = text.split(separator: "\n").filter { $0.hasPrefix("    {\"approach\":") }
    #expect(cellLines.count == cells, "one line a cell")
    let document = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    #expect(document?["schemaVersion"] as? Int == ReportJSON.schemaVersion)
    let docs = try String(
      contentsOf: root.appendingPathComponent("docs/ReportJSON.md"), encoding: .utf8)
    #expect(
      docs.hasPrefix("# REPORT.json, schema version \(ReportJSON.schemaVersion)\n"),
      "docs/ReportJSON.md documents another schema version than the code writes")
  }

  /// Every cell of the matrix picture carries its outcome's letter, so that no reader needs the
  /// colours.
  @Test("Every report picture fits GitHub's 880-pixel column with text at least 11 pixels high")
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
    var marks = 0
    for file in Heatmap.files {
      let heatmap = try String(
        contentsOf: AlertLabCommand.packageRoot.appendingPathComponent(file), encoding: .utf8)
      marks +=
        heatmap.matches(
          of: /<rect x="\d+" y="\d+" width="\d+" height="13"[^>]*\/><text[^>]*>([PFCHU-])<\/text>/
        ).count
    }
    #expect(
      marks == (try CheckedInCells.all()).count + Heatmap.files.count * Heatmap.colours.count)
  }
}
