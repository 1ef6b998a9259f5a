import ApproachETAlertView
import Presentable
import TestSupport
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// ETAlertView's behaviours and flaws ("Taming UIAlertView", docs/Approaches.md §1).
@Suite("ETAlertView")
struct ETAlertViewTests {
  /// - Each button runs its own block, in clickedButtonAtIndex, before the alert goes (AV10)
  /// - There is no cancel button: cancelButtonIndex is -1 and nothing is bold (AV2, AV16)
  /// - A system cancel arrives as clickedButtonAtIndex(-1) and raises NSRangeException (AV12)
  /// - A nil callback raises NSInvalidArgumentException as it is added (RT2)
  /// - A button added with the inherited addButton(withTitle:) shifts every later block
  /// - A block that captures the alert makes a cycle: the alert is never freed
  /// - Through Presentable: sheets and text fields are unsupported
  @Test("ETAlertView: a block per button, run before the alert goes, and its flaws")
  func etAlertView() async {
    blocksRunBeforeDismissal()
    noCancelButton()
    await systemCancelCrashes()
    await nilCallbackCrashes()
    inheritedAddButtonShiftsIndexes()
    etAlertViewCaptureCycle()
    unsupportedSpecs()
  }

  /// Each button runs its own block, in clickedButtonAtIndex, before the alert goes (AV10)
  private func blocksRunBeforeDismissal() {
    withApp(.iOS7) { application in
      var seen: [String?] = []
      let alert = ETAlertView(title: "T", message: nil)
      alert.addButton(withTitle: "A") { seen.append(application.screen.alert?.title) }
      alert.addButton(withTitle: "B") { seen.append("B") }
      alert.show()
      application.runLoop.drain()
      application.screen.tap("A")
      #expect(seen == ["T"])
      application.runLoop.drain()
      #expect(application.screen.alert == nil)
    }
  }

  /// There is no cancel button: cancelButtonIndex is -1 and nothing is bold (AV2, AV16)
  private func noCancelButton() {
    withApp(.iOS7) { application in
      let alert = ETAlertView(title: "T", message: nil)
      alert.addButton(withTitle: "OK") {}
      alert.addButton(withTitle: "Cancel") {}
      alert.show()
      #expect(alert.cancelButtonIndex == -1)
      #expect(application.screen.alert?.buttons.contains { $0.isBold || $0.isCancel } == false)
      #expect(application.screen.alert?.buttonTitles == ["OK", "Cancel"])
    }
  }

  /// A system cancel arrives as clickedButtonAtIndex(-1) and raises NSRangeException (AV12)
  private func systemCancelCrashes() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let application = UIApplication.launch(osVersion: .iOS7, idiom: .phone)
      application.run { application in
        let alert = ETAlertView(title: "T", message: nil)
        alert.addButton(withTitle: "OK") {}
        alert.show()
        application.runLoop.drain()
        application.screen.systemCancel()
      }
    }
    expectTermination(
      result, name: "NSRangeException", reasonContaining: "index 18446744073709551615")
  }

  /// A nil callback raises NSInvalidArgumentException as it is added (RT2)
  private func nilCallbackCrashes() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      UIApplication.launch(osVersion: .iOS8, idiom: .phone).run { _ in
        ETAlertView(title: "T", message: nil).addButton(withTitle: "Dismiss", callback: nil)
      }
    }
    expectTermination(
      result, name: "NSInvalidArgumentException", reasonContaining: "object cannot be nil")
  }

  /// A button added with the inherited addButton(withTitle:) shifts every later block
  private func inheritedAddButtonShiftsIndexes() {
    withApp(.iOS7) { application in
      var ran: [String] = []
      let alert = ETAlertView(title: "T", message: nil)
      alert.addButton(withTitle: "A") { ran.append("A") }
      alert.addButton(withTitle: "Plain")
      alert.addButton(withTitle: "B") { ran.append("B") }
      alert.show()
      application.runLoop.drain()
      application.tapAndSettle("Plain")
      #expect(ran == ["B"])
    }
  }

  /// A block that captures the alert makes a cycle: the alert is never freed
  private func etAlertViewCaptureCycle() {
    withApp(.iOS7) { application in
      weak var weakAlert: ETAlertView?
      do {
        let alert = ETAlertView(title: "T", message: nil)
        alert.addButton(withTitle: "OK") { _ = alert.title }
        weakAlert = alert
        alert.show()
      }
      application.runLoop.drain()
      application.tapAndSettle("OK")
      #expect(weakAlert != nil)
    }
  }

  /// Through Presentable: sheets and text fields are unsupported
  private func unsupportedSpecs() {
    withApp(.iOS7) { application in
      let context = PresentationContext(
        viewController: nil, handlers: HandlerLog(application: application))
      let sheet = AlertSpec(style: .actionSheet, title: "S", actions: [ActionSpec("A")])
      let fields = AlertSpec(
        title: "F", actions: [ActionSpec("OK")], textFields: [TextFieldSpec(placeholder: "x")])
      for spec in [sheet, fields] {
        guard case .unsupported = ETAlertViewApproach.show(spec, in: context) else {
          Issue.record("expected unsupported for \(spec.title ?? "")")
          continue
        }
      }
      #expect(application.screen.alert == nil)
    }
  }
}
