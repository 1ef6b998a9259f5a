import Presentable
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// One behaviour of the matrix (docs/Matrix.md), or one variant of it: an alert to show, the
/// steps a person and the system take, and the outcome a perfect wrapper gives.
public struct Scenario: Codable, Sendable, Hashable {
  /// The docs/Matrix.md id, with a variant suffix after a dot (for example `I1.3-actions`).
  public let id: ScenarioID
  public let group: BehaviourGroup
  /// The needs of an app that this scenario bears on.
  public let needs: [Need]
  /// A one-line title.
  public let title: String
  /// What the caller shows the alert from.
  public let presenter: Presenter
  /// Whether the alert is shown while the app is still launching, before it made its main
  /// window key and visible, when no window is key (W14); a `finishLaunching` step ends the
  /// launch.
  public let atLaunch: Bool
  /// The state the system holds the app in when the alert is asked for: a system
  /// interruption (W21) or the background (W22); nil for neither. An `endInterruption` or a
  /// `returnToForeground` step ends it.
  public let systemState: SystemState?
  /// Whether the app is in a narrow window on pad, at compact width, as Split View and Slide
  /// Over put it from iOS 9 (W23). Elsewhere the cell is unavailable.
  public let narrowWindow: Bool
  /// Whether a phone app's window is resized to a regular width, as iOS 27 allows (W27).
  public let wideWindow: Bool
  /// Whether the code runs in an app extension (a share or action extension), with the
  /// extension's own view controller at hand, from iOS 8 (W24). Before, the cell is
  /// unavailable.
  public let appExtension: Bool
  /// Whether the keyboard is up when the alert is shown.
  public let keyboard: Bool
  /// Whether the scenario tests a mistake of the caller's (two cancel actions, a field on a
  /// sheet, a second show): an approach whose API cannot make that mistake is unsupported
  /// there, and the report counts that as passed.
  public let callerMistake: Bool
  /// How a caller avoids a miss here at the call site (give the sheet a source view, hold
  /// the alert weakly), for a scenario whose misses a careful caller can avoid.
  public let avoidable: String?
  /// A second window the app shows and makes key before the alert, so that two windows
  /// have been key in turn (W2); nil for none.
  public let otherWindow: OtherWindow?
  /// Whether the app has a second window scene beside the first, as on a pad with two
  /// windows of the app side by side (W12). Only a scene-based app on pad can; elsewhere
  /// the cell is unavailable.
  public let secondScene: Bool
  /// The scene the caller's code acts for: the view controller and source view it passes
  /// are that scene's.
  public let actsFor: SceneRole
  /// With a second scene, the scene a person touched last before the alert, whose main
  /// window is the app's key window; the second, connected last, unless the file says.
  public let keyScene: SceneRole
  /// How the app's code is built, which decides whether NSAssert checks run (RT4).
  public let buildConfiguration: BuildConfiguration
  /// The alert shown before the steps.
  public let alert: AlertSpec
  /// Further alerts, by name, for `show` steps and follow-ups.
  public let otherAlerts: [String: AlertSpec]
  /// For an action title, the alert its handler shows next, by name.
  public let followUps: [String: String]
  public let steps: [Step]
  /// The outcome a perfect wrapper gives, where no exception below says otherwise.
  public let ideal: Ideal
  /// Environments where UIKit itself allows a different outcome, each with its own ideal.
  public let idealExceptions: [IdealException]

  /// The ideal in an environment: the first exception that selects it, else the ideal.
  public func ideal(in environment: MatrixEnvironment) -> Ideal {
    idealExceptions.first { $0.environments.selects(environment) }?.ideal ?? ideal
  }

  /// Whether the scenario can happen in an environment: one with a second scene needs a
  /// scene-based app on pad (W12). Its cells elsewhere are unavailable, and the ranking by
  /// need leaves them out.
  public func canHappen(in environment: MatrixEnvironment) -> Bool {
    whyImpossible(in: environment) == nil
  }

  /// Why the scenario cannot happen in an environment, and the fact that says so, or nil
  /// where it can: a second scene needs a scene-based app on pad (W12), an app extension
  /// iOS 8 (W24), a narrow window a pad on iOS 9 (W23), a wide window a phone on iOS 27
  /// (W27), a preferred action iOS 9 (AC5), and an alert controller of the app's own iOS 8
  /// (AC1).
  public func whyImpossible(in environment: MatrixEnvironment) -> (reason: String, fact: String)? {
    if secondScene, environment.idiom != .pad || environment.lifecycle != .scenes {
      return (
        "the app has one scene here: a second window scene needs a scene-based app on pad (W12)",
        "W12"
      )
    }
    if appExtension, environment.osVersion < .iOS8 {
      return ("app extensions are new in iOS 8 (W24)", "W24")
    }
    if narrowWindow, environment.idiom != .pad || environment.osVersion < .iOS9 {
      return (
        "a narrow window needs a pad app on iOS 9 or later, which has Split View (W23)", "W23"
      )
    }
    if wideWindow, environment.idiom != .phone || environment.osVersion < .iOS27 {
      return (
        "a window resized to a regular width needs a phone app on iOS 27 or later (W27)", "W27"
      )
    }
    if alert.preferredAction != nil, environment.osVersion < .iOS9 {
      return ("a preferred action is new in iOS 9 (AC5)", "AC5")
    }
    if presenter == .alertUp, environment.osVersion < .iOS8 {
      return ("the app cannot have an alert controller of its own up: iOS 7 has none (AC1)", "AC1")
    }
    return nil
  }

  /// The docs/Matrix.md id without the variant suffix.
  public var behaviour: String {
    String(id.rawValue.prefix { $0 != "." })
  }
}

