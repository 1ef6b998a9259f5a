import ApproachDAAlertController
import TestSupport
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// DAAlertController on iOS 8+: UIAlertController ("UIAlertController For iOS 7 Or When One Might Use Associated References",
/// docs/Approaches.md §3).
@Suite("DAAlertController")
struct DAAlertControllerTests {
  @MainActor
  private func showSignUp(
    in application: UIApplication, ran: @escaping (String) -> Void
  ) {
    let actions = ["Cancel", "Sign up", "Later"].map { title in
      DAAlertAction(title: title, style: title == "Cancel" ? .cancel : .default) { ran(title) }
    }
    DAAlertController.showAlertView(
      in: application.rootViewController, withTitle: "Sign up", message: nil, actions: actions,
      numberOfTextFields: 1, textFieldsConfigurationHandler: nil,
      validationBlock: { ($0.first?.text?.count ?? 0) >= 5 })
  }

  @Test("Validation gates every non-cancel action together, before presenting and on each edit")
  func validationGatesAllConfirms() {
    withApp(.iOS8) { application in
      showSignUp(in: application) { _ in }
      let enabled = { application.screen.alert?.buttons.filter(\.isEnabled).map(\.title) }
      #expect(enabled() == ["Cancel"])
      application.screen.type("abcde", intoField: 0)
      #expect(enabled() == ["Sign up", "Later", "Cancel"])
      application.screen.deleteBackward(1, inField: 0)
      #expect(enabled() == ["Cancel"])
    }
  }

  @Test("A tap removes the observers and runs the handler after the alert has gone (AC6)")
  func tapRemovesObservers() {
    withApp(.iOS8) { application in
      var seen: [String?] = []
      showSignUp(in: application) { _ in seen.append(application.screen.alert?.title) }
      application.runLoop.drain()
      #expect(application.notificationCenter.observerCount == 1)
      application.tapAndSettle("Cancel")
      #expect(seen == [nil])
      #expect(application.notificationCenter.observerCount == 0)
    }
  }

  @Test("A dismissal without a tap leaves the observers behind")
  func programmaticDismissLeavesObservers() {
    withApp(.iOS8) { application in
      showSignUp(in: application) { _ in }
      application.runLoop.drain()
      application.rootViewController.dismiss(animated: false)
      application.runLoop.drain()
      #expect(application.screen.alert == nil)
      #expect(application.notificationCenter.observerCount == 1)
    }
  }

  @Test("It presents from the given controller directly: one already presenting drops it (AC10)")
  func alreadyPresentingDrops() {
    withApp(.iOS8) { application in
      application.rootViewController.present(UIViewController(), animated: false)
      DAAlertController.showAlertView(
        in: application.rootViewController, withTitle: "T", message: nil,
        actions: [DAAlertAction(title: "OK", style: .default, handler: nil)])
      application.runLoop.drain()
      #expect(application.screen.alert == nil)
      #expect(application.console.lines.last?.contains("which is already presenting") == true)
    }
  }

  @Test("On pad a sheet without a source view points at the presenting view")
  func padSheetWithoutSourceView() {
    withApp(.iOS8, .pad) { application in
      DAAlertController.showActionSheet(
        in: application.rootViewController, fromSourceView: nil, withTitle: "T", message: nil,
        actions: [DAAlertAction(title: "A", style: .default, handler: nil)])
      #expect(application.screen.alert?.kind == .popover)
    }
  }

  @Test("On pad the bar-button variant with no item raises NSGenericException (AC9)")
  func padBarButtonWithoutItem() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      UIApplication.launch(osVersion: .iOS8, idiom: .pad).run { _ in
        DAAlertController.showActionSheet(
          in: UIApplication.shared.appDelegate.window?.rootViewController, fromBarButtonItem: nil,
          withTitle: "T", message: nil,
          actions: [DAAlertAction(title: "A", style: .default, handler: nil)])
      }
    }
    expectTermination(result, name: "NSGenericException", reasonContaining: "barButtonItem")
  }

  @Test("Two cancel actions raise on iOS 8 (AC2), unlike an iOS 7 alert, which accepts them")
  func twoCancelsRaiseOnIOS8() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      UIApplication.launch(osVersion: .iOS8, idiom: .phone).run { _ in
        DAAlertController.showAlertView(
          in: nil, withTitle: "T", message: nil,
          actions: [
            DAAlertAction(title: "A", style: .cancel, handler: nil),
            DAAlertAction(title: "B", style: .cancel, handler: nil),
          ])
      }
    }
    expectTermination(
      result, name: "NSInternalInconsistencyException",
      reasonContaining: "UIAlertController can only have one action with a style of")
  }
}
