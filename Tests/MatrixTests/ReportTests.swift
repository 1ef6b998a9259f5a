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
