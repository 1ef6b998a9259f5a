import ApproachDAAlertController
import TestSupport
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// DAAlertController on iOS 7: UIAlertView and UIActionSheet with the shared delegate
/// ("UIAlertController For iOS 7 Or When One Might Use Associated References", docs/Approaches.md §3).
@Suite("DAAlertController on iOS 7")
struct DAAlertControllerLegacyTests {
  /// Default actions titled 1...count, each appending its title to `ran`.
  private func numberedActions(_ count: Int, into ran: Box) -> [DAAlertAction] {
    (1...count).map { number in
      DAAlertAction(title: "\(number)", style: .default) { ran.values.append("\(number)") }
    }
  }

  final class Box {
    var values: [String] = []
  }

  @Test("Other titles go through the initializer, so the first other button is gated (AV3, AV14)")
  func validationGatesFirstOther() {
    withApp(.iOS7) { application in
      let ran = Box()
      let actions =
        [DAAlertAction(title: "Cancel", style: .cancel, handler: nil)]
        + numberedActions(2, into: ran)
      DAAlertController.showAlertView(
        in: application.rootViewController, withTitle: "T", message: nil, actions: actions,
        numberOfTextFields: 2, textFieldsConfigurationHandler: nil,
        validationBlock: { ($0.first?.text?.count ?? 0) >= 5 })
      application.runLoop.drain()
      let buttons = application.screen.alert?.buttons ?? []
      #expect(buttons.first { $0.title == "1" }?.isEnabled == false)
      #expect(buttons.first { $0.title == "2" }?.isEnabled == true)
      application.screen.type("abcde", intoField: 0)
      #expect(application.screen.alert?.buttons.first { $0.title == "1" }?.isEnabled == true)
      application.screen.tap("1")
      #expect(ran.values == ["1"])
    }
  }

  @Test("Two fields use login-and-password, so the second is secure (AV6)")
  func secondFieldSecure() {
    withApp(.iOS7) { application in
      DAAlertController.showAlertView(
        in: application.rootViewController, withTitle: "T", message: nil,
        actions: [DAAlertAction(title: "OK", style: .default, handler: nil)],
        numberOfTextFields: 2, textFieldsConfigurationHandler: nil, validationBlock: nil)
      #expect(application.screen.alert?.textFields.map(\.isSecure) == [false, true])
    }
  }

