import Presentable
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// What one cell's run is seen to do, recorded as `CellRun` takes its steps: the screen after
/// each step, the handlers run, what was left alive and registered, and the state of the
/// screen at the end. `CellRun` takes the steps; this keeps the record.
@MainActor
final class CellRecorder {
  private(set) var observation = Observation(show: .shown)
  private let application: UIApplication
  private let tracker = LifetimeTracker()
  private var windowsBefore: Set<ObjectIdentifier> = []
  private var observersBefore = 0

  init(application: UIApplication) {
    self.application = application
  }

  /// Notes the windows and observers the app has before the alert, so that only what the
  /// run adds counts as left behind.
  func start() {
    windowsBefore = Set(application.windows.map(ObjectIdentifier.init))
    observersBefore = application.notificationCenter.observerCount
  }

  /// Whether the steps go on: every step so far settled, and none was missing.
  var goesOn: Bool { observation.settled && observation.missingCapability == nil }

  func unavailable(_ unavailable: CellUnavailability) {
    observation.show = .unavailable(reason: unavailable.reason, because: unavailable.cause)
  }

  func unsupported(_ reason: String) {
    observation.show = .unsupported(reason: reason)
  }

  /// A step the approach gives the caller no way to take.
  func missing(_ capability: String) {
    observation.missingCapability = capability
  }

  /// Follows an object to the end, to say whether it was freed.
  func track(_ object: AnyObject, as name: String) {
    tracker.track(object, as: name)
  }

  /// The screen after a step: whether the run loop settled, the alert seen (the scenario's
  /// alert, `wanted`, when it has a title), the handlers so far; and what appeared, followed
  /// from now on.
  func step(
    _ step: String, tap: TapResult?, settled: Bool, seen: (object: AnyObject, drawn: DrawnAlert)?,
    wanted: String?,
    handlers: [HandlerLog.Entry]
  ) {
    if !settled {
      observation.settled = false
    }
    let drawn = seen?.drawn
    if let title = drawn.map(\.title), wanted == nil || title == wanted {
      observation.alertAppeared = true
    }
    if let seen {
      tracker.track(seen.object, as: "\(type(of: seen.object)) '\(drawn?.title ?? "")'")
    }
    for window in application.windows where !windowsBefore.contains(ObjectIdentifier(window)) {
      tracker.track(window, as: "UIWindow at level \(Int(window.windowLevel.rawValue))")
    }
    observation.handlers = handlers
    if observation.snapshots.isEmpty {
      observation.drawnAfterShow = drawn
    }
    observation.snapshots.append(
      .init(step: step, tap: tap, alertShown: drawn != nil, alertTitle: drawn?.title))
  }

  /// What the screen was right after showing.
  func afterShow(
    alertWindowKey: Bool?, alertScene: SceneRole??, callerRoles: [ActionSpec.Role]?,
    keyboardUp: Bool?
  ) {
    observation.alertWindowKeyAfterShow = alertWindowKey
    if let alertScene { observation.alertSceneAfterShow = alertScene }
    observation.callerRolesAfterShow = callerRoles
    observation.keyboardUpAfterShow = keyboardUp
  }

  /// Whether anything is left over the app's own screen at the end.
  func screenAtEnd(
    lockedByInvisibleWindow: Bool, appWindowReachable: Bool, keyWindow: WindowName,
    extraVisibleWindows: Int
  ) {
    observation.lockedByInvisibleWindow = lockedByInvisibleWindow
    observation.appWindowReachable = appWindowReachable
    observation.keyWindowAtEnd = keyWindow
    observation.extraVisibleWindows = extraVisibleWindows
  }

  /// The record, once the run loop has drained: what is still alive (but the alert the
  /// caller keeps, `kept`), the observers left, the console and the modelling choices.
  func end(kept: AnyObject?) -> Observation {
    observation.alive = tracker.alive(besides: kept)
    observation.observersLeft = application.notificationCenter.observerCount - observersBefore
    if observation.observersLeft > 0 {
      observation.alive.append("\(observation.observersLeft) notification observer(s)")
    }
    observation.console = application.console.lines
    observation.choices = application.modellingChoices
    return observation
  }
}
