import ApproachRegistry
import Foundation
import Matrix
import Report
import Testing

/// The documents a clone has: every link the report, the README and the docs make leads to a
/// heading or a file of the repository, and nothing points outside it.
@Suite("Documents")
struct DocumentTests {
  private var root: URL { AlertLabCommand.packageRoot }

  private func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The GitHub slugs of a Markdown file's headings, and the ids of its `<a id>` anchors.
  private func anchors(_ path: String) throws -> Set<String> {
    let contents = try text(path)
    let headings = contents.split(separator: "\n").filter { $0.hasPrefix("#") }
    let ids = contents.matches(of: /<a id="([^"]+)"><\/a>/).map { String($0.1) }
    return Set(ids).union(
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

  /// Every fact id, document and behaviour has its heading in docs/; the fact ids are read
  /// from docs/UIKitFacts.md alone (FactCoverageTests holds each to a test)
  @Test("Every fact id, document and behaviour has its heading in docs/")
  func headings() throws {
    // The fact ids the loader reads are the document's headings, each with its anchor.
    let facts = try anchors(SourceCatalog.factsDocument)
    let read = try SourceCatalog.factIDs(ofPackageAt: AlertLabCommand.packageRoot)
    #expect(read.filter { !facts.contains($0.lowercased()) }.sorted() == [])
    let stated = try text(SourceCatalog.factsDocument).matches(of: /\n### ([A-Z]+[0-9]+)\n/)
    #expect(read == Set(stated.map { String($0.1) }), "a heading the loader reads differently")
    let documents = try anchors("docs/Sources.md")
    let unlinked = SourceCatalog.documents.filter { document in
      !(document.link?.hasPrefix("docs/") ?? false)
        && !documents.contains(Markdown.slug(document.title))
    }
    #expect(unlinked.map(\.id) == [])
    let behaviours = try anchors("docs/Matrix.md")
    let scenarios = try CheckedInCells.all().map(\.scenario.behaviour)
    #expect(Set(scenarios).filter { !behaviours.contains($0.lowercased()) }.sorted() == [])
  }

  /// Every link of REPORT.md, the README and docs/ leads to a file and heading that exist
  @Test(
    "Every link of REPORT.md, the README, docs/ and the pages leads to a file and anchor that exist"
  )
  func links() throws {
    var known: [String: Set<String>] = [:]
    for path in [
      "README.md", "REPORT.md", "Fixtures/README.md", "docs/UIKitFacts.md", "docs/Matrix.md",
      "docs/Approaches.md", "docs/Sources.md", "docs/ReportJSON.md",
    ] + Approaches.all.map({ "docs/report/\($0.id).md" }) {
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

  /// Nothing in the repository points to the shared folder outside it, which a clone lacks
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

/// The figures README.md quotes of a run, held to the run rendered in this process.
@Suite("README figures")
struct ReadmeFigureTests {
  /// The summary line it shows counts every cell; the page's size is within a tenth of the
  /// page this code renders.
  @Test("README quotes the run's cell count and the matrix page's size")
  func readmeFigures() throws {
    let readme = try String(
      contentsOf: AlertLabCommand.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let cells = try WholeRun.results().count
    let grouped = cells.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
    #expect(readme.contains("`\(grouped) cells in 2 worker processes: \(grouped) as predicted"))
    let page = try WholeRun.document("docs/matrix.html").utf8.count
    let quoted = try #require(
      readme.firstMatch(of: /static page of about (\d+) KB/).flatMap { Int($0.1) },
      "README quotes no size of docs/matrix.html")
    #expect(
      abs(quoted * 1000 - page) * 10 <= page,
      "README says about \(quoted) KB; the page is \(page) bytes")
  }
}
