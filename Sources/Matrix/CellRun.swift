import Foundation
import Presentable
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// One cell run in this process, in a fresh modelled app: show the scenario's alert with
/// the approach, take the steps, draining the run loop after each, and observe. It runs as
/// the app's own code, on the app's main thread.
@MainActor
public final class CellRun {
  /// The tint of every cell app's main window, to see whether alerts follow it (W7).
  public nonisolated static let appTint = UIColor(named: "appTint")

  private let scenario: Scenario
  private let environment: MatrixEnvironment
  private let approach: any Presentable.Type
  private let application: UIApplication
  private let recorder: CellRecorder
  private var handlers: HandlerLog!
  /// The app's second scene (`Scenario.secondScene`), while connected.
  private var secondScene: UIWindowScene?
  /// The view controller the caller has at hand in the first scene when it is not the root
  /// (`Presenter.dismissingViewController`, `.alertUp`).
  private var callerViewController: UIViewController?
  /// Whether the approach handed the caller an alert object for the first show.
  private var handedOutAlert = false
  /// The alert the caller holds weakly, to know whether one is showing (`showUnlessShowing`).
  private weak var watchedAlert: AnyObject?
  /// The app's other window (`Scenario.otherWindow`), held as the app holds it.
  private var otherWindow: UIWindow?
  /// How to take back each other alert shown, by name.
  private var otherDismissals: [String: () -> Void] = [:]

  /// Runs a scenario in an environment with an approach and returns what was observed: a
  /// cell's run, which knows nothing of its prediction. A modelled exception goes to the
  /// current `UncaughtExceptionHandler`, or ends the process, as in the app. `onChoice` hears
  /// each modelling choice as it is taken, before any exception can end the run.
  public nonisolated static func observe(
    _ scenario: Scenario, in environment: MatrixEnvironment, with approach: any Presentable.Type,
    onChoice: @escaping @Sendable (ModellingChoice) -> Void = { _ in }
  ) -> Observation {
    let application = UIApplication.launch(
      osVersion: environment.osVersion, idiom: environment.idiom,
      lifecycle: environment.lifecycle,
      tintColor: appTint, buildConfiguration: scenario.buildConfiguration,
      stillLaunching: scenario.atLaunch)
    return application.run { application in
      application.onChoice = onChoice
      return CellRun(
        scenario: scenario, environment: environment, approach: approach,
        application: application
      ).run()
    }
  }

  private init(
    scenario: Scenario, environment: MatrixEnvironment, approach: any Presentable.Type,
    application: UIApplication
  ) {
    self.scenario = scenario
    self.environment = environment
    self.approach = approach
    self.application = application
    recorder = CellRecorder(application: application)
  }

  private func run() -> Observation {
    do {
      if let unavailable = CellUnavailability(ApproachIdentity(approach), scenario, environment) {
        recorder.unavailable(unavailable)
        return recorder.observation
      }
      prepare()
      // Only the handles are kept past this block; the alert itself only when the caller
      // keeps a reference, so that the run does not keep it alive.
      let callerActionRoles: (() -> [ActionSpec.Role])?
      let showAgain: (() -> Void)?
      let dismiss: (() -> Void)?
      let kept: AnyObject?
      do {
        guard let shown = show(scenario.alert) else { return recorder.observation }
        handedOutAlert = shown.alert != nil
        watchedAlert = shown.alert
        callerActionRoles = shown.callerActionRoles
        showAgain = shown.showAgain
        dismiss = shown.dismiss
        kept = scenario.alert.callerKeepsReference ? shown.alert : nil
      }
      settle(after: "show", tap: nil)
      recorder.afterShow(
        alertWindowKey: visibleScreen.alertWindow.map(\.isKeyWindow),
        alertScene: secondScene == nil
          ? nil
          : .some(
            screens.first { _, screen in
              scenario.alert.title.map { screen.alert?.title == $0 } ?? (screen.alert != nil)
            }?.role),
        callerRoles: callerActionRoles?(),
        keyboardUp: scenario.keyboard ? application.isKeyboardUp : nil)
      for step in scenario.steps where recorder.goesOn {
        let tap = perform(step, showAgain: showAgain, dismiss: dismiss)
        settle(after: step.description, tap: tap)
      }
      observeScreen()
      application.runLoop.drain()
      // The caller still holds the alert it keeps: that one alone may be alive.
      return recorder.end(kept: kept)
    }
  }

