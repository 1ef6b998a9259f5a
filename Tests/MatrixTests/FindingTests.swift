import Matrix
import Testing
import UIKitSimulation

/// A finding is compared by its case and its values, never by its words.
@Suite("Finding")
struct FindingTests {
  @Test("Findings are equal by case and payload: the same words in two cases differ")
  func equalByCaseAndPayload() {
    let exception = UncaughtException(name: "NSRangeException", reason: "r")
    #expect(Finding.unsupported("x") != Finding.unavailable(.operatingSystem, "x"))
    #expect(Finding.unavailable(.appExtension, "x") != Finding.unavailable(.operatingSystem, "x"))
    #expect(Finding.unavailable(.appExtension, "x") == Finding.unavailable(.appExtension, "x"))
    #expect(Finding.refused(exception) != Finding.crashed(exception))
    #expect(Finding.crashed(exception) == Finding.crashed(exception))
    #expect(Finding.trapped("x") != Finding.unsupported("x"))
    #expect(Finding.unsettled(turns: 3) != Finding.unsettled(turns: 4))
  }
}
