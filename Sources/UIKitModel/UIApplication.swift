import Foundation
import UIKitSimulation

/// One modelled app. There is no process-wide singleton: each test or cell builds its own
/// app and runs its code inside `run(_:)`, where `UIApplication.shared` answers this app.
/// Like every NSObject it can carry associated objects (RT1).
/// https://developer.apple.com/documentation/uikit/uiapplication
@MainActor @preconcurrency public final class UIApplication: UIResponder {
  /// The OS the app runs on.
  @_spi(Simulation) public let osVersion: OSVersion
  /// The device idiom.
  @_spi(Simulation) public let idiom: UIUserInterfaceIdiom
  /// Whether the app's own code was built as debug or release (RT4).
  @_spi(Simulation) public let buildConfiguration: BuildConfiguration
  /// The run loop that animations and completions go through.
  @_spi(Simulation) public let runLoop = MainRunLoop()
  /// NotificationCenter.default of this app.
  @_spi(Simulation) public nonisolated let notificationCenter = NotificationCenter()
  /// The device console.
  @_spi(Simulation) public let console = Console()
  /// The modelling choices this run took, in the order first taken.
  @_spi(Simulation) public internal(set) var modellingChoices: [ModellingChoice] = []
  /// Called with each modelling choice the first time it is taken, for a run that may not
  /// end normally.
  @_spi(Simulation) public var onChoice: ((ModellingChoice) -> Void)?
  /// The category overrides linked into this app (RT3).
  @_spi(Simulation) public let categories = CategoryTable()
  /// The app delegate the model launches, which holds the app's main window.
  @_spi(Simulation) public let appDelegate = AppDelegate()
  /// The app delegate, as UIKit's code sees it.
  /// https://developer.apple.com/documentation/uikit/uiapplication/delegate
  public var delegate: (any UIApplicationDelegate)? { appDelegate }
  /// How the app is driven: by its app delegate, or by scenes (iOS 13+).
  @_spi(Simulation) public let lifecycle: AppLifecycle
  /// The app's connected window scenes, in the order they connected; none unless the app is
  /// scene-based (W6). The first is the one the app launched with.
  @_spi(Simulation) public private(set) var scenes: [UIWindowScene] = []
  /// The scene the app launched with; nil unless the app is scene-based (W6).
  @_spi(Simulation) public var connectedScene: UIWindowScene? { scenes.first }
  /// Whether hiding the key window makes another window key (W2). False models iOS 9's
  /// radar 22364739, where no window became key again.
  @_spi(Simulation) public var restoresKeyWindowOnHide = true

  /// The app's key window (W2).
  /// https://developer.apple.com/documentation/uikit/uiapplication/keywindow
  public internal(set) weak var keyWindow: UIWindow? {
    didSet {
      guard let keyWindow, keyWindow !== oldValue else { return }
      if let scene = keyWindow.windowScene {
        lastKeyScene = scene
      }
      keyWindowHistory.removeAll { $0.window == nil || $0.window === keyWindow }
      keyWindowHistory.append(WeakWindow(window: keyWindow))
    }
  }

  /// The windows that have been key, most recent last (W2).
  private var keyWindowHistory: [WeakWindow] = []

  /// The scene of the window made key last: the one a person touched last (W12).
  private weak var lastKeyScene: UIWindowScene?

  /// The app's frontmost scene (W16): the connected scene a person touched last, else the
  /// one the app launched with.
  var frontmostScene: UIWindowScene? {
    scenes.first { $0 === lastKeyScene } ?? scenes.first
  }

  /// The UIAlertView and UIActionSheet instances on screen, newest last (AV9, AV17, AV19).
  let legacyAlerts = LegacyAlertStack()

  /// The keyboard's window while the keyboard is up.
  @_spi(Simulation) public private(set) var keyboardWindow: UIWindow?

  private var registeredWindows: [WeakWindow] = []
  private var frontOrderCounter = 0

  /// The app's state: active, inactive while a system interruption takes over (W21), or in
  /// the background (W22).
  /// https://developer.apple.com/documentation/uikit/uiapplication/applicationstate
  public internal(set) var applicationState: State = .active