  @Test("One field with a validation block raises: the hook asks for field 1 (AV7)")
  func oneValidatedFieldCrashes() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let application = UIApplication.launch(osVersion: .iOS7, idiom: .phone)
      application.run { application in
        DAAlertController.showAlertView(
          in: application.appDelegate.window?.rootViewController, withTitle: "T", message: nil,
          actions: [DAAlertAction(title: "OK", style: .default, handler: nil)],
          numberOfTextFields: 1, textFieldsConfigurationHandler: nil, validationBlock: { _ in true }
        )
      }
    }
    expectTermination(result, name: "NSRangeException", reasonContaining: "textFieldIndex (1)")
  }

  @Test("More than two fields is asserted in debug (RT4)")
  func threeFieldsAsserted() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      UIApplication.launch(osVersion: .iOS7, idiom: .phone).run { _ in
        DAAlertController.showAlertView(
          in: nil, withTitle: "T", message: nil, actions: [], numberOfTextFields: 3,
          textFieldsConfigurationHandler: nil, validationBlock: nil)
      }
    }
    expectTermination(
      result, name: "NSInternalInconsistencyException", reasonContaining: "up to 2 textfields")
  }

  @Test("Twelve actions: titles past the eleventh other title are silently dropped (AV1)")
  func twelveActionsDropped() {
    withApp(.iOS7) { application in
      DAAlertController.showAlertView(
        in: nil, withTitle: "T", message: nil, actions: numberedActions(12, into: Box()))
      #expect(application.screen.alert?.buttonTitles == (1...11).map { "\($0)" })
    }
  }

  @Test("Destructive actions become default buttons in an alert (AV16)")
  func destructiveDrawnDefault() {
    withApp(.iOS7) { application in
      DAAlertController.showAlertView(
        in: nil, withTitle: "T", message: nil,
        actions: [DAAlertAction(title: "Delete", style: .destructive, handler: nil)])
      #expect(application.screen.alert?.buttons.first?.isDestructive == false)
    }
  }

  @Test("Handlers run from clickedButtonAtIndex, before the alert has gone (AV10)")
  func handlersBeforeDismissal() {
    withApp(.iOS7) { application in
      var seen: [String?] = []
      let ok = DAAlertAction(title: "OK", style: .default) {
        seen.append(application.screen.alert?.title)
      }
      DAAlertController.showAlertView(in: nil, withTitle: "T", message: nil, actions: [ok])
      application.runLoop.drain()
      application.screen.tap("OK")
      #expect(seen == ["T"])
    }
  }

  @Test("A system cancel runs the cancel action, or nothing without one (AV12)")
  func systemCancel() {
    withApp(.iOS7) { application in
      let ran = Box()
      let cancel = DAAlertAction(title: "Cancel", style: .cancel) { ran.values.append("Cancel") }
      DAAlertController.showAlertView(
        in: nil, withTitle: "T", message: nil, actions: [cancel] + numberedActions(1, into: ran))
      application.runLoop.drain()
      application.screen.systemCancel()
      application.runLoop.drain()
      #expect(ran.values == ["Cancel"])
      DAAlertController.showAlertView(
        in: nil, withTitle: "T", message: nil, actions: numberedActions(2, into: ran))
      application.runLoop.drain()
      application.screen.systemCancel()
      application.runLoop.drain()
      #expect(ran.values == ["Cancel"])
      #expect(application.screen.alert == nil)
    }
  }

  @Test("Actions are stored as copies with the copy policy (RT1)")
  func actionsStoredAsCopies() {
    withApp(.iOS7) { application in
      weak var weakCancel: DAAlertAction?
      var ran = 0
      do {
        let cancel = DAAlertAction(title: "Cancel", style: .cancel) { ran += 1 }
        weakCancel = cancel
        DAAlertController.showAlertView(in: nil, withTitle: "T", message: nil, actions: [cancel])
      }
      #expect(weakCancel == nil)
      application.runLoop.drain()
      application.screen.tap("Cancel")
      #expect(ran == 1)
    }
  }

  @Test("A sheet with two cancel actions is asserted in debug (RT4)")
  func sheetTwoCancelsDebug() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      UIApplication.launch(osVersion: .iOS7, idiom: .phone).run { _ in
        DAAlertController.showActionSheet(
          in: UIApplication.shared.appDelegate.window?.rootViewController, fromSourceView: nil,
          withTitle: "T", message: nil,
          actions: [
            DAAlertAction(title: "A", style: .cancel, handler: nil),
            DAAlertAction(title: "B", style: .cancel, handler: nil),
          ])
      }
    }
    expectTermination(
      result, name: "NSInternalInconsistencyException",
      reasonContaining: "only have one action with a style of DAAlertActionStyleCancel")
  }

  @Test("In release a sheet with two cancel actions is accepted: the last one is cancel")
  func sheetTwoCancelsRelease() {
    withApp(.iOS7, buildConfiguration: .release) { application in
      DAAlertController.showActionSheet(
        in: application.rootViewController, fromSourceView: nil, withTitle: "T", message: nil,
        actions: [
          DAAlertAction(title: "A", style: .cancel, handler: nil),
          DAAlertAction(title: "B", style: .cancel, handler: nil),
        ])
      #expect(application.screen.alert?.buttonTitles == ["A", "B"])
      #expect(application.screen.alert?.buttons.last?.isCancel == true)
    }
  }

  @Test("More than ten default sheet actions are asserted in debug (RT4)")
  func sheetElevenDefaultsDebug() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      UIApplication.launch(osVersion: .iOS7, idiom: .phone).run { _ in
        DAAlertController.showActionSheet(
          in: UIApplication.shared.appDelegate.window?.rootViewController, fromSourceView: nil,
          withTitle: "T", message: nil,
          actions: (1...11).map { DAAlertAction(title: "\($0)", style: .default, handler: nil) })
      }
    }
    expectTermination(
      result, name: "NSInternalInconsistencyException", reasonContaining: "up to 10 actions")
  }

  @Test("A sheet changes every destructive action after the first to default, in place")
  func sheetMutatesCallerActions() {
    withApp(.iOS7) { application in
      let first = DAAlertAction(title: "Delete", style: .destructive, handler: nil)
      let second = DAAlertAction(title: "Erase", style: .destructive, handler: nil)
      DAAlertController.showActionSheet(
        in: application.rootViewController, fromSourceView: nil, withTitle: "T",
        message: "Dropped", actions: [first, second])
      #expect(first.style == .destructive)
      #expect(second.style == .default)
      let drawn = application.screen.alert
      #expect(drawn?.message == nil)
      #expect(drawn?.buttons.filter(\.isDestructive).map(\.title) == ["Delete"])
      #expect(application.console.lines.contains { $0.contains("might not be rendered") })
    }
  }

  @Test("A pad sheet tapped outside with no cancel action runs nothing (AS4)")
  func padTapOutsideWithoutCancel() {
    withApp(.iOS7, .pad) { application in
      let ran = Box()
      DAAlertController.showActionSheet(
        in: application.rootViewController, fromSourceView: nil, withTitle: "T", message: nil,
        actions: numberedActions(2, into: ran))
      application.runLoop.drain()
      application.screen.tapOutside()
      application.runLoop.drain()
      #expect(ran.values.isEmpty)
      #expect(application.screen.alert == nil)
    }
  }
}
