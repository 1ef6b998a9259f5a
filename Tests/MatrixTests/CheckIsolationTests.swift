import Foundation
import JSON
import Matrix
import Testing

/// Each check of the judge decides at least one cell of the matrix alone: a cell that fails
/// that check and no other, so that a lenient version of the check changes an outcome the
/// matrix predicts. Read from the checked-in REPORT.json, which another test keeps current.
extension HarnessTests {
  /// Checks that no modelled approach fails alone, each with the reason; the judge tests
  /// are what notices a lenient version of one of these.
  static let checksNoApproachFailsAlone: [Check: String] = [
    .handlersIfDismissed: "no approach runs a handler for an alert that stayed (C3, C5)",
    .handlersOneOf: "no approach runs a handler outside L5's and L6's allowed sequences",
    .fieldTexts: "every approach that runs the right handler reads the right texts",
    .drawn: "an alert drawn late is one that never appeared: 'appeared' fails with it",
    .aliveWhileShown:
      "UIKit keeps a shown alert alive (AV9); only an alert that never appeared dies",
    .screenFree: "every window-based approach hides its window when the alert goes",
    .mainWindowKeyAtEnd: "every approach leaves the key window to UIKit's history (W2)",
    .otherWindowKeyAtEnd: "every approach leaves the key window to UIKit's history (W2)",
  ]

  @Test("Every check but the listed ones is the only failed check of at least one cell")
  func everyCheckDecidesACell() throws {
    let url = AlertLabCommand.packageRoot.appendingPathComponent("REPORT.json")
    let report = try JSONParser.parse(Array(try Data(contentsOf: url)))
    guard case .object(let root) = report, case .array(let cells)? = root["cells"] else {
      Issue.record("REPORT.json has no cells")
      return
    }
    var isolating: [Check: String] = [:]
    for case .object(let cell) in cells {
      guard case .string("fail")? = cell["observed"], case .array(let details)? = cell["details"]
      else { continue }
      let checks = Set(
        details.map { detail -> Check? in
          guard case .string(let text) = detail else { return nil }
          return Check(detail: text)
        })
      if checks.count == 1, let check = checks.first ?? nil,
        case .string(let scenario)? = cell["scenario"]
      {
        isolating[check] = isolating[check] ?? scenario
      }
    }
    for check in Check.allCases {
      let listed = Self.checksNoApproachFailsAlone[check] != nil
      #expect(
        (isolating[check] != nil) != listed,
        "\(check.rawValue): isolated by \(isolating[check] ?? "no cell"); listed: \(listed)")
    }
  }
}