  /// Makes an app with no windows. Most callers want `launch(osVersion:idiom:tintColor:)`.
  /// Scenes need iOS 13; the lifecycle defaults to scenes there (`AppLifecycle.default`).
  @_spi(Simulation) public init(
    osVersion: OSVersion, idiom: UIUserInterfaceIdiom, lifecycle: AppLifecycle? = nil,
    buildConfiguration: BuildConfiguration = .debug
  ) {
    let lifecycle = lifecycle ?? .default(for: osVersion)
    precondition(lifecycle == .appDelegate || osVersion >= .iOS13, "scenes need iOS 13")
    self.osVersion = osVersion
    self.idiom = idiom
    self.lifecycle = lifecycle
    self.buildConfiguration = buildConfiguration
    horizontalSizeClass = idiom == .phone ? .compact : .regular
    super.init()
    if lifecycle == .scenes {
      scenes = [UIWindowScene(application: self)]
    }
  }

  /// Launches an app: its main window, held by the app delegate, with a root view
  /// controller that draws the app's content, key and visible; or, `stillLaunching`, not
  /// yet made key and visible, as during the launch itself, when no window is key (W14).
  /// `sdk` is the iOS SDK the app was built with, nil for one before iOS 27's: from iOS 27 an
  /// app built with the iOS 27 SDK without scenes does not launch (W28).
  @_spi(Simulation) nonisolated public static func launch(
    osVersion: OSVersion, idiom: UIUserInterfaceIdiom, lifecycle: AppLifecycle? = nil,
    tintColor: UIColor? = nil, buildConfiguration: BuildConfiguration = .debug,
    stillLaunching: Bool = false, sdk: OSVersion? = nil
  ) -> UIApplication {
    AppMainThread.run {
      let application = UIApplication(
        osVersion: osVersion, idiom: idiom, lifecycle: lifecycle,
        buildConfiguration: buildConfiguration)
      if let sdk, sdk >= .iOS27, osVersion >= .iOS27, !application.isSceneBased {
        // W28; how it fails is not documented: the model raises, as an assertion would.
        application.noteChoice(.launchFailureWithoutScenes)
        raiseException(
          .internalInconsistencyException,
          reason: "an app built with the iOS \(sdk.rawValue) SDK must adopt the scene-based life "
            + "cycle; this one has none and does not launch")
      }
      let window = application.makeMainWindow(in: application.connectedScene, tint: tintColor)
      application.appDelegate.window = window
      application.connectedScene?.mainWindow = window
      if !stillLaunching {
        window.makeKeyAndVisible()
      }
      return application
    }
  }

  /// Connects a second window scene beside the first, as a person opening a second window
  /// of the app on a pad does: foreground-active, with a main window of its own that draws
  /// the app's content in the app's tint, made key and visible as its scene delegate does.
  /// Only a scene-based app on pad has one (W12).
  @_spi(Simulation) public func connectSecondScene() -> UIWindowScene {
    precondition(isSceneBased && idiom == .pad, "a second scene needs a scene-based app on pad")
    let scene = UIWindowScene(application: self)
    scenes.append(scene)
    let window = makeMainWindow(in: scene, tint: appDelegate.window?.tintColor)
    scene.mainWindow = window
    window.makeKeyAndVisible()
    return scene
  }

  /// A main window, as an app delegate or a scene delegate makes one: over the whole screen,
  /// with a root view controller that draws the app's content, in the app's tint if it has
  /// one; hidden until made key and visible.
  private func makeMainWindow(in scene: UIWindowScene?, tint: UIColor?) -> UIWindow {
    let window = UIWindow(application: self, frame: screenBounds, windowScene: scene)
    window.rootViewController = AppContentViewController()
    if let tint {
      window.tintColor = tint
    }
    return window
  }

  /// Disconnects a scene, as when a person closes its window: it becomes unattached and
  /// leaves `connectedScenes`, UIKit posts the did-disconnect notification, its scene
  /// delegate lets go of its main window, and no window of it is drawn again. A key window
  /// there passes key status on (W2).
  @_spi(Simulation) public func disconnect(_ scene: UIWindowScene) {
    scenes.removeAll { $0 === scene }
    scene.activationState = .unattached
    notificationCenter.post(name: UIScene.didDisconnectNotification, object: scene)
    let wasKey = keyWindow?.windowScene === scene
    scene.mainWindow = nil
    if wasKey {
      keyWindow = nil
      restoreKeyWindow()
    }
  }

