import TestSupport
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The UIAlertView facts, AV1 to AV20.
@Suite("UIAlertView facts")
struct AlertViewFactTests {
  @Test("Titles after the first nil in otherButtonTitles are never seen", .fact("AV1"))
  func av1NilTerminatedList() {
    withApp { _ in
      let alert = UIAlertView(
        title: "T", message: nil, delegate: nil, cancelButtonTitle: "Cancel",
        nilTerminatedOtherButtonTitles: "A", nil, "B")
      #expect(alert.numberOfButtons == 2)
      #expect(alert.buttonTitle(at: 1) == "A")
    }
  }

  @Test(
    "A cancel title is index 0 and the others follow; without one the others start at 0",
    .fact("AV2"))
  func av2InitOrder() {
    withApp { _ in
      let withCancel = UIAlertView(
        title: "T", message: nil, delegate: nil, cancelButtonTitle: "Cancel",
        nilTerminatedOtherButtonTitles: "A", "B")
      #expect(withCancel.cancelButtonIndex == 0)
      #expect(withCancel.buttonTitle(at: 0) == "Cancel")
      #expect(withCancel.buttonTitle(at: 2) == "B")
      let withoutCancel = UIAlertView(
        title: "T", message: nil, delegate: nil, cancelButtonTitle: nil,
        nilTerminatedOtherButtonTitles: "A", "B")
      #expect(withoutCancel.cancelButtonIndex == -1)
      #expect(withoutCancel.buttonTitle(at: 0) == "A")
    }
  }

  @Test("firstOtherButtonIndex comes from init only; addButton never changes it", .fact("AV3"))
  func av3FirstOtherButtonIndex() {
    withApp { _ in
      let passed = UIAlertView(
        title: "T", message: nil, delegate: nil, cancelButtonTitle: "Cancel",
        nilTerminatedOtherButtonTitles: "A")
      #expect(passed.firstOtherButtonIndex == 1)
      let added = UIAlertView(
        title: "T", message: nil, delegate: nil, cancelButtonTitle: "Cancel",
        nilTerminatedOtherButtonTitles: nil)
      added.addButton(withTitle: "A")
      #expect(added.firstOtherButtonIndex == -1)
    }
  }