  /// Links the approach and sets the scene: keyboard, second scene, presenter, handler log.
  private func prepare() {
    approach.link(into: application)
    if scenario.narrowWindow {
      application.narrowWindow()
    }
    if scenario.wideWindow {
      application.wideWindow()
    }
    if scenario.appExtension {
      application.runAsAppExtension()
    }
    if scenario.secondScene {
      secondScene = application.connectSecondScene()
      if scenario.keyScene == .first {
        // A person touches the first scene: its window becomes the key window.
        application.appDelegate.window?.makeKey()
      }
    }
    if scenario.keyboard {
      application.showKeyboard()
    }
    if let kind = scenario.otherWindow {
      let window =
        application.connectedScene.map { UIWindow(windowScene: $0) }
        ?? UIWindow(frame: application.screenBounds)
      if kind != .fullScreen {
        window.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        window.windowLevel = .normal + 1
      }
      window.rootViewController = OtherScreen()
      if kind == .floatingNotKey {
        window.isHidden = false
      } else {
        window.makeKeyAndVisible()
      }
      otherWindow = window
    }
    let root = application.appDelegate.window!.rootViewController!
    switch scenario.presenter {
    case .busyViewController:
      root.present(OtherScreen(), animated: false)
      application.runLoop.drain()
    case .dismissingViewController:
      let screen = OtherScreen()
      root.present(screen, animated: false)
      application.runLoop.drain()
      screen.dismiss(animated: true)
      callerViewController = screen
    case .alertUp:
      let own = UIAlertController(title: "Update available", message: nil, preferredStyle: .alert)
      own.addAction(UIAlertAction(title: "Later", style: .cancel))
      root.present(own, animated: false)
      application.runLoop.drain()
      callerViewController = own
    case .presentedScreen:
      let screen = OtherScreen()
      root.present(screen, animated: false)
      application.runLoop.drain()
      callerViewController = screen
    case .viewController, .none:
      break
    }
    switch scenario.systemState {
    case .interrupted: application.beginInterruption()
    case .background: application.enterBackground()
    case nil: break
    }
    handlers = HandlerLog(application: application, itemShown: scenario.alert.item)
    let followUps = scenario.followUps
    let otherAlerts = scenario.otherAlerts
    handlers.afterEachRun = { [weak self] entry in
      guard let self, let name = followUps[entry.action], let spec = otherAlerts[name] else {
        return
      }
      _ = show(spec)
    }
    recorder.start()
  }

  /// What the caller passes when it acts for a scene (the scenario's by default): that
  /// scene's root view controller, unless none is at hand, and its view.
  private func context(for role: SceneRole? = nil) -> PresentationContext {
    let second = (role ?? scenario.actsFor) == .second
    let root = (second ? secondScene?.mainWindow : application.appDelegate.window)?
      .rootViewController
    let atHand = second ? root : callerViewController ?? root
    return PresentationContext(
      viewController: scenario.presenter == .none ? nil : atHand,
      sourceView: root?.view, barButtonItem: UIBarButtonItem(title: "Action"),
      handlers: handlers, inAppExtension: scenario.appExtension)
  }

  /// The screen of each scene, the scene the caller acts for first; one screen for an app
  /// with one scene or none.
  private var screens: [(role: SceneRole?, screen: Screen)] {
    guard let secondScene else { return [(nil, application.screen)] }
    let both: [(role: SceneRole?, screen: Screen)] = [
      (.first, application.screen), (.second, Screen(application: application, scene: secondScene)),
    ]
    return scenario.actsFor == .second ? both.reversed() : both
  }

  /// The screen where a person sees an alert: the first of `screens` that shows one.
  private var visibleScreen: Screen {
    screens.first { $0.screen.alert != nil }?.screen ?? screens[0].screen
  }

  /// The screen of a scene, or where an alert is seen when none is named.
  private func screen(_ role: SceneRole?) -> Screen {
    role.flatMap { role in screens.first { $0.role == role }?.screen } ?? visibleScreen
  }

  /// Shows an alert with the approach, acting for a scene; records unsupported.
  private func show(_ spec: AlertSpec, for scene: SceneRole? = nil) -> ShownAlert? {
    switch approach.show(spec, in: context(for: scene)) {
    case .shown(let shown):
      if let alert = shown.alert {
        recorder.track(alert, as: "\(type(of: alert)) '\(spec.title ?? "")'")
      }
      return shown
    case .unsupported(let reason):
      recorder.unsupported(reason)
    }
    return nil
  }