  /// The app's scenes: its window scenes in a scene-based app, else none (W6). A set has
  /// no order, and UIKit's says nothing of one; the model lists the scenes in the order they
  /// connected, so that code taking `first` always gets the first scene, a modelling choice
  /// it notes once two scenes are connected.
  /// https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes
  public var connectedScenes: Set<UIScene> {
    if scenes.count > 1 {
      noteChoice(.connectedScenesOrder)
    }
    return Self.orderedSet(scenes)
  }

  /// A set whose iteration order is `scenes`' order. A Swift set's order depends on a seed
  /// chosen for each storage it allocates, so sets of several capacities are built, each
  /// kept alive until the end so that none reuses another's storage, until one iterates in
  /// order; for two scenes half of them do.
  private static func orderedSet(_ scenes: [UIWindowScene]) -> Set<UIScene> {
    var tried: [Set<UIScene>] = []
    for extraCapacity in 0..<64 {
      var set = Set<UIScene>(minimumCapacity: scenes.count + extraCapacity)
      for scene in scenes {
        set.insert(scene)
      }
      if set.elementsEqual(scenes, by: ===) { return set }
      tried.append(set)
    }
    return Set(scenes)
  }

  /// Whether the app is scene-based (W6, AV20).
  var isSceneBased: Bool { lifecycle == .scenes }

  /// Whether the UIAlertController class exists (iOS 8 and later).
  @_spi(Simulation) public var isAlertControllerAvailable: Bool { osVersion >= .iOS8 }

  /// The bounds the app's windows take: the screen's for the idiom, a narrow window's on a
  /// pad at compact width (W23), or a wide one's on a phone at regular width (W27).
  @_spi(Simulation) public var screenBounds: CGRect {
    switch (idiom, horizontalSizeClass) {
    case (.phone, .compact), (.pad, .compact):
      CGRect(x: 0, y: 0, width: 320, height: idiom == .phone ? 568 : 1024)
    case (.phone, _), (.pad, _): CGRect(x: 0, y: 0, width: 768, height: 1024)
    }
  }

  /// How wide the app's window is: compact on phone until a person widens it (W27); regular on
  /// pad until the app is put in a narrow window (W23).
  @_spi(Simulation) public private(set) var horizontalSizeClass: UIUserInterfaceSizeClass = .regular

  /// Puts a pad app in a narrow window, as Split View or Slide Over do from iOS 9: compact
  /// width, and its windows resized to the narrow bounds (W23).
  @_spi(Simulation) public func narrowWindow() {
    precondition(idiom == .pad && osVersion >= .iOS9, "a narrow window needs a pad on iOS 9+")
    horizontalSizeClass = .compact
    for window in windows where window !== keyboardWindow {
      window.frame = screenBounds
    }
  }

  /// Resizes a phone app's window to a regular width, keeping the phone idiom, as a person can
  /// from iOS 27 (W27): an action sheet is then a popover, as on pad.
  @_spi(Simulation) public func wideWindow() {
    precondition(idiom == .phone && osVersion >= .iOS27, "a wide window needs a phone on iOS 27+")
    horizontalSizeClass = .regular
    for window in windows where window !== keyboardWindow {
      window.frame = screenBounds
    }
  }

  /// Whether a phone action sheet given a source is drawn anchored at it: from iOS 26 (AC15).
  var anchorsPhoneSheets: Bool { idiom == .phone && osVersion >= .iOS26 }

  /// Whether an action sheet is a popover: at regular width, on pad (AC8, W23) or in a phone
  /// window resized to it (W27).
  var presentsSheetsAsPopovers: Bool { horizontalSizeClass == .regular }

  /// Every live window, back to front: by level, then by the order they were shown (W1).
  /// https://developer.apple.com/documentation/uikit/uiapplication/windows
  public var windows: [UIWindow] {
    // Asked for at every look at the screen: one array, sorted in place.
    var live: [UIWindow] = []
    live.reserveCapacity(registeredWindows.count)
    for registered in registeredWindows {
      if let window = registered.window { live.append(window) }
    }
    live.sort { lhs, rhs in
      lhs.windowLevel.rawValue != rhs.windowLevel.rawValue
        ? lhs.windowLevel.rawValue < rhs.windowLevel.rawValue : lhs.frontOrder < rhs.frontOrder
    }
    return live
  }

  /// The screen as a person sees and touches it.
  @_spi(Simulation) public var screen: Screen { Screen(application: self, scene: connectedScene) }

