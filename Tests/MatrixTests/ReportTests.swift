import Foundation
import Matrix
import Testing

/// The checked-in report and the command that writes it.
@Suite("Report")
struct ReportTests {
  @Test("REPORT.md and REPORT.json are current; if not, run `swift run alertlab` and commit them")
  func reportIsCurrent() throws {
    let check = try AlertLabCommand.run(["--check"])
    #expect(
      check.status == 0,
      "\(check.errors)\nThe report is stale: run `swift run alertlab` and commit REPORT.md and REPORT.json."
    )
  }

  @Test("--help explains the command and exits 0")
  func help() throws {
    let help = try AlertLabCommand.run(["--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("--check") && help.output.contains("--only FILTER"))
  }

  @Test(
    "A wrong argument gets a usage error and exit code 64",
    arguments: [
      ["--bogus"], ["--check", "extra"], ["--only"], ["--only", "NoSuchApproach"],
    ])
  func usageError(arguments: [String]) throws {
    let run = try AlertLabCommand.run(arguments)
    #expect(run.status == 64)
    #expect(run.errors.contains("USAGE: swift run alertlab"))
  }

  @Test("--only narrows by every filter and prints one line per cell")
  func only() throws {
    let run = try AlertLabCommand.run([
      "--only", "DAAlertController", "--only", "T3", "--only", "iOS 7",
    ])
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("DAAlertController · T3 · iOS 7 phone: **fail**") == true)
  }

  @Test("Call-site cost counts code lines and tokens, not blanks, comments or imports")
  func callSiteCost() {
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
