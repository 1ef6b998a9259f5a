import ApproachETAlertView
import Presentable
import TestSupport
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// ETAlertView's behaviours and flaws ("Taming UIAlertView", docs/Approaches.md §1).
@Suite("ETAlertView")
struct ETAlertViewTests {
  @Test("Each button runs its own block, in clickedButtonAtIndex, before the alert goes (AV10)")
  func blocksRunBeforeDismissal() {
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

  @Test("There is no cancel button: cancelButtonIndex is -1 and nothing is bold (AV2, AV16)")
  func noCancelButton() {
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

  @Test("A system cancel arrives as clickedButtonAtIndex(-1) and raises NSRangeException (AV12)")
  func systemCancelCrashes() async {
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

  @Test("A nil callback raises NSInvalidArgumentException as it is added (RT2)")
  func nilCallbackCrashes() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      UIApplication.launch(osVersion: .iOS8, idiom: .phone).run { _ in
        ETAlertView(title: "T", message: nil).addButton(withTitle: "Dismiss", callback: nil)
      }
    }
    expectTermination(
      result, name: "NSInvalidArgumentException", reasonContaining: "object cannot be nil")
  }

  @Test("A button added with the inherited addButton(withTitle:) shifts every later block")
  func inheritedAddButtonShiftsIndexes() {
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

  @Test("A block that captures the alert makes a cycle: the alert is never freed")
  func etAlertViewCaptureCycle() {
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

  @Test("Through Presentable: sheets and text fields are unsupported")
  func unsupportedSpecs() {
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