  /// Brings up the keyboard, as a text field of the app's own screen would: a window over
  /// the bottom of the screen, listed in `windows`, never key (W10). Up to iOS 8 it sits at
  /// level 1, just above the app's normal windows and under UIKit's alert window; from iOS 9
  /// above the alert window too, so a UIActionSheet is drawn under it. The levels are a
  /// modelling choice; the screen notes it where an alert is drawn while the keyboard is up.
  @_spi(Simulation) public func showKeyboard() {
    guard keyboardWindow == nil else { return }
    let height = screenBounds.height / 3
    let window = UIWindow(
      application: self,
      frame: CGRect(
        x: 0, y: screenBounds.height - height, width: screenBounds.width, height: height),
      windowScene: connectedScene)
    window.windowLevel = Self.keyboardWindowLevel(osVersion)
    window.isHidden = false
    keyboardWindow = window
  }

  /// The keyboard window's level on an OS (W10): iOS 8's UITextEffectsWindow at 1; from
  /// iOS 9 a level above UIKit's alert window (2000), where reports find a UIActionSheet and a
  /// window at the alert level drawn under the keyboard (openradar 22359044, 23251794,
  /// 22715674). The model takes 10,000,000, the level apps read from the keyboard's window.
  static func keyboardWindowLevel(_ osVersion: OSVersion) -> UIWindow.Level {
    UIWindow.Level(rawValue: osVersion >= .iOS9 ? 10_000_000 : 1)
  }

  /// Puts the keyboard away.
  @_spi(Simulation) public func hideKeyboard() {
    keyboardWindow?.isHidden = true
    keyboardWindow = nil
    keyboardPutAwayBy = nil
  }

  /// Whether the keyboard is on screen.
  @_spi(Simulation) public var isKeyboardUp: Bool { keyboardWindow?.isOnScreen ?? false }

  /// The alert controller whose presentation put the keyboard away (AC13), until its
  /// dismissal brings it back.
  private weak var keyboardPutAwayBy: UIAlertController?

  /// AC13 (rev. 3): from iOS 9, presenting a UIAlertController of either style makes the
  /// first responder (the app's text field, whose keyboard is up) resign, so the keyboard
  /// goes. From iOS 15 when it comes back is a choice the model notes.
  func alertControllerWillAppear(_ controller: UIAlertController) {
    guard osVersion >= .iOS9, isKeyboardUp, keyboardPutAwayBy == nil else { return }
    if osVersion >= .iOS15 {
      noteChoice(.keyboardFromIOS15)
    }
    keyboardWindow?.isHidden = true
    keyboardPutAwayBy = controller
  }

  /// AC13 (rev. 2): from iOS 15 the keyboard comes back as that alert controller's dismissal
  /// starts.
  func alertControllerWillDisappear(_ controller: UIAlertController) {
    guard osVersion >= .iOS15 else { return }
    restoreKeyboard(putAwayBy: controller)
  }

  /// AC13: up to iOS 14 the keyboard comes back once that alert controller's dismissal has
  /// ended.
  func alertControllerDidDisappear(_ controller: UIAlertController) {
    restoreKeyboard(putAwayBy: controller)
  }

  /// The text field becomes first responder again and the keyboard comes back.
  private func restoreKeyboard(putAwayBy controller: UIAlertController) {
    guard keyboardPutAwayBy === controller else { return }
    keyboardPutAwayBy = nil
    keyboardWindow?.isHidden = false
  }

  // MARK: - The current app

  /// The app whose code is running: set by `run(_:)`.
  /// https://developer.apple.com/documentation/uikit/uiapplication/shared
  /// In an app extension the property is unavailable: code that uses it does not build for
  /// an extension target (W24). The model raises where such code would run, so that an
  /// approach that says it builds there and does not is caught.
  public static var shared: UIApplication {
    let application = current
    if application.isAppExtension {
      raiseUnavailableInAppExtensions("shared")
    }
    return application
  }

  /// Whether the code runs in an app extension (W24).
  @_spi(Simulation) public private(set) var isAppExtension = false

  /// Runs the app's code as an app extension's, with the extension's own view controller at
  /// its root (W24).
  @_spi(Simulation) public func runAsAppExtension() {
    isAppExtension = true
  }

  /// What stands, in the model, for the compiler's refusal of an API that app extensions
  /// cannot use (W24).
  static func raiseUnavailableInAppExtensions(_ symbol: String) -> Never {
    raiseException(
      .internalInconsistencyException,
      reason:
        "'\(symbol)' is unavailable in application extensions for iOS: code that uses it does not build for an app extension"
    )
  }

