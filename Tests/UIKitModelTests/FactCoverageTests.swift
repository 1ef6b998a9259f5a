import Foundation
import Testing

/// Every fact of docs/UIKitFacts.md has a test of the model that carries it as a trait, and
/// every fact a test carries is one the document states, read from the traits of the tests
/// Swift Testing planned, not from their names.
@Suite("Fact coverage")
struct FactCoverageTests {
  @Test("Each fact of docs/UIKitFacts.md has a test with its .fact trait, and each trait a fact")
  func everyFactHasATest() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let document = try String(
      contentsOf: root.appendingPathComponent("docs/UIKitFacts.md"), encoding: .utf8)
    let stated = Set(
      document.matches(of: /\n### ([A-Z]+[0-9]+)\n/).map { FactID(stringLiteral: String($0.1)) })
    let planned = Fact.planned
    let filtered = CommandLine.arguments.contains { $0 == "--filter" || $0 == "--skip" }
    if planned.isEmpty && filtered {
      // A filter that plans no fact test (`--filter FactCoverage`) leaves nothing to hold
      // against the document: the test says so instead of failing.
      #if compiler(>=6.3)
        try Test.cancel(
          "this run's filter planned no test with a .fact trait: run UIKitModelTests whole")
      #else
        return
      #endif
    }
    #expect(
      stated.subtracting(planned.keys).sorted() == [],
      "facts with no test carrying .fact(id): write one, or run every test of UIKitModelTests (a filter that leaves some fact tests out leaves their facts unplanned)"
    )
    #expect(
      Set(planned.keys).subtracting(stated).sorted() == [],
      "tests carry facts docs/UIKitFacts.md does not state")
  }
}
