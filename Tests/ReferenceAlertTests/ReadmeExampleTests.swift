import Foundation
import Testing

/// README.md's example runs as written: its lines are `readmeExample()`'s, and running them
/// renames to what the README says it prints.
@Suite("README's example")
struct ReadmeExampleTests {
  /// The package's root: three folders up from this file.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test("README's ReferenceAlert example is readmeExample(), line for line, and prints Holiday")
  @MainActor
  func readmeExampleRuns() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let fence = /<!-- readme-example -->\n```swift\n([\s\S]*?)```\n<!-- end readme-example -->/
    let block = try #require(readme.firstMatch(of: fence)).1.split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    let source = try String(
      contentsOf: Self.root.appendingPathComponent("Tests/ReferenceAlertTests/ReadmeExample.swift"),
      encoding: .utf8
    ).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let imports = block.prefix { $0.hasPrefix("import") || $0.hasPrefix("@_spi") }
    #expect(imports.allSatisfy(source.contains), "the README's imports are the file's")
    let body = source.drop { !$0.hasPrefix("func readmeExample()") }.dropFirst()
      .prefix { $0 != "}" }.map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : $0 }
    let readmeBody = block.dropFirst(imports.count).drop { $0.isEmpty }.filter { !$0.isEmpty }
    let printed = try #require(readmeBody.last)
    #expect(Array(readmeBody.dropLast()) == Array(body.dropLast()))
    #expect(printed == "print(newName ?? \"not renamed\")  // Holiday")
    #expect(body.last == "return newName ?? \"not renamed\"")
    #expect(readmeExample() == "Holiday")
  }
}