  /// The initializers Swift can call add them so, and the should-enable hook is never asked (AV14).
  @Test(
    "From Swift: the other titles are added with addButton, so firstOtherButtonIndex is -1",
    .fact("AV3"))
  func av3FromSwift() {
    withApp(.iOS7) { application in
      let recorder = ValidatingAlertViewRecorder(minimumLength: 5)
      let alert = UIAlertView(
        title: "T", message: "M", delegate: recorder, cancelButtonTitle: "Cancel",
        otherButtonTitles: "A", "B")
      #expect(alert.cancelButtonIndex == 0)
      #expect(
        (0..<alert.numberOfButtons).map { alert.buttonTitle(at: $0) } == ["Cancel", "A", "B"])
      #expect(alert.firstOtherButtonIndex == -1)
      alert.alertViewStyle = .plainTextInput
      alert.show()
      application.runLoop.drain()
      #expect(!recorder.events.contains("shouldEnable"))
      #expect(application.screen.tap("A") == .delivered)
    }
  }

  @Test(
    "A bare init has no buttons, both indexes -1, and a plain cancel index setter", .fact("AV4")
  )
  func av4BareInit() {
    withApp { _ in
      let alert = UIAlertView()
      #expect(alert.numberOfButtons == 0)
      #expect(alert.cancelButtonIndex == -1)
      #expect(alert.firstOtherButtonIndex == -1)
      alert.cancelButtonIndex = 7
      #expect(alert.cancelButtonIndex == 7)
    }
  }

  /// buttonTitle(at:) out of range raises NSRangeException.
  @Test("addButton appends and returns the count before the call", .fact("AV5"))
  func factAV5() async {
    av5AddButton()
    await av5TitleOutOfRange()
  }

  /// AV5 addButton appends and returns the count before the call
  private func av5AddButton() {
    withApp { _ in
      let alert = UIAlertView(
        title: "T", message: nil, delegate: nil, cancelButtonTitle: "Cancel")
      #expect(alert.addButton(withTitle: "A") == 1)
      #expect(alert.addButton(withTitle: "B") == 2)
      #expect(alert.numberOfButtons == 3)
    }
  }

  /// AV5 buttonTitle(at:) out of range raises NSRangeException
  private func av5TitleOutOfRange() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      UIApplication.launch(osVersion: .iOS8, idiom: .phone).run { _ in
        let alert = UIAlertView(
          title: "T", message: nil, delegate: nil, cancelButtonTitle: "Cancel")
        _ = alert.buttonTitle(at: 3)
      }
    }
    expectTermination(result, name: "NSRangeException", reasonContaining: "index 3 beyond bounds")
  }

  @Test("Each style has its fields, and setting a style replaces them", .fact("AV6"))
  func av6Styles() throws {
    try withApp { _ in
      let alert = UIAlertView()
      #expect(alert.alertViewStyle == .default)
      alert.alertViewStyle = .secureTextInput
      let password = try #require(alert.textField(at: 0))
      #expect(password.isSecureTextEntry && password.placeholder == "Password")
      alert.alertViewStyle = .plainTextInput
      #expect(alert.textField(at: 0)?.isSecureTextEntry == false)
      #expect(alert.textField(at: 0) !== password)
      alert.alertViewStyle = .loginAndPasswordInput
      #expect(alert.textField(at: 0)?.placeholder == "Login")
      #expect(alert.textField(at: 0)?.isSecureTextEntry == false)
      #expect(alert.textField(at: 1)?.placeholder == "Password")
      #expect(alert.textField(at: 1)?.isSecureTextEntry == true)
    }
  }

  @Test(
    "textField(at:) outside the style's fields raises on iOS 7 and 8, returns nil on iOS 13+",
    .fact("AV7")
  )
  func factAV7() async {
    await av7RaisesOnIOS7()
    await av7RaisesOnIOS8()
    av7NilOnIOS13()
  }

  /// AV7 textField(at:) outside the style's fields raises on iOS 7
  private func av7RaisesOnIOS7() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      UIApplication.launch(osVersion: .iOS7, idiom: .phone).run { _ in
        let alert = UIAlertView()
        alert.alertViewStyle = .plainTextInput
        _ = alert.textField(at: 1)
      }
    }
    expectTermination(
      result, name: "NSRangeException",
      reasonContaining: "textFieldIndex (1) is outside of the bounds of the array of text fields")
  }

  /// AV7 textField(at:) outside the style's fields raises on iOS 8
  private func av7RaisesOnIOS8() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      UIApplication.launch(osVersion: .iOS8, idiom: .pad).run { _ in
        _ = UIAlertView().textField(at: 0)
      }
    }
    expectTermination(result, name: "NSRangeException", reasonContaining: "textFieldIndex (0)")
  }

  /// AV7 textField(at:) outside the style's fields returns nil on iOS 13+
  private func av7NilOnIOS13() {
    withApp(.iOS13, lifecycle: .appDelegate) { _ in
      #expect(UIAlertView().textField(at: 0) == nil)
    }
  }

  @Test("The alert never keeps its delegate alive", .fact("AV8"))
  func av8WeakDelegate() {
    withApp { _ in
      let alert = UIAlertView()
      weak var weakDelegate: AlertViewRecorder?
      do {
        let delegate = AlertViewRecorder()
        weakDelegate = delegate
        alert.delegate = delegate
      }
      #expect(weakDelegate == nil)
      #expect(alert.delegate == nil)
    }
  }

  @Test("The system keeps a shown alert alive until its did-dismiss", .fact("AV9"))
  func av9RetainedWhileShown() {
    withApp { application in
      weak var weakAlert: UIAlertView?
      do {
        let alert = UIAlertView(
          title: "T", message: nil, delegate: nil, cancelButtonTitle: "OK")
        weakAlert = alert
        alert.show()
      }
      application.runLoop.drain()
      #expect(weakAlert != nil)
      application.screen.tap("OK")
      #expect(weakAlert != nil)
      application.runLoop.drain()
      #expect(weakAlert == nil)
    }
  }

  @Test(
    "A tap calls clicked, will-dismiss, then did-dismiss after the animation", .fact("AV10"))
  func av10TapOrder() {
    withApp { application in
      let recorder = AlertViewRecorder()
      let alert = UIAlertView(
        title: "T", message: nil, delegate: recorder, cancelButtonTitle: "Cancel",
        nilTerminatedOtherButtonTitles: "OK")
      recorder.show(alert, in: application)
      #expect(application.screen.tap("OK") == .delivered)
      #expect(recorder.events == ["clicked(1)", "willDismiss(1)"])
      #expect(application.screen.alert != nil)
      application.runLoop.drain()
      #expect(recorder.events == ["clicked(1)", "willDismiss(1)", "didDismiss(1)"])
      #expect(application.screen.alert == nil)
    }
  }

  @Test(
    "The app's dismiss calls only will- and did-dismiss, and a second call is ignored",
    .fact("AV11"))
  func av11ProgrammaticDismiss() {
    withApp { application in
      let recorder = AlertViewRecorder()
      let alert = UIAlertView(
        title: "T", message: nil, delegate: recorder, cancelButtonTitle: "Cancel",
        nilTerminatedOtherButtonTitles: "OK")
      recorder.show(alert, in: application)
      alert.dismiss(withClickedButtonIndex: 1, animated: true)
      alert.dismiss(withClickedButtonIndex: 0, animated: true)
      application.runLoop.drain()
      #expect(recorder.events == ["willDismiss(1)", "didDismiss(1)"])
    }
  }

  /// - Without alertViewCancel a system cancel simulates a tap on the cancel button
  /// - With no cancel button the simulated tap is clicked(-1) (uncertain; model's choice)
  /// - From iOS 8 a system cancel does nothing, with or without alertViewCancel
  @Test("A system cancel calls alertViewCancel when the delegate implements it", .fact("AV12"))
  func factAV12() {
    av12CancelImplemented()
    av12SimulatedCancelTap()
    av12NoCancelButton()
    av12NoSystemCancelFromIOS8()
  }

  /// AV12 a system cancel calls alertViewCancel when the delegate implements it
  private func av12CancelImplemented() {
    withApp(.iOS7) { application in
      let recorder = CancellingAlertViewRecorder()
      let alert = UIAlertView(
        title: "T", message: nil, delegate: recorder, cancelButtonTitle: "Cancel",
        nilTerminatedOtherButtonTitles: "OK")
      recorder.show(alert, in: application)
      application.screen.systemCancel()
      application.runLoop.drain()
      #expect(recorder.events == ["cancel", "willDismiss(0)", "didDismiss(0)"])
    }
  }

  /// AV12 without alertViewCancel a system cancel simulates a tap on the cancel button
  private func av12SimulatedCancelTap() {
    withApp(.iOS7) { application in
      let recorder = AlertViewRecorder()
      let alert = UIAlertView(
        title: "T", message: nil, delegate: recorder, cancelButtonTitle: nil,
        nilTerminatedOtherButtonTitles: "OK", "Cancel")
      alert.cancelButtonIndex = 1
      recorder.show(alert, in: application)
      application.screen.systemCancel()
      application.runLoop.drain()
      #expect(recorder.events == ["clicked(1)", "willDismiss(1)", "didDismiss(1)"])
    }
  }

  /// AV12 with no cancel button the simulated tap is clicked(-1) (uncertain; model's choice)
  private func av12NoCancelButton() {
    withApp(.iOS7) { application in
      let recorder = AlertViewRecorder()
      let alert = UIAlertView(
        title: "T", message: nil, delegate: recorder, cancelButtonTitle: nil,
        nilTerminatedOtherButtonTitles: "OK")
      recorder.show(alert, in: application)
      application.screen.systemCancel()
      application.runLoop.drain()
      #expect(recorder.events == ["clicked(-1)", "willDismiss(-1)", "didDismiss(-1)"])
      #expect(application.modellingChoices.contains(.systemCancelIndex))
    }
  }

  /// AV12 (rev. 2) from iOS 8 a system cancel does nothing, with or without alertViewCancel
  private func av12NoSystemCancelFromIOS8() {
    for osVersion in [OSVersion.iOS8, .iOS13] {
      withApp(osVersion, lifecycle: .appDelegate) { application in
        let recorder = CancellingAlertViewRecorder()
        let alert = UIAlertView(
          title: "T", message: nil, delegate: recorder, cancelButtonTitle: "Cancel",
          nilTerminatedOtherButtonTitles: "OK")
        recorder.show(alert, in: application)
        application.screen.systemCancel()
        application.runLoop.drain()
        #expect(recorder.events.isEmpty)
        #expect(application.screen.alert?.title == "T")
      }
    }
  }

  @Test(
    "Entering the background does not dismiss; an app dismisses on the notification",
    .fact("AV13"))
  func av13Background() {
    withApp { application in
      let recorder = AlertViewRecorder()
      let alert = UIAlertView(
        title: "T", message: nil, delegate: recorder, cancelButtonTitle: "Cancel",
        nilTerminatedOtherButtonTitles: "OK")
      alert.show()
      application.runLoop.drain()
      application.screen.enterBackground()
      application.runLoop.drain()
      application.enterForeground()
      #expect(application.screen.alert?.title == "T", "still there when the app comes back")
      let observer = application.notificationCenter.addObserver(
        forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main
      ) { _ in
        MainActor.assumeIsolated {
          alert.dismiss(withClickedButtonIndex: alert.cancelButtonIndex, animated: false)
        }
      }
      recorder.events = []
      application.screen.enterBackground()
      application.runLoop.drain()
      #expect(recorder.events == ["willDismiss(0)", "didDismiss(0)"])
      application.enterForeground()
      #expect(application.screen.alert == nil)
      application.notificationCenter.removeObserver(observer)
    }
  }

  /// It is never asked without a first other button; a delegate without it leaves it enabled.
  @Test(
    "The should-enable hook gates the first other button, asked at show and every edit",
    .fact("AV14"))
  func factAV14() {
    av14Validation()
    av14NotAsked()
  }

  /// AV14 the should-enable hook gates the first other button, asked at show and every edit
  private func av14Validation() {
    withApp { application in
      let recorder = ValidatingAlertViewRecorder(minimumLength: 3)
      let alert = UIAlertView(
        title: "T", message: nil, delegate: recorder, cancelButtonTitle: "Cancel",
        nilTerminatedOtherButtonTitles: "OK", "Other")
      alert.alertViewStyle = .plainTextInput
      alert.show()
      #expect(recorder.events.contains("shouldEnable"))
      application.runLoop.drain()
      let drawn = application.screen.alert
      #expect(drawn?.buttons.first { $0.title == "OK" }?.isEnabled == false)
      #expect(drawn?.buttons.first { $0.title == "Other" }?.isEnabled == true)
      #expect(application.screen.tap("OK") == .disabled)
      recorder.events = []
      application.screen.type("abc", intoField: 0)
      #expect(recorder.events == ["shouldEnable", "shouldEnable", "shouldEnable"])
      #expect(application.screen.alert?.buttons.first { $0.title == "OK" }?.isEnabled == true)
      application.screen.deleteBackward(1, inField: 0)
      #expect(application.screen.alert?.buttons.first { $0.title == "OK" }?.isEnabled == false)
    }
  }

  /// AV14 never asked without a first other button; a delegate without it leaves it enabled
  private func av14NotAsked() {
    withApp { application in
      let validator = ValidatingAlertViewRecorder(minimumLength: 3)
      let noFirstOther = UIAlertView(
        title: "T", message: nil, delegate: validator, cancelButtonTitle: "Cancel",
        nilTerminatedOtherButtonTitles: nil)
      noFirstOther.addButton(withTitle: "OK")
      noFirstOther.alertViewStyle = .plainTextInput
      noFirstOther.show()
      application.screen.type("a", intoField: 0)
      #expect(!validator.events.contains("shouldEnable"))
      #expect(application.screen.alert?.buttons.allSatisfy { $0.isEnabled } == true)
      noFirstOther.dismiss(withClickedButtonIndex: 0, animated: false)
      application.runLoop.drain()
      let plain = UIAlertView(
        title: "T", message: nil, delegate: AlertViewRecorder(), cancelButtonTitle: "Cancel",
        nilTerminatedOtherButtonTitles: "OK")
      plain.alertViewStyle = .plainTextInput
      plain.show()
      #expect(application.screen.alert?.buttons.allSatisfy { $0.isEnabled } == true)
    }
  }

  /// will-present comes before the should-enable hook, did-present after.
  @Test(
    "Show calls will-present, then did-present, then focuses the first field", .fact("AV15"))
  func factAV15() {
    av15PresentOrder()
    av15ValidationOrder()
  }

  /// AV15 show calls will-present, then did-present, then focuses the first field
  private func av15PresentOrder() {
    withApp { application in
      let recorder = AlertViewRecorder()
      let alert = UIAlertView(
        title: "T", message: nil, delegate: recorder, cancelButtonTitle: "OK")
      alert.alertViewStyle = .loginAndPasswordInput
      alert.show()
      #expect(recorder.events == ["willPresent"])
      #expect(alert.textField(at: 0)?.isFirstResponder == false)
      application.runLoop.drain()
      #expect(recorder.events == ["willPresent", "didPresent"])
      #expect(alert.textField(at: 0)?.isFirstResponder == true)
      #expect(alert.textField(at: 1)?.isFirstResponder == false)
    }
  }

  @Test(
    "Two buttons sit side by side with cancel left; three stack with cancel at bottom",
    .fact("AV16"))
  func av16Layout() {
    withApp { application in
      let two = UIAlertView(
        title: "Two", message: nil, delegate: nil, cancelButtonTitle: nil,
        nilTerminatedOtherButtonTitles: "OK", "Cancel")
      two.cancelButtonIndex = 1
      two.show()
      let drawnTwo = application.screen.alert
      #expect(drawnTwo?.layout == .sideBySide)
      #expect(drawnTwo?.buttonTitles == ["Cancel", "OK"])
      #expect(drawnTwo?.buttons.first?.isBold == true)
      two.dismiss(withClickedButtonIndex: 0, animated: false)
      application.runLoop.drain()
      let three = UIAlertView(
        title: "Three", message: nil, delegate: nil, cancelButtonTitle: "Cancel",
        nilTerminatedOtherButtonTitles: "A", "B")
      three.show()
      let drawnThree = application.screen.alert
      #expect(drawnThree?.layout == .stacked)
      #expect(drawnThree?.buttonTitles == ["A", "B", "Cancel"])
      #expect(drawnThree?.buttons.last?.isCancel == true)
      #expect(drawnThree?.buttons.contains(where: \.isDestructive) == false)
    }
  }

  @Test("Alerts shown together stack last in, first out", .fact("AV17"))
  func av17Stacking() {
    withApp { application in
      let first = UIAlertView(
        title: "First", message: nil, delegate: nil, cancelButtonTitle: "OK")
      let second = UIAlertView(
        title: "Second", message: nil, delegate: nil, cancelButtonTitle: "OK")
      first.show()
      second.show()
      application.runLoop.drain()
      #expect(application.screen.alert?.title == "Second")
      application.tapAndSettle("OK")
      #expect(application.screen.alert?.title == "First")
      #expect(first.isVisible)
    }
  }

  /// A subclass that is its own delegate, as the wrappers under study are (AV18).
  final class SelfDelegatingAlert: UIAlertView, UIAlertViewDelegate {
    var clicked: [Int] = []

    init(title: String) {
      super.init(frame: .zero)
      self.title = title
      cancelButtonIndex = addButton(withTitle: "OK")
      delegate = self
    }

    required init?(coder: NSCoder) {
      fatalError("never decoded")
    }

    func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
      clicked.append(buttonIndex)
    }
  }

  @Test("A subclass, unsupported by the docs, works in practice", .fact("AV18"))
  func av18Subclass() {
    withApp { application in
      let alert = SelfDelegatingAlert(title: "Sub")
      alert.show()
      application.runLoop.drain()
      application.tapAndSettle("OK")
      #expect(alert.clicked == [0])
    }
  }

  /// AV15 (rev. 2) will-present comes before the should-enable hook, did-present after
  private func av15ValidationOrder() {
    withApp { application in
      let recorder = ValidatingAlertViewRecorder(minimumLength: 1)
      let alert = UIAlertView(
        title: "T", message: nil, delegate: recorder, cancelButtonTitle: "Cancel",
        nilTerminatedOtherButtonTitles: "OK")
      alert.alertViewStyle = .plainTextInput
      alert.show()
      application.runLoop.drain()
      #expect(recorder.events == ["willPresent", "shouldEnable", "didPresent"])
    }
  }

  /// Alerts show in their own key window at the alert level, above the app, in the system blue, not
  /// the app's tint (a modelling choice, noted).
  @Test(
    "On iOS 8+ the overlay rises to one above a key window higher than 2000", .fact("AV19"))
  func factAV19() throws {
    av19OverlayAboveHighKeyWindow()
    try av19OverlayWindow()
  }

  /// AV19 (rev. 2) on iOS 8+ the overlay rises to one above a key window higher than 2000
  private func av19OverlayAboveHighKeyWindow() {
    withApp(.iOS8) { application in
      let high = UIWindow(frame: application.screenBounds)
      high.windowLevel = UIWindow.Level(rawValue: 2_500)
      high.makeKeyAndVisible()
      UIAlertView(title: "T", message: nil, delegate: nil, cancelButtonTitle: "OK").show()
      #expect(application.keyWindow?.windowLevel.rawValue == 2_501)
      #expect(application.screen.alert?.title == "T")
      #expect(application.screen.touchWindow === application.keyWindow)
    }
    withApp(.iOS7) { application in
      let high = UIWindow(frame: application.screenBounds)
      high.windowLevel = UIWindow.Level(rawValue: 2_500)
      high.makeKeyAndVisible()
      UIAlertView(title: "T", message: nil, delegate: nil, cancelButtonTitle: "OK").show()
      #expect(application.keyWindow?.windowLevel == .alert)
    }
  }

  /// AV19 alerts show in their own key window at the alert level, above the app
  private func av19OverlayWindow() throws {
    try withApp { application in
      let main = try #require(application.appDelegate.window)
      let alert = UIAlertView(title: "T", message: nil, delegate: nil, cancelButtonTitle: "OK")
      alert.show()
      weak let overlay = application.keyWindow
      #expect(overlay != nil && overlay !== main)
      #expect(overlay?.windowLevel == .alert)
      main.tintColor = UIColor(named: "appTint")
      #expect(application.screen.alert?.tint == UIColor.systemBlue.name)
      #expect(application.modellingChoices.contains(.overlayTint))
      #expect(application.screen.touchWindow === overlay)
      application.tapAndSettle("OK")
      #expect(application.keyWindow === main)
      #expect(application.windows.count == 1)
    }
  }

  /// - The bare initializer raises in a scene-based app too
  /// - An iOS 13+ app without scenes shows a UIAlertView as iOS 8 does
  /// - A UIActionSheet does not raise in a scene-based app, but never appears (W6)
  @Test("Creating a UIAlertView in a scene-based app raises, before any show", .fact("AV20"))
  func factAV20() async {
    await av20AlertViewInSceneApp()
    await av20BareInitInSceneApp()
    av20AppDelegateLifecycle()
    av20ActionSheetInSceneApp()
  }

  /// AV20 (rev. 2) creating a UIAlertView in a scene-based app raises, before any show
  private func av20AlertViewInSceneApp() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      UIApplication.launch(osVersion: .iOS13, idiom: .phone, lifecycle: .scenes).run { _ in
        _ = UIAlertView(title: "T", message: nil, delegate: nil, cancelButtonTitle: "OK")
      }
    }
    expectTermination(
      result, name: "NSObjectNotAvailableException",
      reasonContaining: "UIAlertView is deprecated and unavailable for UIScene based applications")
  }

  /// AV20 (rev. 2) the bare initializer raises in a scene-based app too
  private func av20BareInitInSceneApp() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      UIApplication.launch(osVersion: .iOS13, idiom: .pad, lifecycle: .scenes).run { _ in
        _ = UIAlertView()
      }
    }
    expectTermination(
      result, name: "NSObjectNotAvailableException", reasonContaining: "UIAlertView is deprecated")
  }

  /// AV20 an iOS 13+ app without scenes shows a UIAlertView as iOS 8 does
  private func av20AppDelegateLifecycle() {
    withApp(.iOS13, lifecycle: .appDelegate) { application in
      let recorder = AlertViewRecorder()
      let alert = UIAlertView(
        title: "T", message: nil, delegate: recorder, cancelButtonTitle: "OK")
      alert.show()
      application.runLoop.drain()
      #expect(application.screen.alert?.title == "T")
      application.tapAndSettle("OK")
      #expect(recorder.events.suffix(3) == ["clicked(0)", "willDismiss(0)", "didDismiss(0)"])
    }
  }

  /// AV20 a UIActionSheet does not raise in a scene-based app, but never appears (W6)
  private func av20ActionSheetInSceneApp() {
    withApp(.iOS13, .pad, lifecycle: .scenes) { application in
      let sheet = UIActionSheet(
        title: "T", delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil)
      sheet.show(in: application.rootViewController.view)
      application.runLoop.drain()
      #expect(sheet.isVisible)
      #expect(application.screen.alert == nil)
    }
  }
}
