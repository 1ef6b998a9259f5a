import Foundation
import Testing

/// README.md's example runs as written: its lines are `readmeExample()`'s, and running them
/// renames to what the README says it prints.
@Suite("README's example")
struct ReadmeExampleTests {
  /// The package's root: three folders up from this file.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// A README block's lines, between `<!-- name -->` and `<!-- end name -->`, and the body of
  /// the function of ReadmeExample.swift that holds them, each without its imports and
  /// blank lines: the README's last line prints what the function's last line returns.
  private static func block(_ name: String, function: String) throws -> (
    readme: [String], body: [String]
  ) {
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    guard let start = readme.range(of: "<!-- \(name) -->\n```swift\n"),
      let end = readme.range(
        of: "```\n<!-- end \(name) -->", range: start.upperBound..<readme.endIndex)
    else {
      Issue.record("README.md has no block \(name)")
      return ([], [])
    }
    let block = readme[start.upperBound..<end.lowerBound].split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    let source = try String(
      contentsOf: root.appendingPathComponent("Tests/ReferenceAlertTests/ReadmeExample.swift"),
      encoding: .utf8
    ).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let imports = block.prefix { $0.hasPrefix("import") || $0.hasPrefix("@_spi") }
    #expect(imports.allSatisfy(source.contains), "the README's imports are the file's")
    let body = source.drop { !$0.hasPrefix(function) }.dropFirst()
      .prefix { $0 != "}" }.map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : $0 }
    return (block.dropFirst(imports.count).filter { !$0.isEmpty }, Array(body))
  }

  @Test("README's ReferenceAlert example is readmeExample(), line for line, and prints Holiday")
  @MainActor
  func readmeExampleRuns() throws {
    let (readme, body) = try Self.block("readme-example", function: "func readmeExample()")
    #expect(Array(readme.dropLast()) == Array(body.dropLast()))
    #expect(readme.last == "print(newName ?? \"not renamed\")  // Holiday")
    #expect(body.last == "return newName ?? \"not renamed\"")
    #expect(readmeExample() == "Holiday")
  }

  @Test("README's present() example is readmePresentExample(), line for line, and prints Delete")
  @MainActor
  func readmePresentExampleRuns() async throws {
    let (readme, body) = try Self.block(
      "readme-present-example", function: "func readmePresentExample()")
    #expect(Array(readme.dropLast()) == Array(body.dropLast()))
    #expect(readme.last == "print(chosen ?? \"taken away\")  // Delete")
    #expect(body.last == "return chosen ?? \"taken away\"")
    #expect(await readmePresentExample() == "Delete")
  }
}
