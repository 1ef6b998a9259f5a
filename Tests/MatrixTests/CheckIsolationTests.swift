import Foundation
import JSON
import Matrix
import Testing

/// Each check of the judge decides at least one cell of the matrix alone: a cell that fails
/// that check and no other, so that a lenient version of the check changes an outcome the
/// matrix predicts. Read from the checked-in REPORT.json, which another test keeps current.
extension HarnessTests {
  /// The checks no approach of the matrix fails alone, and why; the judge's own tests
  /// (`JudgeTests`) still fail each of them alone. A check that a cell comes to decide
  /// alone must leave this list.
  static let checksNoCellDecides: [Check: String] = [
    .preferred:
      "every approach that can mark an action preferred draws it bold, the others cannot express C7; JudgeTests plants its failures",
    .handlersIfDismissed:
      "only ReferenceAlert's iOS 7 path dropped a confirm tap it could not gate, and the library left iOS 7",
  ]

  @Test("Every check is the only failed check of some cell, except those listed with a reason")
  func everyCheckDecidesACell() throws {
    let url = AlertLabCommand.packageRoot.appendingPathComponent("REPORT.json")
    let report = try JSONParser.parse(Array(try Data(contentsOf: url)))
    guard case .object(let root) = report, case .array(let cells)? = root["cells"],
      case .object(let detailLists)? = root["details"]
    else {
      Issue.record("REPORT.json has no cells or details")
      return
    }
    var isolating: [Check: String] = [:]
    for case .object(let cell) in cells {
      guard case .string("fail")? = cell["observed"], case .string(let id)? = cell["details"],
        case .array(let details)? = detailLists[id],
        case .string(let approach)? = cell["approach"],
        case .string(let scenario)? = cell["scenario"]
      else { continue }
      let checks = Set(
        details.map { detail -> Check? in
          guard case .string(let text) = detail else { return nil }
          // REPORT.json words a failed check as its name, a colon and the problem.
          return Check.allCases.first { text.hasPrefix($0.rawValue + ":") }
        })
      guard !checks.contains(nil) else { continue }
      let found = checks.compactMap { $0 }
      let rows = Set(found.map(\.row))
      if found.count == 1 {
        isolating[found[0]] = isolating[found[0]] ?? "\(approach) · \(scenario)"
      }
      if rows.count == 1, let row = rows.first {
        isolating[row] = isolating[row] ?? "\(approach) · \(scenario)"
      }
    }
    for check in Check.allCases {
      if let reason = Self.checksNoCellDecides[check] {
        #expect(
          isolating[check] == nil,
          "\(check.rawValue) is listed as decided by no cell (\(reason)), but \(isolating[check] ?? "") is"
        )
      } else {
        #expect(isolating[check] != nil, "\(check.rawValue): no cell fails this check alone")
      }
    }
  }
}

extension Check {
  /// The row of Fixtures/README.md's table the check belongs to: `drawn` for the `drawn.*`
  /// checks (`drawn` itself fails only when nothing was drawn), itself for the others.
  fileprivate var row: Check { rawValue.hasPrefix("drawn.") ? .drawn : self }
}
