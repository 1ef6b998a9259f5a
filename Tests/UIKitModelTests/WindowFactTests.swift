import TestSupport
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The window, view controller and application facts, W1 to W11, W14 and W15.
@Suite("Window facts")
struct WindowFactTests {
  /// - The keyboard window hides a sheet in a normal-level window but not an alert
  /// - A window above the keyboard shows its sheet (W1)
  @Test(
    "A new window is hidden at level normal; windows list back to front by level", .fact("W1"))
  func factW1() {
    w1Levels()
    keyboardCoversBottom()
    windowAboveKeyboard()
  }

  /// W1 a new window is hidden at level normal; windows list back to front by level
  private func w1Levels() {
    withApp { application in
      #expect(UIWindow.Level.normal.rawValue == 0)
      #expect(UIWindow.Level.statusBar.rawValue == 1_000)
      #expect(UIWindow.Level.alert.rawValue == 2_000)
      let high = UIWindow(frame: application.screenBounds)
      #expect(high.isHidden)
      #expect(high.windowLevel == .normal)
      high.windowLevel = .statusBar
      let low = UIWindow(frame: application.screenBounds)
      low.windowLevel = UIWindow.Level(rawValue: 10)
      #expect(application.windows.map(\.windowLevel) == [.normal, low.windowLevel, .statusBar])
      #expect(application.windows.last === high)
    }
  }

  /// - With iOS 9's radar 22364739 modelled, no window becomes key again
  /// - Hiding the key window makes the most recently key window key, not the top
  /// - Only with no earlier key window on screen is the topmost window chosen
  /// - The keyboard's window is never made key, by the app or by UIKit
  @Test(
    "makeKeyAndVisible makes a window key; hiding it makes the previous key window key",
    .fact("W2"))
  func factW2() throws {
    try w2KeyWindow()
    w2Radar()
    try w2KeyWindowHistory()
    w2HistoryExhausted()
    try w2KeyboardNeverKey()
  }

  /// W2 makeKeyAndVisible makes a window key; hiding it makes the previous key window key
  private func w2KeyWindow() throws {
    try withApp { application in
      let main = try #require(application.appDelegate.window)
      #expect(main.isKeyWindow)
      let other = UIWindow(frame: application.screenBounds)
      other.windowLevel = .statusBar
      other.makeKeyAndVisible()
      #expect(other.isKeyWindow)
      #expect(!main.isKeyWindow)
      other.isHidden = true
      #expect(application.keyWindow === main)
    }
  }

  /// W2 with iOS 9's radar 22364739 modelled, no window becomes key again
  private func w2Radar() {
    withApp { application in
      application.restoresKeyWindowOnHide = false
      let other = UIWindow(frame: application.screenBounds)
      other.makeKeyAndVisible()
      other.isHidden = true
      #expect(application.keyWindow == nil)
    }
  }

  /// W2 (rev. 2) hiding the key window makes the most recently key window key, not the top
  private func w2KeyWindowHistory() throws {
    try withApp { application in
      let main = try #require(application.appDelegate.window)
      let first = UIWindow(frame: application.screenBounds)
      first.windowLevel = .statusBar
      first.makeKeyAndVisible()
      main.makeKeyAndVisible()
      let top = UIWindow(frame: application.screenBounds)
      top.windowLevel = .alert
      top.makeKeyAndVisible()
      top.isHidden = true
      #expect(application.keyWindow === main)
      #expect(first.isOnScreen)
    }
  }

  /// W2 (rev. 2) only with no earlier key window on screen is the topmost window chosen
  private func w2HistoryExhausted() {
    withApp { application in
      application.appDelegate.window?.isHidden = true
      let shown = UIWindow(frame: application.screenBounds)
      shown.windowLevel = .statusBar
      shown.isHidden = false
      let key = UIWindow(frame: application.screenBounds)
      key.makeKeyAndVisible()
      key.isHidden = true
      #expect(application.keyWindow === shown)
    }
  }

  /// W2 (rev. 2) the keyboard's window is never made key, by the app or by UIKit
  private func w2KeyboardNeverKey() throws {
    try withApp { application in
      let main = try #require(application.appDelegate.window)
      application.showKeyboard()
      let keyboard = try #require(application.keyboardWindow)
      keyboard.makeKeyAndVisible()
      #expect(application.keyWindow === main)
      main.isHidden = true
      #expect(application.keyWindow == nil)
      #expect(application.windows.last === keyboard)
    }
  }

