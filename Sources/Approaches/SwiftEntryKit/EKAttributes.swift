#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

// SwiftEntryKit 2.0.0, Source/Model/EntryAttributes/EKAttributes.swift and its extensions
// (+WindowLevel, +Position, +Precedence, +UserInteraction, +Animation, +PopBehavior,
// +Presets), reduced to what decides where an entry is shown, for how long, what a touch
// does and what a second entry does. Left out, none of it observed by the matrix: colours of
// the background and the screen, shadows, corners, haptics, scrolling, status bar, rotation,
// size constraints, keyboard binding and lifecycle events.

/// How an entry is shown (EKAttributes.swift:12-98).
public struct EKAttributes {
  /// The entry's name, by which it can be dismissed (:20).
  public var name: String?
  /// The level of the entry window (:25).
  public var windowLevel = WindowLevel.statusBar
  /// Where on the screen the entry sits (:28).
  public var position = Position.top
  /// What a second entry does while this one is shown (:31).
  public var precedence = Precedence.override(priority: .normal, dropEnqueuedEntries: false)
  /// How long the entry stays before it goes by itself; `.infinity` for ever (:34).
  public var displayDuration: TimeInterval = 2
  /// What a touch outside the entry does (:43).
  public var screenInteraction = UserInteraction.forward
  /// What a touch on the entry does (:47).
  public var entryInteraction = UserInteraction.dismiss
  /// The animation that brings the entry in (:85).
  public var entranceAnimation = Animation.translation
  /// The animation that takes the entry out (:88).
  public var exitAnimation = Animation.translation
  /// How the entry goes when another takes its place (:91).
  public var popBehavior = PopBehavior.animated(animation: .translation)

  public init() {}

  /// The entry window's level (EKAttributes+WindowLevel.swift:15-41).
  public enum WindowLevel {
    case alerts
    case statusBar
    case normal
    case custom(level: UIWindow.Level)

    /// The window level it stands for (:29-40).
    public var value: UIWindow.Level {
      switch self {
      case .alerts: return .alert
      case .statusBar: return .statusBar
      case .normal: return .normal
      case .custom(let level): return level
      }
    }
  }

  /// Where the entry sits (EKAttributes+Position.swift:15-24).
  public enum Position {
    case top
    case bottom
    case center
  }

  /// What a second entry does (EKAttributes+Precedence.swift:18-121).
  public enum Precedence {
    /// A priority; a new entry of a lower one than the shown entry's is dropped (:28-54).
    public struct Priority: Comparable {
      public var rawValue: Int

      public init(_ rawValue: Int) {
        self.rawValue = rawValue
      }

      public static let normal = Priority(500)

      public static func < (lhs: Priority, rhs: Priority) -> Bool {
        lhs.rawValue < rhs.rawValue
      }
    }

    /// Shown at once, over the entry that is up, which goes and never comes back (:84).
    case override(priority: Priority, dropEnqueuedEntries: Bool)
    /// Shown once the entry that is up has gone (:91).
    case enqueue(priority: Priority)

    /// Whether the entry waits its turn (:93-100).
    var isEnqueue: Bool {
      if case .enqueue = self { return true }
      return false
    }

    /// The entry's priority (:112-119).
    public var priority: Priority {
      switch self {
      case .enqueue(let priority), .override(let priority, _): return priority
      }
    }
  }

  /// What a touch does (EKAttributes+UserInteraction.swift:15-84).
  public struct UserInteraction {
    /// The touch's default effect (:20-33).
    public enum Default {
      case absorbTouches
      case dismissEntry
      case forward
    }

    public var defaultAction: Default

    public init(defaultAction: Default = .absorbTouches) {
      self.defaultAction = defaultAction
    }

    /// A touch dismisses the entry (:65-67).
    public static var dismiss: UserInteraction { UserInteraction(defaultAction: .dismissEntry) }
    /// A touch passes to the window below (:70-72).
    public static var forward: UserInteraction { UserInteraction(defaultAction: .forward) }
    /// A touch does nothing (:75-77).
    public static var absorbTouches: UserInteraction {
      UserInteraction(defaultAction: .absorbTouches)
    }
  }

  /// An entrance or exit animation, as the durations that time the library's steps
  /// (EKAttributes+Animation.swift:14-170).
  public struct Animation {
    /// A move in or out (:20-45).
    public struct Translate {
      public var duration: TimeInterval
      public var delay: TimeInterval

      public init(duration: TimeInterval, delay: TimeInterval = 0) {
        self.duration = duration
        self.delay = delay
      }
    }

    /// A fade or a scale between two values (:48-75).
    public struct RangeAnimation {
      public var from: CGFloat
      public var to: CGFloat
      public var duration: TimeInterval
      public var delay: TimeInterval

      public init(from: CGFloat, to: CGFloat, duration: TimeInterval, delay: TimeInterval = 0) {
        self.from = from
        self.to = to
        self.duration = duration
        self.delay = delay
      }
    }

    public var translate: Translate?
    public var scale: RangeAnimation?
    public var fade: RangeAnimation?

    public init(
      translate: Translate? = nil, scale: RangeAnimation? = nil, fade: RangeAnimation? = nil
    ) {
      self.translate = translate
      self.scale = scale
      self.fade = fade
    }

    /// Whether anything moves (:135-137).
    var containsAnimation: Bool { translate != nil || scale != nil || fade != nil }

    /// The longest delay (:140-142).
    var maxDelay: TimeInterval { max(translate?.delay ?? 0, scale?.delay ?? 0, fade?.delay ?? 0) }

    /// The longest duration (:145-147).
    var maxDuration: TimeInterval {
      max(translate?.duration ?? 0, scale?.duration ?? 0, fade?.duration ?? 0)
    }

    /// The longest delay and duration (:150-152).
    var totalDuration: TimeInterval { maxDelay + maxDuration }

    /// A move of 0.3 s (:155-157).
    public static var translation: Animation { Animation(translate: Translate(duration: 0.3)) }
  }

  /// How an entry goes when another takes its place (EKAttributes+PopBehavior.swift:13-38).
  public enum PopBehavior {
    case overridden
    case animated(animation: Animation)

    var isOverriden: Bool {
      if case .overridden = self { return true }
      return false
    }
  }

  /// A floating entry (EKAttributes+Presets.swift:27-34).
  public static var float: EKAttributes {
    var attributes = EKAttributes()
    attributes.windowLevel = .statusBar
    return attributes
  }

  /// A floating entry at the bottom (EKAttributes+Presets.swift:44-48).
  public static var bottomFloat: EKAttributes {
    var attributes = float
    attributes.position = .bottom
    return attributes
  }

  /// A floating entry in the middle (EKAttributes+Presets.swift:51-55).
  public static var centerFloat: EKAttributes {
    var attributes = float
    attributes.position = .center
    return attributes
  }
}
