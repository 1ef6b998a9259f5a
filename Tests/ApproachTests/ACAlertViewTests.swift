import ApproachACAlertView
import Presentable
import TestSupport
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// ACAlertView's behaviours and flaws ("Block-based UIAlertViews", docs/Approaches.md §2).
@Suite("ACAlertView")
struct ACAlertViewTests {
  @Test("The handler runs from didDismiss, after the alert has gone (AV10)")
  func handlerAfterDismissal() {
    withApp(.iOS7) { application in
      var calls: [(Int, String?)] = []
      let alert = ACAlertView(title: "T", message: nil) { index in
        calls.append((index, application.screen.alert?.title))
      }
      alert.addButton(withTitle: "A")
      alert.addButton(withTitle: "B")
      alert.show()
      application.runLoop.drain()
      application.screen.tap("B")
      #expect(calls.isEmpty)
      application.runLoop.drain()
      #expect(calls.map(\.0) == [1])
      #expect(calls.first?.1 == nil)
    }
  }

  @Test("Without a cancelButtonIndex there is no cancel button; a system cancel passes -1 (AV12)")
  func systemCancelPassesMinusOne() {
    withApp(.iOS7) { application in
      var indexes: [Int] = []
      let alert = ACAlertView(title: "T", message: nil) { indexes.append($0) }
      alert.addButton(withTitle: "Cancel")
      alert.addButton(withTitle: "OK")
      alert.show()
      #expect(application.screen.alert?.buttons.contains { $0.isCancel } == false)
      application.runLoop.drain()
      application.screen.systemCancel()
      application.runLoop.drain()
      #expect(indexes == [-1])
    }
  }

  @Test("The app's own dismissal reaches the handler with its index (AV11)")
  func programmaticDismissReachesHandler() {
    withApp(.iOS8) { application in
      var indexes: [Int] = []
      let alert = ACAlertView(title: "T", message: nil) { indexes.append($0) }
      alert.addButton(withTitle: "OK")
      alert.show()
      application.runLoop.drain()
      alert.dismiss(withClickedButtonIndex: alert.cancelButtonIndex, animated: false)
      application.runLoop.drain()
      #expect(indexes == [-1])
    }
  }

  @Test("Index mapping lives at the call site: a reordered button runs the wrong branch")
  func reorderRunsWrongBranch() {
    withApp(.iOS7) { application in
      var destroyed = 0
      let alert = ACAlertView(title: "Destroy?", message: nil) { index in
        if index == 0 { destroyed += 1 }
      }
      alert.addButton(withTitle: "Nah that's okay")
      alert.addButton(withTitle: "Hell yeah")
      alert.show()
      application.runLoop.drain()
      application.tapAndSettle("Nah that's okay")
      #expect(destroyed == 1)
    }
  }

  @Test("A handler that captures the alert makes a cycle: the alert is never freed")
  func acAlertViewCaptureCycle() {
    withApp(.iOS7) { application in
      weak var weakAlert: ACAlertView?
      do {
        let alert = ACAlertView(title: "T", message: nil) { _ in }
        alert.buttonTapHandler = { _ in _ = alert.title }
        alert.addButton(withTitle: "OK")
        weakAlert = alert
        alert.show()
      }
      application.runLoop.drain()
      application.tapAndSettle("OK")
      #expect(weakAlert != nil)
    }
  }

  @Test("Through Presentable: a cancel action becomes the cancel button; validation is unsupported")
  func presentable() {
    withApp(.iOS7) { application in
      let handlers = HandlerLog(application: application)
      let context = PresentationContext(viewController: nil, handlers: handlers)
      let spec = AlertSpec(
        title: "T", actions: [ActionSpec("OK"), ActionSpec("Cancel", role: .cancel)])
      _ = ACAlertViewApproach.show(spec, in: context)
      #expect(application.screen.alert?.buttons.first?.title == "Cancel")
      #expect(application.screen.alert?.buttons.first?.isBold == true)
      application.runLoop.drain()
      application.screen.systemCancel()
      application.runLoop.drain()
      #expect(handlers.entries.map(\.action) == ["Cancel"])
      var validated = spec
      validated.validation = ValidationRule(field: 0, minimumLength: 1)
      guard case .unsupported = ACAlertViewApproach.show(validated, in: context) else {
        Issue.record("validation should be unsupported")
        return
      }
    }
  }
}