  @Test("The application does not keep windows alive", .fact("W3"))
  func w3WindowsFreed() {
    withApp { application in
      weak var weakWindow: UIWindow?
      do {
        let window = UIWindow(frame: application.screenBounds)
        window.windowLevel = .alert
        window.makeKeyAndVisible()
        weakWindow = window
        #expect(application.windows.count == 2)
      }
      #expect(weakWindow == nil)
      #expect(application.windows.count == 1)
      #expect(application.keyWindow === application.appDelegate.window)
    }
  }

  /// A presented controller keeps its presenter alive until the dismissal ends.
  @Test(
    "The window holds its root, and a presenter its presented controller until dismissed",
    .fact("W4"))
  func factW4() {
    w4Ownership()
    w4PresentedKeepsPresenter()
  }

  /// W4 the window holds its root; a presenter holds its presented controller until dismissed
  private func w4Ownership() {
    withApp { application in
      weak var weakRoot: UIViewController?
      weak var weakPresented: UIViewController?
      let window = UIWindow(frame: application.screenBounds)
      do {
        let root = UIViewController()
        weakRoot = root
        window.rootViewController = root
        window.makeKeyAndVisible()
        let presented = UIViewController()
        weakPresented = presented
        root.present(presented, animated: true)
      }
      application.runLoop.drain()
      #expect(weakRoot != nil)
      #expect(weakPresented != nil)
      weakRoot?.dismiss(animated: true)
      application.runLoop.drain()
      #expect(weakPresented == nil)
    }
  }

  /// W4 a presented controller keeps its presenter alive until the dismissal ends
  private func w4PresentedKeepsPresenter() {
    withApp { application in
      weak var weakPresenter: UIViewController?
      let presented = UIViewController()
      do {
        let window = UIWindow(frame: application.screenBounds)
        let presenter = UIViewController()
        weakPresenter = presenter
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        presenter.present(presented, animated: false)
      }
      #expect(weakPresenter != nil)
      #expect(presented.presentingViewController === weakPresenter)
      presented.dismiss(animated: false)
      application.runLoop.drain()
      #expect(weakPresenter == nil)
    }
  }

  @Test("An empty visible window above the app takes every touch", .fact("W5"))
  func w5InvisibleWindowBlocks() {
    withApp { application in
      #expect(application.screen.tapAppWindow())
      #expect(!application.screen.isLockedByInvisibleWindow)
      let empty = UIWindow(frame: application.screenBounds)
      empty.rootViewController = UIViewController()
      empty.windowLevel = .normal + 1
      empty.makeKeyAndVisible()
      #expect(!application.screen.tapAppWindow())
      #expect(application.screen.isLockedByInvisibleWindow)
      empty.isHidden = true
      #expect(application.screen.tapAppWindow())
    }
  }

  @Test(
    "In a scene app a window without a scene never appears; one with a scene does", .fact("W6"))
  func w6Scenes() throws {
    try withApp(.iOS13) { application in
      let scene = try #require(application.connectedScene)
      let sceneless = UIWindow(frame: application.screenBounds)
      sceneless.windowLevel = .alert
      sceneless.makeKeyAndVisible()
      #expect(!sceneless.isOnScreen)
      #expect(!sceneless.isKeyWindow)
      #expect(application.screen.touchWindow === application.appDelegate.window)
      let attached = UIWindow(windowScene: scene)
      attached.windowLevel = .alert
      attached.makeKeyAndVisible()
      #expect(attached.isOnScreen)
      #expect(attached.isKeyWindow)
    }
  }

  @Test("A window whose scene is set to nil leaves the scene and is no longer drawn", .fact("W6"))
  func w6SceneSetToNil() throws {
    try withApp(.iOS13) { application in
      let scene = try #require(application.connectedScene)
      let window = UIWindow(windowScene: scene)
      window.windowLevel = .alert
      window.isHidden = false
      #expect(window.isOnScreen)
      window.windowScene = nil
      #expect(!window.isOnScreen)
      #expect(application.screen.touchWindow === application.appDelegate.window)
      window.windowScene = scene
      #expect(window.isOnScreen)
    }
  }