/// The app's second window (`Scenario.otherWindow`).
public enum OtherWindow: String, Codable, Sendable, CaseIterable {
  /// A window over the whole screen, drawing the app's content (W5).
  case fullScreen
  /// A small window over the top left corner, covering neither the middle of the screen
  /// nor its bottom (W11).
  case floating
  /// The same small window, shown without ever being made key, as a status banner might be:
  /// the topmost window, never key (W2).
  case floatingNotKey
}

/// One of the two scenes of an app with a second scene: the one it launched with, or the
/// second.
public enum SceneRole: String, Codable, Sendable, CaseIterable {
  case first
  case second
}

/// The areas of docs/Matrix.md, in report order.
public enum BehaviourGroup: String, Codable, Sendable, CaseIterable {
  case cancel
  case index
  case text
  case lifetime
  case presentation

  /// The heading the report prints.
  public var heading: String {
    switch self {
    case .cancel: "Cancel handling"
    case .index: "Index offsets"
    case .text: "Text validation"
    case .lifetime: "Leaks and lifetime"
    case .presentation: "Presentation"
    }
  }
}

/// What the caller shows the alert from.
public enum Presenter: String, Codable, Sendable, CaseIterable {
  /// The app's root view controller, free to present.
  case viewController
  /// No view controller at hand (a background service, say).
  case none
  /// The root view controller, already presenting another screen.
  case busyViewController
  /// The screen the root view controller presents, which the app has just begun to dismiss
  /// (W15).
  case dismissingViewController
  /// The topmost view controller, as "top view controller" helpers find it: an alert
  /// controller of the app's own that is up (AC14).
  case alertUp
  /// A screen the root view controller presents, which the app may close while the alert
  /// is up (`closePresenter`).
  case presentedScreen
}

/// One thing a person, the system or the app does after the alert is shown.
public enum Step: Codable, Sendable, Hashable, CustomStringConvertible {
  /// A person taps the button with this title, in a scene if one is named, else wherever
  /// an alert is drawn.
  case tap(String, scene: SceneRole?)
  /// A person types text into a field, one change per character.
  case type(String, field: Int)
  /// A person deletes characters at the end of a field, one change each.
  case delete(Int, field: Int)
  /// A person pastes text at the end of a field: one change.
  case paste(String, field: Int)
  /// A person taps outside the alert.
  case tapOutside
  /// The system cancels the alert (AV12).
  case systemCancel
  /// The app enters the background and dismisses the alert itself, the approach's way
  /// (AV13); then a person brings it back and looks.
  case background
  /// The caller shows the same alert again.
  case showAgain
  /// The caller shows another alert, by name, acting for a scene if one is named.
  case show(String, scene: SceneRole?)
  /// The caller takes back another alert it showed, by name, the approach's way.
  case dismiss(String)
  /// A person taps the app's own screen.
  case tapAppWindow
  /// The app makes its main window key and visible again, as a notification handler
  /// might, while the alert is up (W2).
  case mainWindowKeyAndVisible
  /// The app hides its other window (`Scenario.otherWindow`), which it still holds (W2).
  case hideOtherWindow
  /// A person closes the second scene's window: the scene disconnects (W12).
  case disconnectSecondScene
  /// The app finishes launching: it makes its main window key and visible (W14).
  case finishLaunching
  /// The caller shows the scenario's alert anew unless the alert it holds weakly, to know
  /// whether one is showing, is still alive.
  case showUnlessShowing
  /// The system interruption ends: Control Center closes (W21).
  case endInterruption
  /// A person brings the app back from the background (W22).
  case returnToForeground
  /// The app closes the screen the alert was shown from, dismissing it from the root view
  /// controller, and lets it go (W25).
  case closePresenter

  public var description: String {
    switch self {
    case .tap(let title, let scene): "tap '\(title)'" + (scene.map { " in the \($0) scene" } ?? "")
    case .type(let text, let field): "type '\(text)' into field \(field)"
    case .delete(let count, let field): "delete \(count) in field \(field)"
    case .paste(let text, let field): "paste '\(text)' into field \(field)"
    case .tapOutside: "tap outside"
    case .systemCancel: "system cancel"
    case .background: "enter background"
    case .showAgain: "show again"
    case .show(let name, let scene):
      "show '\(name)'" + (scene.map { " for the \($0) scene" } ?? "")
    case .dismiss(let name): "dismiss '\(name)'"
    case .tapAppWindow: "tap the app's window"
    case .mainWindowKeyAndVisible: "the app makes its main window key and visible"
    case .hideOtherWindow: "the app hides its other window"
    case .disconnectSecondScene: "the second scene disconnects"
    case .finishLaunching: "the app finishes launching"
    case .showUnlessShowing: "show unless the alert held weakly is alive"
    case .endInterruption: "the system interruption ends"
    case .returnToForeground: "the app comes back from the background"
    case .closePresenter: "the app closes the screen the alert was shown from"
    }
  }
}

/// A state the system holds an app in, out of a person's reach.
public enum SystemState: String, Codable, Sendable, CaseIterable {
  /// A system interruption has taken over interaction (Control Center, a call, Siri): the
  /// app and its scenes are inactive, their windows still on screen (W21).
  case interrupted
  /// The app is in the background: none of its windows is seen (W22).
  case background
}

/// An environment where UIKit allows a different outcome than the scenario's ideal (a tap
/// outside a phone sheet does nothing on iOS 7, AS4), with that outcome and why.
public struct IdealException: Codable, Sendable, Hashable {
  public let environments: EnvironmentSelector
  /// Why UIKit differs there, in a sentence.
  public let reason: String
  /// Fact ids the reason rests on.
  public let sources: [String]
  public let ideal: Ideal
}
