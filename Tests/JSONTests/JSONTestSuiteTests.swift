import JSON
import Testing

/// The parser against JSONTestSuite's parsing cases (the table in JSONTestSuite.swift): every
/// `y_` case accepted unless it breaks a limit this parser documents, every `n_` case
/// refused, and every `i_` case answered one way or the other, never with a trap.
@Suite("JSONTestSuite")
struct JSONTestSuiteTests {
  /// The `y_` cases this parser refuses, each for a limit it documents (Fixtures/README.md):
  /// a key given twice in one object is refused, so that no fixture entry is lost unseen.
  static let refusedByLimit: [String: String] = [
    "y_object_duplicated_key": "given twice",
    "y_object_duplicated_key_and_value": "given twice",
  ]

  @Test(
    "Every y_ case is accepted, unless a documented limit refuses it",
    arguments: JSONTestSuite.accepted)
  func accepted(_ suiteCase: SuiteCase) {
    do {
      _ = try JSONParser.parse(suiteCase.bytes)
      #expect(
        Self.refusedByLimit[suiteCase.name] == nil,
        "\(suiteCase.name) was accepted: take it out of refusedByLimit")
    } catch {
      let limit = Self.refusedByLimit[suiteCase.name]
      #expect(
        limit.map(error.problem.contains) == true,
        "\(suiteCase.name) refused: \(error); RFC 8259 allows it. Fix the parser, or document the limit in Fixtures/README.md and add it to refusedByLimit"
      )
    }
  }

  @Test("Every n_ case is refused", arguments: JSONTestSuite.refused)
  func refused(_ suiteCase: SuiteCase) {
    #expect(
      throws: JSONParser.Failure.self, "\(suiteCase.name): RFC 8259 refuses it; fix the parser"
    ) {
      try JSONParser.parse(suiteCase.bytes)
    }
  }

  @Test(
    "Every i_ case is accepted or refused with a Failure, and nothing else",
    arguments: JSONTestSuite.eitherWay)
  func eitherWay(_ suiteCase: SuiteCase) {
    // A trap would end the test process; a typed throw can be nothing but a Failure.
    _ = try? JSONParser.parse(suiteCase.bytes)
  }

  @Test("The table holds every case of the suite's test_parsing folder")
  func completeTable() {
    #expect(JSONTestSuite.accepted.count == 95)
    #expect(JSONTestSuite.refused.count == 188)
    #expect(JSONTestSuite.eitherWay.count == 35)
    let names = (JSONTestSuite.accepted + JSONTestSuite.refused + JSONTestSuite.eitherWay).map(
      \.name)
    #expect(Set(names).count == names.count)
  }
}