  /// Page sheets from iOS 13, pad sheets, over-context, popovers and alerts leave it in.
  @Test(
    "A finished full-screen presentation takes the presenter's view out; other styles don't",
    .fact("W9"))
  func factW9() throws {
    try w9FullScreenRemovesPresenterView()
    w9OtherStylesLeavePresenterView()
  }

  /// W9 a full-screen presentation, once finished, takes the presenter's view out
  private func w9FullScreenRemovesPresenterView() throws {
    for (osVersion, style) in [
      (OSVersion.iOS8, UIModalPresentationStyle.automatic), (.iOS13, .fullScreen),
      (.iOS7, .pageSheet),
    ] {
      try withApp(osVersion, .phone, lifecycle: .appDelegate) { application in
        let root = application.rootViewController
        let main = try #require(application.appDelegate.window)
        let presented = UIViewController()
        presented.modalPresentationStyle = style
        root.present(presented, animated: true)
        #expect(root.view.window === main)
        application.runLoop.drain()
        #expect(root.view.window == nil)
        root.dismiss(animated: true)
        application.runLoop.drain()
        #expect(root.view.window === main)
      }
    }
  }

  /// W9 page sheets from iOS 13, pad sheets, over-context, popovers and alerts leave it in
  private func w9OtherStylesLeavePresenterView() {
    let cases: [(OSVersion, UIUserInterfaceIdiom, UIModalPresentationStyle)] = [
      (.iOS13, .phone, .automatic), (.iOS8, .pad, .pageSheet), (.iOS8, .pad, .formSheet),
      (.iOS8, .phone, .overCurrentContext), (.iOS8, .pad, .popover),
    ]
    for (osVersion, idiom, style) in cases {
      withApp(osVersion, idiom) { application in
        let root = application.rootViewController
        let presented = UIViewController()
        presented.modalPresentationStyle = style
        root.present(presented, animated: false)
        application.runLoop.drain()
        #expect(root.view.window === application.appDelegate.window, "\(style) on \(osVersion)")
      }
    }
    withApp(.iOS8) { application in
      let root = application.rootViewController
      let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
      root.present(alert, animated: false)
      application.runLoop.drain()
      #expect(root.view.window === application.appDelegate.window)
    }
  }

  /// An alert controller draws in its window's tint; UIAlertView's own window does not.
  @Test(
    "Tint is the first one set walking up; a window without one uses system blue", .fact("W7"))
  func factW7() {
    w7Tint()
    drawnTint()
  }

  /// W7 tint is the first one set walking up; a window without one uses system blue
  private func w7Tint() {
    withApp(tintColor: UIColor(named: "brand")) { application in
      let view = UIView()
      application.appDelegate.window?.addSubview(view)
      #expect(view.tintColor == UIColor(named: "brand"))
      let other = UIWindow(frame: application.screenBounds)
      #expect(other.tintColor == .systemBlue)
      view.tintColor = UIColor(named: "own")
      #expect(view.tintColor == UIColor(named: "own"))
    }
  }

  /// On iOS 8 it is above the app's windows and below UIKit's alert window; it is never key; an
  /// alert drawn while it is up notes the modelling choice.
  @Test(
    "The keyboard's window covers the bottom at level 1, between the app's and alert windows",
    .fact("W10")
  )
  func factW10() {
    withApp(.iOS8, .phone) { application in
      application.showKeyboard()
      let keyboard = application.keyboardWindow!
      #expect(keyboard.windowLevel.rawValue == 1)
      #expect(keyboard.windowLevel.rawValue > UIWindow.Level.normal.rawValue)
      #expect(keyboard.windowLevel.rawValue < UIWindow.Level.alert.rawValue)
      #expect(keyboard.frame.height < application.screenBounds.height)
      #expect(application.keyWindow === application.appDelegate.window)
      keyboard.makeKeyAndVisible()
      #expect(application.keyWindow === application.appDelegate.window)
      #expect(application.modellingChoices.isEmpty)
      let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
      application.rootViewController.present(alert, animated: false)
      #expect(application.screen.alert?.title == "T")
      #expect(application.modellingChoices == [.keyboardWindowLevel])
    }
  }