  private func perform(_ step: Step, showAgain: (() -> Void)?, dismiss: (() -> Void)?)
    -> TapResult?
  {
    // Looked at only by the steps that act on the screen where the alert is seen.
    var screen: Screen { visibleScreen }
    switch step {
    case .tap(let title, let scene): return self.screen(scene).tap(title)
    case .type(let text, let field): screen.type(text, intoField: field)
    case .delete(let count, let field): screen.deleteBackward(count, inField: field)
    case .paste(let text, let field): screen.paste(text, intoField: field)
    case .tapOutside: return screen.tapOutside()
    case .systemCancel: screen.systemCancel()
    case .background:
      guard let dismissAlert = dismiss else {
        recorder.missing("the caller has no way to dismiss the alert itself")
        return nil
      }
      let center = application.notificationCenter
      nonisolated(unsafe) let dismiss = dismissAlert
      let observer = center.addObserver(
        forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main
      ) { _ in dismiss() }
      screen.enterBackground()
      center.removeObserver(observer)
      application.enterForeground()
    case .showAgain:
      guard let showAgain else {
        recorder.missing("the caller holds no alert to show again")
        return nil
      }
      showAgain()
    case .show(let name, let scene):
      if let shown = show(scenario.otherAlerts[name]!, for: scene) {
        otherDismissals[name] = shown.dismiss
      } else {
        recorder.missing("the approach cannot show the alert '\(name)'")
      }
    case .dismiss(let name):
      guard let dismiss = otherDismissals[name] else {
        recorder.missing("the caller has no way to take back the alert '\(name)'")
        return nil
      }
      dismiss()
    case .tapAppWindow: return screen.tapAppWindow() ? .delivered : .blocked
    case .mainWindowKeyAndVisible: application.appDelegate.window?.makeKeyAndVisible()
    case .hideOtherWindow: otherWindow?.isHidden = true
    case .disconnectSecondScene:
      if let secondScene {
        application.disconnect(secondScene)
      }
      secondScene = nil
    case .finishLaunching: application.appDelegate.window?.makeKeyAndVisible()
    case .endInterruption: application.endInterruption()
    case .returnToForeground: application.enterForeground()
    case .closePresenter:
      if let screen = callerViewController {
        recorder.track(screen, as: "the screen the alert was shown from")
        screen.presentingViewController?.dismiss(animated: true)
      }
      callerViewController = nil
    case .showUnlessShowing:
      guard handedOutAlert else {
        recorder.missing("the approach hands the caller no alert to hold weakly")
        return nil
      }
      if watchedAlert == nil {
        watchedAlert = show(scenario.alert)?.alert
      }
    }
    return nil
  }

  /// Drains the run loop, then records the screen and starts following what appeared.
  private func settle(after step: String, tap: TapResult?) {
    let settled = application.runLoop.drain().didSettle
    let seen = screens.lazy.compactMap(\.screen.seenAlert).first
    recorder.step(
      step, tap: tap, settled: settled, seen: seen.map { ($0.object, $0.drawn) },
      wanted: scenario.alert.title, handlers: handlers.entries)
  }

  /// Records whether anything is left over the app's own screen.
  private func observeScreen() {
    recorder.screenAtEnd(
      lockedByInvisibleWindow: screens.contains { $0.screen.isLockedByInvisibleWindow },
      appWindowReachable: screens.allSatisfy { $0.screen.tapAppWindow() },
      keyWindow: describe(application.keyWindow),
      extraVisibleWindows: application.windows.filter { window in
        window.isOnScreen && window !== application.appDelegate.window
          && window !== application.keyboardWindow && window !== otherWindow
          && window !== secondScene?.mainWindow
      }.count)
  }
}

extension CellRun {
  /// Names a window for `Observation.keyWindowAtEnd`.
  private func describe(_ window: UIWindow?) -> WindowName {
    guard let window else { return .none }
    if window === application.appDelegate.window { return .main }
    if window === application.keyboardWindow { return .keyboard }
    if window === otherWindow { return .other }
    if window === secondScene?.mainWindow { return .secondSceneMain }
    return .level(Int(window.windowLevel.rawValue))
  }
}

/// Another screen of the app, presented full screen: it draws content.
final class OtherScreen: UIViewController {
  override var drawsContent: Bool { true }
}
