import Foundation
import ReferenceAlert
import TestSupport
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// What UIAlertController refuses, ReferenceAlert refuses the same way, when it is shown.
struct ReferenceAlertRefusalTests {
  @Test("Two cancel actions are refused with UIAlertController's exception")
  func twoCancelActions() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      withApp(.iOS15) { _ in
        let alert = ReferenceAlert(title: "Two")
        alert.addAction(.init("No", style: .cancel))
        alert.addAction(.init("Never", style: .cancel))
        alert.show()
      }
    }
    expectTermination(
      result, name: "NSInternalInconsistencyException",
      reasonContaining: "can only have one action with a style of UIAlertActionStyleCancel")
  }

  /// - At regular width a popover without cancel gets a hidden one: a tap outside ends it
  /// - In a narrow window the sheet draws every action, and no Cancel is added (W23)
  @Test("A sheet without cancel gains a Cancel only as a popover, never in a narrow window")
  func hiddenCancelOnlyInPopover() {
    for narrow in [false, true] {
      withApp(.iOS15, .pad) { application in
        if narrow { application.narrowWindow() }
        var dismissed = 0
        let sheet = ReferenceAlert(title: "Photo", style: .actionSheet)
        sheet.addAction(.init("Share"))
        sheet.addAction(.init("Print"))
        sheet.onDismiss = { _ in dismissed += 1 }
        sheet.show()
        application.runLoop.drain()
        #expect(application.screen.alert?.buttons.map(\.title) == ["Share", "Print"])
        application.screen.tapOutside()
        application.runLoop.drain()
        // A popover goes, through its hidden Cancel; a phone-style sheet without one stays.
        #expect(dismissed == (narrow ? 0 : 1))
        #expect((application.screen.alert == nil) == !narrow)
      }
    }
  }

  @Test("Text fields on an action sheet are refused with UIAlertController's exception")
  func fieldsOnSheet() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      withApp(.iOS15) { _ in
        let sheet = ReferenceAlert(title: "Sheet", style: .actionSheet)
        sheet.addAction(.init("OK"))
        sheet.addTextField()
        sheet.show()
      }
    }
    expectTermination(
      result, name: "NSInternalInconsistencyException",
      reasonContaining: "Text fields can only be added to an alert controller of style")
  }

  @Test("A preferred action that is not one of the alert's actions is refused")
  func preferredActionNotAdded() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      withApp(.iOS15) { _ in
        let alert = ReferenceAlert(title: "Stray")
        alert.addAction(.init("OK"))
        alert.preferredAction = .init("OK")
        alert.show()
      }
    }
    expectTermination(
      result, name: "NSInternalInconsistencyException",
      reasonContaining: "must be contained in the -actions array or be nil")
  }
}

/// Records what handlers did, in order.
@MainActor
final class Log: Sendable {
  private(set) var entries: [String] = []

  func add(_ entry: String) {
    entries.append(entry)
  }
}