  /// From iOS 9 the keyboard's window is above UIKit's alert window: a UIActionSheet, at the
  /// bottom of a phone's screen, is drawn under it, and an alert in the middle is not; on
  /// iOS 8 the sheet is drawn over it.
  @Test(
    "From iOS 9 the keyboard is above the alert window: a UIActionSheet is drawn under it",
    .fact("W10"), arguments: [OSVersion.iOS8, .iOS9, .iOS13])
  func factW10FromIOS9(osVersion: OSVersion) {
    withApp(osVersion, .phone, lifecycle: .appDelegate) { application in
      application.showKeyboard()
      let keyboard = application.keyboardWindow!
      #expect(
        (keyboard.windowLevel.rawValue > UIWindow.Level.alert.rawValue) == (osVersion >= .iOS9))
      let sheet = UIActionSheet(
        title: "S", delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil)
      sheet.show(in: application.rootViewController.view)
      application.runLoop.drain()
      #expect((application.screen.alert?.title == "S") == (osVersion < .iOS9))
      sheet.dismiss(withClickedButtonIndex: sheet.cancelButtonIndex, animated: false)
      application.runLoop.drain()
      UIAlertView(title: "T", message: nil, delegate: nil, cancelButtonTitle: "OK").show()
      application.runLoop.drain()
      #expect(application.screen.alert?.title == "T")
      #expect(application.modellingChoices.contains(.keyboardWindowLevel))
    }
  }

  /// The small key window over a corner hides and takes nothing in the middle.
  @Test(
    "An alert in the main window takes its taps while a small corner window stays key",
    .fact("W11"))
  func factW11() {
    withApp(.iOS8, .phone) { application in
      let floating = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      floating.rootViewController = AppContentViewController()
      floating.windowLevel = .normal + 1
      floating.makeKeyAndVisible()
      var tapped = false
      let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in tapped = true })
      application.rootViewController.present(alert, animated: false)
      application.runLoop.drain()
      #expect(application.screen.alert?.title == "T")
      #expect(application.screen.alertWindow === application.appDelegate.window)
      #expect(application.keyWindow === floating)
      #expect(application.screen.tap("OK") == .delivered)
      application.runLoop.drain()
      #expect(tapped)
      #expect(application.keyWindow === floating)
      floating.frame = application.screenBounds
      application.rootViewController.present(
        UIAlertController(title: "Hidden", message: nil, preferredStyle: .alert), animated: false)
      application.runLoop.drain()
      #expect(application.screen.alert == nil)
    }
  }

  @Test("Presenting and dismissing call the appearance methods in order", .fact("W8"))
  func w8Appearance() {
    withApp { application in
      let recorder = AppearanceRecorder()
      var completions: [String] = []
      application.rootViewController.present(recorder, animated: true) {
        completions.append("presented")
      }
      #expect(recorder.events == ["viewWillAppear"])
      application.runLoop.drain()
      #expect(recorder.events == ["viewWillAppear", "viewDidAppear"])
      recorder.dismiss(animated: true) { completions.append("dismissed") }
      #expect(recorder.events.last == "viewWillDisappear")
      application.runLoop.drain()
      #expect(
        recorder.events == [
          "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
        ])
      #expect(completions == ["presented", "dismissed"])
    }
  }

  @Test(
    "Dismissing a screen from the root takes the alert it presents too, running no handler",
    .fact("W25"))
  func w25StackDismissal() {
    withApp(.iOS15) { application in
      let root = application.rootViewController
      let screen = UIViewController()
      root.present(screen, animated: false)
      application.runLoop.drain()
      var handled: [String] = []
      let alert = UIAlertController(title: "Discard?", message: nil, preferredStyle: .alert)
      alert.addAction(
        UIAlertAction(title: "Discard", style: .destructive) { _ in
          handled.append("Discard")
        })
      screen.present(alert, animated: true)
      application.runLoop.drain()
      #expect(application.screen.alert?.title == "Discard?")
      root.dismiss(animated: true)
      application.runLoop.drain()
      #expect(application.screen.alert == nil)
      #expect(root.presentedViewController == nil && screen.presentedViewController == nil)
      #expect(alert.presentingViewController == nil)
      #expect(handled.isEmpty)
    }
  }

  @Test(
    "A child's presentation is its outermost container's, with the container's checks",
    .fact("W26"))
  func w26ChildPresentation() {
    withApp(.iOS15) { application in
      let root = application.rootViewController
      let child = UIViewController()
      root.addChild(child)
      root.view.addSubview(child.view)
      child.didMove(toParent: root)
      #expect(child.parent === root && root.children.count == 1)
      let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      child.present(alert, animated: true)
      application.runLoop.drain()
      #expect(alert.presentingViewController === root)
      #expect(child.presentedViewController === alert && root.presentedViewController === alert)
      #expect(application.screen.alert?.title == "Saved")
      child.dismiss(animated: true)
      application.runLoop.drain()
      #expect(application.screen.alert == nil && root.presentedViewController == nil)
      // A container already presenting drops its child's request.
      root.present(UIViewController(), animated: false)
      application.runLoop.drain()
      let second = UIAlertController(title: "Again", message: nil, preferredStyle: .alert)
      child.present(second, animated: true)
      application.runLoop.drain()
      #expect(second.presentingViewController == nil)
      #expect(application.console.lines.last?.contains("which is already presenting") == true)
      child.removeFromParent()
      #expect(child.parent == nil && root.children.isEmpty)
      #expect(!application.modellingChoices.contains(.outermostContainerPresents))
    }
  }

  /// A choice: UIKit asks the nearest parent able to present; the model, the outermost.
  @Test("A child of a child presents through the outermost container, a noted choice", .fact("W26"))
  func w26Grandchild() {
    withApp(.iOS15) { application in
      let root = application.rootViewController
      let middle = UIViewController()
      let inner = UIViewController()
      root.addChild(middle)
      middle.addChild(inner)
      let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
      inner.present(alert, animated: true)
      application.runLoop.drain()
      #expect(alert.presentingViewController === root)
      #expect(application.modellingChoices.contains(.outermostContainerPresents))
    }
  }

  // The plain-text drawing a report shows.
  @Test("The sign-up alert on iOS 7 draws as a box with fields and buttons")
  func signUpDrawing() {
    withApp(.iOS7) { application in
      let alert = UIAlertView(
        title: "Sign up", message: "Please choose a nick name.", delegate: nil,
        cancelButtonTitle: "Cancel", nilTerminatedOtherButtonTitles: "Sign up")
      alert.alertViewStyle = .loginAndPasswordInput
      alert.show()
      application.runLoop.drain()
      // Typing in the password field gives it the focus (TF1): the cursor is there.
      application.screen.type("ab", intoField: 1)
      let expected = """
        +-----------------------------+
        | <alert>                     |
        | Sign up                     |
        | Please choose a nick name.  |
        | [<Login>]                   |
        | [••| (secure)]              |
        | *Cancel* [cancel] | Sign up |
        +-----------------------------+
        """
      #expect(application.screen.alert?.rendered() == expected)
    }
  }

  // The keyboard window: a modelling choice, not a fact of docs/UIKitFacts.md.
  /// The keyboard window hides a sheet in a normal-level window but not an alert
  private func keyboardCoversBottom() {
    withApp(.iOS8) { application in
      application.showKeyboard()
      #expect(application.windows.last === application.keyboardWindow)
      #expect(application.keyWindow === application.appDelegate.window)
      let root = application.rootViewController
      let sheet = UIAlertController(title: "Sheet", message: nil, preferredStyle: .actionSheet)
      sheet.addAction(UIAlertAction(title: "A", style: .default))
      root.present(sheet, animated: false)
      #expect(application.screen.alert == nil)
      application.hideKeyboard()
      #expect(application.screen.alert?.title == "Sheet")
      root.dismiss(animated: false)
      application.runLoop.drain()
      application.showKeyboard()
      let alert = UIAlertController(title: "Alert", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      root.present(alert, animated: false)
      #expect(application.screen.tap("OK") == .delivered)
    }
  }

  /// A window above the keyboard shows its sheet (W1)
  private func windowAboveKeyboard() {
    withApp(.iOS8) { application in
      application.showKeyboard()
      let window = UIWindow(frame: application.screenBounds)
      window.windowLevel = UIWindow.Level(rawValue: 2)
      window.rootViewController = UIViewController()
      window.makeKeyAndVisible()
      let sheet = UIAlertController(title: "Sheet", message: nil, preferredStyle: .actionSheet)
      sheet.addAction(UIAlertAction(title: "A", style: .default))
      window.rootViewController?.present(sheet, animated: false)
      #expect(application.screen.tap("A") == .delivered)
    }
  }

  /// W7 an alert controller draws in its window's tint; UIAlertView's own window does not
  private func drawnTint() {
    withApp(.iOS8, tintColor: UIColor(named: "brand")) { application in
      let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
      application.rootViewController.present(alert, animated: false)
      #expect(application.screen.alert?.tint == "brand")
      application.rootViewController.dismiss(animated: false)
      application.runLoop.drain()
      UIAlertView(title: "T", message: nil, delegate: nil, cancelButtonTitle: "OK").show()
      #expect(application.screen.alert?.tint == UIColor.systemBlue.name)
    }
  }

  /// No window is key yet; the drop is as not in the window hierarchy. Once the main window is key
  /// and visible, presenting works.
  @Test(
    "While the app launches, presenting from the hidden main window's root is dropped",
    .fact("W14"))
  func factW14() {
    let application = UIApplication.launch(osVersion: .iOS9, idiom: .phone, stillLaunching: true)
    application.run { application in
      #expect(application.keyWindow == nil)
      #expect(application.appDelegate.window?.isHidden == true)
      let early = UIAlertController(title: "Early", message: nil, preferredStyle: .alert)
      application.rootViewController.present(early, animated: false)
      #expect(application.rootViewController.presentedViewController == nil)
      expectDroppedAsOutOfHierarchy(application)
      application.appDelegate.window?.makeKeyAndVisible()
      let late = UIAlertController(title: "Late", message: nil, preferredStyle: .alert)
      application.rootViewController.present(late, animated: false)
      #expect(application.screen.alert?.title == "Late")
    }
  }

  /// The console's last line is UIKit's warning for a presentation it dropped as not in the
  /// window hierarchy (AC10).
  @MainActor private func expectDroppedAsOutOfHierarchy(_ application: UIApplication) {
    #expect(
      application.console.lines.last?.contains("whose view is not in the window hierarchy!")
        == true)
  }

  /// It is dropped as not in the window hierarchy; once the dismissal has ended its presenter can
  /// present.
  @Test(
    "Presenting from a view controller being dismissed is dropped as not in the hierarchy",
    .fact("W15"))
  func factW15() {
    withApp(.iOS9) { application in
      let screen = UIViewController()
      application.rootViewController.present(screen, animated: false)
      application.runLoop.drain()
      screen.dismiss(animated: true)
      let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
      screen.present(alert, animated: true)
      #expect(screen.presentedViewController == nil)
      expectDroppedAsOutOfHierarchy(application)
      application.runLoop.drain()
      application.rootViewController.present(alert, animated: false)
      #expect(application.screen.alert?.title == "Saved")
    }
  }

  /// As radar 30064691 would have it; the choice is noted only where the two differ.
  @Test(
    "(choice) when the key window goes, the one key before it is key again, not the topmost",
    .fact("W2"))
  func w2HistoryAgainstTopmost() {
    for withBanner in [true, false] {
      withApp(.iOS9) { application in
        // A small window over a corner, shown and never key, is the topmost when the alert's
        // window goes.
        let banner = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        banner.rootViewController = AppContentViewController()
        banner.windowLevel = .normal + 1
        banner.isHidden = !withBanner
        let alertWindow = UIWindow(frame: application.screenBounds)
        alertWindow.windowLevel = .alert
        alertWindow.makeKeyAndVisible()
        alertWindow.isHidden = true
        #expect(application.keyWindow === application.appDelegate.window)
        #expect(application.modellingChoices == (withBanner ? [.keyWindowHistory] : []))
      }
    }
  }

  /// The key window stays, and the choice is noted.
  @Test("(choice) typing reaches a field of an alert whose window is not key", .fact("W11"))
  func w11TypingOutsideKeyWindow() {
    withApp(.iOS9) { application in
      let floating = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      floating.rootViewController = AppContentViewController()
      floating.windowLevel = .normal + 1
      floating.makeKeyAndVisible()
      let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
      alert.addTextField()
      application.rootViewController.present(alert, animated: false)
      application.screen.type("Al", intoField: 0)
      #expect(alert.textFields?.first?.text == "Al")
      #expect(application.keyWindow === floating)
      #expect(application.modellingChoices.contains(.typingOutsideKeyWindow))
    }
  }
}
