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
