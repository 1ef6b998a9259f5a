import Foundation
import Matrix
import Report
import Testing

/// The checked-in report and the command that writes it.
@Suite("Report")
struct ReportTests {
  @Test("REPORT.md and REPORT.json are current; if not, run `swift run alertlab` and commit them")
  func reportIsCurrent() throws {
    let check = try AlertLabCommand.run(["--check"])
    #expect(
      check.status == 0,
      "\(check.output)\(check.errors)"
    )
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

/// The documents a clone has: every link the report, the README and the docs make leads to a
/// heading or a file of the repository, and nothing points outside it.
@Suite("Documents")
struct DocumentTests {
  private let root = AlertLabCommand.packageRoot

  private func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The GitHub slugs of a Markdown file's headings.
  private func anchors(_ path: String) throws -> Set<String> {
    let headings = try text(path).split(separator: "\n").filter { $0.hasPrefix("#") }
    return Set(
      headings.map { line in
        let heading = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
        return String(
          heading.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-"
              || character == "_" ? character : nil
          })
      })
  }

  @Test("Every fact id, document and behaviour has its heading in docs/")
  func headings() throws {
    let facts = try anchors("docs/UIKitFacts.md")
    #expect(SourceCatalog.factIDs.filter { !facts.contains($0.lowercased()) } == [])
    let documents = try anchors("docs/Sources.md")
    let unlinked = SourceCatalog.documents.filter { document in
      !(document.link?.hasPrefix("docs/") ?? false)
        && !documents.contains(Markdown.slug(document.title))
    }
    #expect(unlinked.map(\.id) == [])
    let behaviours = try anchors("docs/Matrix.md")
    let scenarios = try MatrixCase.all().map(\.cell.scenario.behaviour)
    #expect(Set(scenarios).filter { !behaviours.contains($0.lowercased()) }.sorted() == [])
  }

  @Test("Every link of REPORT.md, the README and docs/ leads to a file and heading that exist")
  func links() throws {
    var known: [String: Set<String>] = [:]
    for path in [
      "README.md", "REPORT.md", "Fixtures/README.md", "docs/UIKitFacts.md", "docs/Matrix.md",
      "docs/Approaches.md", "docs/Sources.md", "docs/ReportJSON.md",
    ] {
      let folder = (path as NSString).deletingLastPathComponent
      let pattern = /\]\(([^)\s]+)\)/
      for match in try text(path).matches(of: pattern) {
        let target = String(match.1)
        guard !target.hasPrefix("http") else { continue }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let file =
          parts[0].isEmpty ? path : (folder as NSString).appendingPathComponent(String(parts[0]))
        #expect(
          FileManager.default.fileExists(atPath: root.appendingPathComponent(file).path),
          "\(path) links to \(target)")
        if parts.count == 2, file.hasSuffix(".md") {
          if known[file] == nil { known[file] = try anchors(file) }
          #expect(known[file]!.contains(String(parts[1])), "\(path) links to \(target)")
        }
      }
    }
  }

  @Test("Nothing in the repository points to the shared folder outside it, which a clone lacks")
  func standsAlone() throws {
    let manager = FileManager.default
    for folder in ["Sources", "Tests", "Fixtures", "docs"] {
      let files =
        manager.enumerator(atPath: root.appendingPathComponent(folder).path)?
        .compactMap { $0 as? String } ?? []
      for file in files
      where file.hasSuffix(".swift") || file.hasSuffix(".md") || file.hasSuffix(".json") {
        let contents = try text("\(folder)/\(file)")
        #expect(!contents.contains("../" + "shared"), "\(folder)/\(file)")
      }
    }
    for file in ["README.md", "REPORT.md", "Package.swift"] {
      #expect(try !text(file).contains("../" + "shared"), "\(file)")
    }
  }
}
