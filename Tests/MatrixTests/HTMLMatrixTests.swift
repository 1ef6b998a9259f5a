import Foundation
import JSON
import Matrix
import Testing

@testable import Report

/// docs/matrix.html, the page that filters the whole matrix in a browser: its data, read as
/// its script reads it. Scripts/browser-check loads the page in a browser.
@Suite("HTML matrix")
struct HTMLMatrixTests {
  /// The permalink is the cell's anchor on its approach's page. The page is at most 2 MB, fits a
  /// phone's width, names the commit it was generated from and uses no network.
  @Test("docs/matrix.html holds every cell once, each with a permalink to its approach's page")
  func htmlMatrix() throws {
    let page = try String(
      contentsOf: AlertLabCommand.packageRoot.appendingPathComponent(HTMLMatrix.file),
      encoding: .utf8)
    #expect(page.utf8.count <= 2_000_000, "\(page.utf8.count) bytes: write shared texts once")
    #expect(
      page.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"),
      "without a viewport tag, a phone draws the page 980 px wide and shrinks it")
    #expect(page.contains(/from commit <code>([0-9a-f]{40}|unknown)/))
    #expect(!page.contains("http://") && !page.contains("https://"), "no network")
    let opening = "<script id=\"\(HTMLMatrix.dataID)\" type=\"application/json\">"
    let start = try #require(page.firstRange(of: opening), "the page's data")
    let end = try #require(page[start.upperBound...].firstRange(of: "</script>"))
    let text = page[start.upperBound..<end.lowerBound]
    #expect(!text.contains("<"), "the data escapes `<`, so that nothing in it ends its script")
    guard case .object(let data) = try JSONParser.parse(Array(text.utf8)) else {
      Issue.record("the page's data is no JSON object")
      return
    }
    let approaches = try #require(rows(data["approaches"]))
    let scenarios = try #require(rows(data["scenarios"]))
    let environments = try #require(rows(data["environments"]))
    let details = try #require(strings(data["details"]))
    guard case .array(let entries)? = data["cells"] else {
      Issue.record("the page's data has no list of cells")
      return
    }
    try #require(approaches.allSatisfy { $0.count == 3 }, "approach: id, name, anchor part")
    try #require(scenarios.allSatisfy { $0.count == 4 }, "scenario: id, title, anchor part, needs")
    try #require(environments.allSatisfy { $0.count == 5 }, "environment: name, ..., anchor part")
    #expect(Set(details).count == details.count, "each text of details once")
    var ids: [String] = []
    for entry in entries {
      let fields = try #require(indexes(entry), "a cell is a list of indexes")
      try #require(
        fields.count >= 5 && approaches.indices.contains(fields[0])
          && scenarios.indices.contains(fields[1]) && environments.indices.contains(fields[2])
          && details.indices.contains(fields[4]), "a cell's indexes are in its lists")
      ids.append(
        approaches[fields[0]][2] + "-" + scenarios[fields[1]][2] + "-" + environments[fields[2]][4])
    }
    let cells = try CheckedInCells.all()
    #expect(ids.count == cells.count, "one entry per cell")
    #expect(Set(ids).count == ids.count, "no two cells share a permalink")
    #expect(
      Set(ids) == Set(cells.map { ApproachPage.anchor($0) }),
      "each permalink is its cell's anchor on its approach's page")
  }

  /// The strings of a list of them; nil where it is no such list.
  private func strings(_ value: JSONValue?) -> [String]? {
    guard case .array(let items)? = value else { return nil }
    let strings = items.compactMap { item -> String? in
      guard case .string(let text) = item else { return nil }
      return text
    }
    return strings.count == items.count ? strings : nil
  }

  /// The strings of each list in a list of lists of strings; nil where it is no such list.
  private func rows(_ value: JSONValue?) -> [[String]]? {
    guard case .array(let lists)? = value else { return nil }
    let rows = lists.compactMap { strings($0) }
    return rows.count == lists.count ? rows : nil
  }

  /// The whole numbers of a list of them; nil where it is no such list.
  private func indexes(_ value: JSONValue) -> [Int]? {
    guard case .array(let items) = value else { return nil }
    let numbers = items.compactMap { item -> Int? in
      guard case .number(let number) = item else { return nil }
      return Int(exactly: number)
    }
    return numbers.count == items.count ? numbers : nil
  }
}