  /// The app whose code is running, from any isolation.
  @_spi(Simulation) public nonisolated static var current: UIApplication {
    guard let current = CurrentApplication.value else {
      fatalError("UIApplication.shared used outside UIApplication.run(_:)")
    }
    return current.application
  }

  /// Runs code as this app: inside it, `UIApplication.shared` is this app, and the calling
  /// thread is the app's main thread, so that main-actor code (UIKit's, and the app's own)
  /// runs there synchronously (`AppMainThread`). The body receives the app.
  @_spi(Simulation) nonisolated public func run<Result>(
    _ body: @MainActor (UIApplication) throws -> Result
  )
    rethrows -> Result
  {
    let application = self
    return try CurrentApplication.$value.withValue(CurrentApplication(application: self)) {
      try AppMainThread.run { try body(application) }
    }
  }

  /// Runs asynchronous code as this app, on the main actor itself: for app code that awaits
  /// (an `async` API), which the synchronous `run(_:)` cannot host. The caller must already
  /// be on the main actor, and no other app may run there meanwhile.
  @_spi(Simulation) public func runAwaiting<Result: Sendable>(
    _ body: @MainActor (UIApplication) async throws -> Result
  ) async rethrows -> Result {
    try await CurrentApplication.$value.withValue(CurrentApplication(application: self)) {
      try await body(self)
    }
  }

  // MARK: - Window bookkeeping

  func register(_ window: UIWindow) {
    registeredWindows.append(WeakWindow(window: window))
  }

  func bringToFront(_ window: UIWindow) {
    frontOrderCounter += 1
    window.frontOrder = frontOrderCounter
  }

  func windowDidHide(_ window: UIWindow) {
    if keyWindow === window {
      keyWindow = nil
      restoreKeyWindow()
    }
  }

  func windowWasFreed() {
    registeredWindows.removeAll { $0.window == nil }
    if keyWindow == nil {
      restoreKeyWindow()
    }
  }

  /// The key window of a scene (W12, iOS 15+): of the windows that have been key, the most
  /// recent one of the scene that is still on screen, as W2 chooses for the app.
  func keyWindow(of scene: UIWindowScene) -> UIWindow? {
    keyWindowHistory.reversed().lazy.compactMap(\.window).first {
      $0.windowScene === scene && $0.isOnScreen
    }
  }

  /// Chooses the next key window after the key window went away (W2, rev. 2, from UIKit's
  /// code): the most recently key window that is still alive and on screen; only when there
  /// is none, the topmost window on screen. The keyboard's window is never chosen.
  func restoreKeyWindow() {
    guard restoresKeyWindowOnHide else { return }
    let candidates = { (window: UIWindow) in window.isOnScreen && window !== self.keyboardWindow }
    let topmost = windows.last(where: candidates)
    let recent = keyWindowHistory.reversed().lazy.compactMap(\.window).first(where: candidates)
    if let recent, recent !== topmost {
      noteChoice(.keyWindowHistory)
    }
    keyWindow = recent ?? topmost
  }
}

/// The app delegate the model launches: it holds the app's main window strongly.
@_spi(Simulation) @MainActor @preconcurrency
public final class AppDelegate: NSObject, UIApplicationDelegate {
  /// The app's main window.
  public var window: UIWindow?
}

/// The app delegate's protocol. Its `window` is an optional requirement in UIKit, so code
/// that reads it through the protocol gets `UIWindow??`: nil when the delegate does not
/// implement it. Optional requirements need Objective-C, so the model spells this as an
/// extension property of the same type.
/// https://developer.apple.com/documentation/uikit/uiapplicationdelegate
@MainActor @preconcurrency public protocol UIApplicationDelegate: NSObjectProtocol {}

extension UIApplicationDelegate {
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/window
  public var window: UIWindow?? {
    guard let delegate = self as? AppDelegate else { return nil }
    return .some(delegate.window)
  }
}

/// Carries the current app through a task-local value. The app itself is not thread-safe:
/// it is only read on the task that called `run(_:)`.
private nonisolated struct CurrentApplication: Sendable {
  /// The app whose code is running.
  @TaskLocal static var value: CurrentApplication?

  let application: UIApplication
}

private struct WeakWindow {
  weak var window: UIWindow?
}
