import Foundation
import Matrix
import Testing

/// Each check of the judge decides at least one cell of the matrix alone: a cell that fails
/// that check and no other, so that a lenient version of the check changes an outcome the
/// matrix predicts. Read from the run's typed findings (`WholeRun`).
@Suite("Check isolation")
struct CheckIsolationTests {
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
    var isolating: [Check: String] = [:]
    for result in try WholeRun.results() where result.verdict.outcome == .fail {
      let findings = result.verdict.findings
      guard findings.allSatisfy({ $0.check != nil }) else { continue }
      let found = Set(findings.compactMap(\.check))
      let rows = Set(found.map(\.row))
      let cell = "\(result.cell.approach.id) · \(result.cell.scenario.id)"
      if found.count == 1, let check = found.first {
        isolating[check] = isolating[check] ?? cell
      }
      if rows.count == 1, let row = rows.first {
        isolating[row] = isolating[row] ?? cell
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
