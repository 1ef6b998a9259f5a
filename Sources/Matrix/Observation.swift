import Foundation
import Presentable
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// What one cell's run was seen to do (docs/Matrix.md): the handlers run, the screen as drawn
/// after each step, what was still alive at the end, and the state of the screen.
public struct Observation: Codable, Sendable, Hashable {
  /// What the approach said to the request to show.
  public enum ShowResult: Codable, Sendable, Hashable {
    case shown
    case unsupported(reason: String)
    case unavailable(reason: String, because: Unavailability)
  }

  /// The screen after one step.
  public struct Snapshot: Codable, Sendable, Hashable {
    /// The step, or "show" for the first snapshot.
    public let step: String
    /// What a tap of this step became, if the step was a tap.
    public let tap: TapResult?
    /// Whether an alert was on screen after the step settled.
    public let alertShown: Bool
    /// That alert's title.
    public let alertTitle: String?

    public init(step: String, tap: TapResult?, alertShown: Bool, alertTitle: String?) {
      self.step = step
      self.tap = tap
      self.alertShown = alertShown
      self.alertTitle = alertTitle
    }

    /// The alert's title as the report quotes it, or "none".
    public var quotedTitle: String { alertShown ? "'\(alertTitle ?? "")'" : "none" }
  }

  public var show: ShowResult
  /// A step the approach gives the caller no way to take, which makes the cell unsupported.
  public var missingCapability: String?
  /// Whether every step's run loop settled within the bound.
  public var settled = true
  /// Every handler run, in order.
  public var handlers: [HandlerLog.Entry] = []
  /// The screen after the alert was shown, then after each step.
  public var snapshots: [Snapshot] = []
  /// The alert as drawn right after it was shown, if one was on screen.
  public var drawnAfterShow: DrawnAlert?
  /// Whether the scenario's alert was ever drawn on screen.
  public var alertAppeared = false
  /// Which window was key at the end.
  public var keyWindowAtEnd = WindowName.none
  /// Whether the window the alert was drawn in was key right after showing; nil when no
  /// alert was on screen then.
  public var alertWindowKeyAfterShow: Bool?
  /// Whether the keyboard was up right after the alert was shown; nil when the scenario
  /// brings up no keyboard (AC13).
  public var keyboardUpAfterShow: Bool?
  /// In an app with two scenes, the scene the scenario's alert was drawn in right after it
  /// was shown; nil when it was drawn in none, or the app has one scene.
  public var alertSceneAfterShow: SceneRole?
  /// What was still alive at the end, described: alerts, windows, observers.
  public var alive: [String] = []
  /// The notification observers left registered at the end beyond those before the show.
  public var observersLeft = 0
  /// Whether the frontmost window draws nothing yet takes every touch.
  public var lockedByInvisibleWindow = false
  /// Whether a tap on the app's own screen reaches it at the end.
  public var appWindowReachable = true
  /// Windows on screen at the end besides the app's own (main and other) and the keyboard's.
  public var extraVisibleWindows = 0
  /// The roles of the caller's action values after presenting, where the approach has
  /// such values that could change.
  public var callerRolesAfterShow: [ActionSpec.Role]?
  /// What UIKit wrote to the console.
  public var console: [String] = []
  /// The modelling choices the run took, in the order first taken.
  public var choices: [ModellingChoice] = []

  public init(show: ShowResult) {
    self.show = show
  }
}

extension Observation {
  /// The observation as JSON, the one form the workers send and REPORT.json writes: keys
  /// sorted, on one line.
  public var json: String {
    // An observation is plain data: encoding it cannot fail.
    String(decoding: try! Self.encoder.encode(self), as: UTF8.self)
  }

  private static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()
}
