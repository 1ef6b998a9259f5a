import Foundation
import UIKitSimulation

/// A window. The application lists windows but never keeps one alive: a window that nobody
/// holds strongly is freed and disappears (W3, a modelling choice the facts mark uncertain).
/// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor @preconcurrency open class UIWindow: UIView {
  /// A window level (W1).
  /// https://developer.apple.com/documentation/uikit/uiwindow/level
  nonisolated public struct Level: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat

    /// https://developer.apple.com/documentation/uikit/uiwindow/level/init(rawvalue:)
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// https://developer.apple.com/documentation/uikit/uiwindow/level/init(_:)
    public init(_ rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// https://developer.apple.com/documentation/uikit/uiwindow/level/normal
    public static let normal = Level(rawValue: 0)
    /// https://developer.apple.com/documentation/uikit/uiwindow/level/statusbar
    public static let statusBar = Level(rawValue: 1_000)
    /// https://developer.apple.com/documentation/uikit/uiwindow/level/alert
    public static let alert = Level(rawValue: 2_000)

    /// A level above another: UIKit's Swift overlay lets code add a CGFloat to a level.
    public static func + (lhs: Level, rhs: CGFloat) -> Level {
      Level(rawValue: lhs.rawValue + rhs)
    }
  }

  weak var application: UIApplication?
  /// Orders windows of one level: higher is in front.
  var frontOrder = 0

  /// The window's level; a new window is at `.normal` (W1).
  /// https://developer.apple.com/documentation/uikit/uiwindow/windowlevel
  public var windowLevel: Level = .normal
  /// The window scene, in a scene-based app (W6). Setting it moves the window to that scene;
  /// setting nil takes it out of its scene, after which it is not drawn.
  /// https://developer.apple.com/documentation/uikit/uiwindow/windowscene
  public weak var windowScene: UIWindowScene?

  /// The model never decodes views.
  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) {
    fatalError("the model never decodes views")
  }

  /// Whether the window is hidden; a new window is (W1). Hiding the key window passes key
  /// status on (W2).
  /// https://developer.apple.com/documentation/uikit/uiview/ishidden
  public var isHidden = true {
    didSet {
      guard oldValue != isHidden else { return }
      if isHidden {
        application?.windowDidHide(self)
      } else {
        application?.bringToFront(self)
      }
    }
  }

  /// The root view controller, held strongly (W4).
  /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
  public var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      oldValue?.view.removeFromSuperview()
      if let rootViewController {
        addSubview(rootViewController.view)
      }
    }
  }

  /// Makes a window of an app: the model's own, for the windows an app makes at launch.
  init(application: UIApplication, frame: CGRect, windowScene: UIWindowScene?) {
    self.application = application
    self.windowScene = windowScene
    super.init(frame: frame)
    application.register(self)
  }

  /// Makes a window with a frame and no scene; in a scene-based app it never appears (W6).
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public override init(frame: CGRect) {
    let application = UIApplication.shared
    self.application = application
    super.init(frame: frame)
    application.register(self)
  }

  /// Makes a window attached to a scene, covering the screen (W6).
  /// https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
  public init(windowScene: UIWindowScene) {
    let application = UIApplication.current
    self.application = application
    self.windowScene = windowScene
    super.init(frame: application.screenBounds)
    application.register(self)
  }

  isolated deinit {
    application?.windowWasFreed()
  }

  open override var window: UIWindow? { self }

  /// Whether this is the key window (W2): from iOS 15 the key window of its scene, before
  /// the app's one key window (W12).
  /// https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow
  public var isKeyWindow: Bool {
    guard let application else { return false }
    if application.osVersion >= .iOS15, let windowScene {
      return application.keyWindow(of: windowScene) === self
    }
    return application.keyWindow === self
  }

  /// Whether the window is on screen: shown, and in a scene-based app attached to a scene
  /// that is still connected (W6).
  @_spi(Simulation) public var isOnScreen: Bool {
    guard !isHidden, let application else { return false }
    guard application.isSceneBased else { return true }
    return windowScene.map { $0.activationState != .unattached } ?? false
  }

  /// Shows the window in front of the windows of its level and makes it key (W2). A window
  /// that cannot appear (W6) does not become key.
  /// https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
  public func makeKeyAndVisible() {
    isHidden = false
    application?.bringToFront(self)
    makeKey()
  }

  /// Makes the window key if it is on screen; the previous key window resigns (W2). The
  /// keyboard's window is never made key (W2, rev. 2).
  /// https://developer.apple.com/documentation/uikit/uiwindow/makekey()
  public func makeKey() {
    guard isOnScreen, let application, application.keyboardWindow !== self else { return }
    application.keyWindow = self
  }
}
