import Testing

/// REPORT.md's figures against REPORT.json's cells, both as this code renders them
/// (`WholeRun`), read by an oracle that shares nothing with the renderer but the JSON text.
@Suite("Report oracle")
struct ReportOracleTests {
  private static func figures(markdown: String? = nil) throws -> ReportFigures {
    ReportFigures(
      oracle: try ReportOracle(json: try WholeRun.document("REPORT.json")),
      report: ReportText(try markdown ?? WholeRun.document("REPORT.md")))
  }

  @Test("Oracle: the first screen's passes, totals, modelling choices, worst cells and adds")
  func firstScreen() throws {
    let problems = try Self.figures().firstScreenProblems()
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("Oracle: each card's platforms, passes, misses, worst cell and extension line")
  func cards() throws {
    let problems = try Self.figures().cardProblems()
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("Oracle: \"Works on\" and every \"does not run\" or miss of a claim agree with the cells")
  func runs() throws {
    let problems = try Self.figures().runsProblems()
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("Oracle: each claim's verdict, recounted from the cells of the scenarios it names")
  func claims() throws {
    let problems = try Self.figures().claimVerdictProblems()
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  /// The oracle is no test that cannot fail: a figure changed by one, a card that calls a
  /// working approach dead, a worst cell taken away and a miss left off the list of what to
  /// add are each caught.
  @Test("Oracle: planted wrong figures of the first screen, a card and a claim are each caught")
  func plantedFigures() throws {
    let report = try WholeRun.document("REPORT.md")
    let firstPasses = try #require(
      ReportText.matches(#"\): passes (\d+) of (\d+)"#, in: report).first)
    let wrongCount = report.replacingOccurrences(
      of: "passes \(firstPasses[0]) of \(firstPasses[1])",
      with: "passes \(Int(firstPasses[0])! + 1) of \(firstPasses[1])")
    #expect(!(try Self.figures(markdown: wrongCount).firstScreenProblems().isEmpty))
    let deadCard = try #require(
      ReportText.matches(#"\n(\| iOS 8 \| \d+ of \d+ \|[^\n]*)"#, in: report).first)
    let dead = report.replacingOccurrences(of: deadCard[0], with: "| iOS 8 | does not run |  |  |")
    #expect(!(try Self.figures(markdown: dead).cardProblems().isEmpty))
    let row = try #require(
      report.components(separatedBy: "\n").first { $0.hasPrefix("| alerts with buttons |") })
    let rowWithoutMiss = row.replacingOccurrences(
      of: #"Worst seen: [^|]*?\(\[[^\]]+\]\([^)]+\), (phone|pad)\)\."#, with: "No miss seen.",
      options: .regularExpression)
    #expect(rowWithoutMiss != row)
    let noMiss = report.replacingOccurrences(of: row, with: rowWithoutMiss)
    #expect(!(try Self.figures(markdown: noMiss).firstScreenProblems().isEmpty))
    let list = try #require(
      report.components(separatedBy: "\n").first {
        $0.hasPrefix("- **alerts with buttons**, with ")
      })
    let shortList = list.replacingOccurrences(
      of: #", \[P22\]\([^)]*\)"#, with: "", options: .regularExpression)
    #expect(shortList != list)
    let short = report.replacingOccurrences(of: list, with: shortList)
    #expect(!(try Self.figures(markdown: short).firstScreenProblems().isEmpty))
    let claim = try #require(
      ReportText.matches(#"; (\d+) of (\d+) cells miss: "#, in: report).first)
    let wrongClaim = report.replacingOccurrences(
      of: "; \(claim[0]) of \(claim[1]) cells miss: ",
      with: "; \(Int(claim[0])! - 1) of \(claim[1]) cells miss: ")
    #expect(!(try Self.figures(markdown: wrongClaim).claimVerdictProblems().isEmpty))
  }

  /// A SwiftUI app's table that names a UIKit approach that needs a view controller, or a
  /// library as its choice with no dependency, is caught.
  @Test("Oracle: a SwiftUI app's table naming what a view cannot call, or a library, is caught")
  func plantedSwiftUIChoices() throws {
    let report = try WholeRun.document("REPORT.md")
    let rows = report.components(separatedBy: "\n").filter {
      $0.hasPrefix("| alerts with buttons |")
    }
    try #require(rows.count == 2, "today's app's row, then the SwiftUI app's")
    let cells = rows[1].components(separatedBy: " | ")
    let first = try #require(ReportText.matches(#"^\*\*(.+?)\*\*"#, in: cells[1]).first?[0])
    let needsController = rows[1].replacingOccurrences(
      of: "| **\(first)**", with: "| **plain UIAlertController**")
    let named = try Self.figures(
      markdown: report.replacingOccurrences(of: rows[1], with: needsController)
    ).firstScreenProblems()
    #expect(named.contains { $0.contains("cannot show with no view controller at hand") })
    let library = rows[1].replacingOccurrences(
      of: " | " + cells[3], with: " | **ReferenceAlert**, the first choice. |")
    let dependency = try Self.figures(
      markdown: report.replacingOccurrences(of: rows[1], with: library)
    ).firstScreenProblems()
    #expect(dependency.contains { $0.contains("adds a dependency") })
  }
}
