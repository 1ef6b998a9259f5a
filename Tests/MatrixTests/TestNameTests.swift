import Foundation
import Testing

/// The suite's own names.
@Suite("Test names")
struct TestNameTests {
  /// The names are Swift Testing's own list of the process's tests, every target's.
  @Test("Every test's name is under 100 characters: one thing it checks")
  func testNamesAreShort() async throws {
    let functions = try await TestingPlan.entries().filter { $0.kind == "function" }
    let names = functions.map { $0.displayName ?? $0.name }
    // A list that missed this very test would check nothing.
    #expect(names.contains(try #require(Test.current?.displayName)), "\(names.count) listed")
    let long = names.filter { $0.count >= 100 }.map { "\($0.prefix(60))… (\($0.count))" }
    #expect(long.isEmpty, "shorten these; put the rest in a doc comment: \(long)")
  }
}
