import Foundation
import Testing

/// The suite's own names.
@Suite("Test names")
struct TestNameTests {
  @Test("Every test's name is under 100 characters: one thing it checks")
  func testNamesAreShort() throws {
    let tests = AlertLabCommand.packageRoot.appendingPathComponent("Tests")
    var long: [String] = []
    let paths = try FileManager.default.subpathsOfDirectory(atPath: tests.path)
    for path in paths where path.hasSuffix(".swift") {
      let text = try String(contentsOf: tests.appendingPathComponent(path), encoding: .utf8)
      for match in text.matches(of: /@Test\(\s*"((?:[^"\\]|\\.)*)"/)
      where match.1.count >= 100 {
        long.append("\(path): \(match.1.prefix(60))… (\(match.1.count))")
      }
    }
    #expect(long.isEmpty, "shorten these; put the rest in a doc comment: \(long)")
  }
}
