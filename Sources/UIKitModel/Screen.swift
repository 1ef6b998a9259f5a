import UIKitSimulation

/// The screen of one app, or of one of its scenes, driven as a person and the system would:
/// it reads what is drawn and delivers taps, typing and system events.
@_spi(Simulation) @MainActor @preconcurrency public struct Screen {
  /// The app whose screen this is.
  public let application: UIApplication
  /// The scene whose windows it shows, each scene in a space of its own the size of the
  /// screen (W12); nil for an app without scenes.
  public let scene: UIWindowScene?

  public init(application: UIApplication, scene: UIWindowScene?) {
    self.application = application
    self.scene = scene
  }

  /// The windows on screen, front to back: the scene's only, and none while the app is in
  /// the background (W22).
  private var windowsFrontToBack: [UIWindow] {
    guard application.isSeen else { return [] }
    var windows = application.windows
    windows.removeAll { !$0.isOnScreen || (scene != nil && $0.windowScene !== scene) }
    windows.reverse()
    return windows
  }

  /// The window that draws the app's own content here: the scene's main window, or the
  /// app delegate's.
  private var mainWindow: UIWindow? { scene?.mainWindow ?? application.appDelegate.window }

  /// The window that takes a touch in the middle of the screen: the frontmost one on
  /// screen that covers it. It takes the touch even when it draws nothing (W5).
  public var touchWindow: UIWindow? { touchWindow(in: .middle) }

  /// The alert a person sees: the object, to follow its lifetime, its window, and its
  /// drawing, drawn once.
  public var seenAlert: (object: AnyObject, window: UIWindow, drawn: DrawnAlert)? {
    visibleAlert.map { ($0.alert.object, $0.window, $0.drawn) }
  }

  /// The alert object a person sees, to follow its lifetime.
  public var alertObject: AnyObject? { visibleAlert?.alert.object }

  /// The window the alert a person sees is drawn in.
  public var alertWindow: UIWindow? { visibleAlert?.window }

  /// The alert a person sees, drawn.
  public var alert: DrawnAlert? { visibleAlert?.drawn }

  /// Whether the frontmost window draws nothing yet takes every touch (W5): the UI is locked.
  public var isLockedByInvisibleWindow: Bool {
    guard let window = touchWindow else { return false }
    return alert(in: window) == nil && !drawsContent(window)
  }

  /// Whether a tap on the app's own content reaches it: nothing is in front of the main
  /// window and no alert is shown over it.
  public func tapAppWindow() -> Bool {
    guard takesTouches, let window = touchWindow, window === mainWindow else { return false }
    return alert(in: window) == nil
  }

  /// Taps the first button drawn with this title.
  @discardableResult
  public func tap(_ title: String) -> TapResult {
    guard let (alert, window, drawn) = visibleAlert else { return .noAlert }
    guard takesTouches, window === touchWindow(in: Region(drawn.kind)) else { return .blocked }
    guard let position = drawn.buttons.firstIndex(where: { $0.title == title }) else {
      return .noSuchButton
    }
    touch(window)
    guard drawn.buttons[position].isEnabled else { return .disabled }
    alert.userTapButton(atDrawnPosition: position, in: application)
    return .delivered
  }

  /// A person's touch in a window: in an app with two scenes, a touch in the scene that does
  /// not hold the app's key window makes that scene's window the app's key window (W12): from
  /// iOS 15 the scene's own key window, before it the window touched.
  private func touch(_ window: UIWindow) {
    guard application.scenes.count > 1, let scene = window.windowScene,
      application.keyWindow?.windowScene !== scene
    else { return }
    if application.osVersion >= .iOS15, let sceneKey = application.keyWindow(of: scene) {
      application.keyWindow = sceneKey
    } else {
      window.makeKey()
    }
  }

  /// Taps outside the alert: on a pad popover this dismisses it (AS4, AC8).
  @discardableResult
  public func tapOutside() -> TapResult {
    guard let (alert, window, _) = visibleAlert else { return .noAlert }
    guard takesTouches, window === touchWindow else { return .blocked }
    touch(window)
    alert.userTapOutside(in: application)
    return .delivered
  }

  /// The system cancels the alert on screen, as on a Home button press (AV12).
  public func systemCancel() {
    visibleAlert?.alert.systemCancel(in: application)
  }

  /// Sends the app to the background (AV13, W22).
  public func enterBackground() {
    application.enterBackground()
  }

  /// Whether a person's touches reach the app: not while a system interruption has taken
  /// over interaction (W21).
  private var takesTouches: Bool { application.applicationState == .active }

  /// Types text into a field of the visible alert, one character and one change at a time.
  public func type(_ text: String, intoField index: Int) {
    guard let field = field(at: index) else { return }
    for character in text {
      field.applyEdit(field.textBeforeKeystroke() + String(character), in: application)
    }
  }

  /// Deletes characters from the end of a field, one change per character; deleting in an
  /// empty field changes nothing.
  public func deleteBackward(_ count: Int, inField index: Int) {
    guard let field = field(at: index) else { return }
    var remaining = count
    while remaining > 0, !field.currentText.isEmpty {
      let before = field.textBeforeKeystroke()
      // A secure field's first keystroke after it regained the focus empties it (TF1).
      field.applyEdit(before.isEmpty ? "" : String(before.dropLast()), in: application)
      remaining -= 1
    }
  }

  /// Pastes text at the end of a field: one change.
  public func paste(_ text: String, intoField index: Int) {
    guard let field = field(at: index) else { return }
    field.applyEdit(field.textBeforeKeystroke() + text, in: application)
  }

  // MARK: - Finding what is drawn

  /// Where on the screen something is drawn: a sheet at the bottom, anything else in the
  /// middle.
  enum Region: CaseIterable {
    case middle
    case bottom

    init(_ kind: DrawnAlert.Kind) {
      self = kind == .actionSheet ? .bottom : .middle
    }

    /// The region's point on a screen of these bounds.
    func point(in bounds: CGRect) -> CGPoint {
      switch self {
      case .middle: CGPoint(x: bounds.midX, y: bounds.midY)
      case .bottom: CGPoint(x: bounds.midX, y: bounds.maxY - 1)
      }
    }
  }

  /// Whether a window's frame covers a region: most windows cover the whole screen, the
  /// keyboard's only the bottom, a small window of the app's own neither.
  private func covers(_ window: UIWindow, _ region: Region) -> Bool {
    window.frame.contains(region.point(in: application.screenBounds))
  }

  /// The frontmost window on screen that takes touches in a region: the first whose frame
  /// covers it, whether or not it draws anything there (W5).
  private func touchWindow(in region: Region) -> UIWindow? {
    windowsFrontToBack.first { covers($0, region) }
  }

  /// The frontmost alert, its window and its drawing. Windows that draw nothing are
  /// transparent; a window that draws content, and the keyboard, hide what is behind them
  /// where their frames cover.
  private var visibleAlert: (alert: any OnScreenAlert, window: UIWindow, drawn: DrawnAlert)? {
    var hidden: Set<Region> = []
    for window in windowsFrontToBack {
      if let alert = alert(in: window) {
        if application.isKeyboardUp {
          application.noteChoice(.keyboardWindowLevel)
        }
        let drawn = alert.draw(in: application)
        let region = Region(drawn.kind)
        return hidden.contains(region) || !covers(window, region) ? nil : (alert, window, drawn)
      }
      if drawsContent(window) || window === application.keyboardWindow {
        hidden.formUnion(Region.allCases.filter { covers(window, $0) })
      }
    }
    return nil
  }

  private func alert(in window: UIWindow) -> (any OnScreenAlert)? {
    if window === application.legacyAlerts.overlayWindow {
      return application.legacyAlerts.top
    }
    guard let top = window.rootViewController?.topmostPresented else { return nil }
    if let alertController = top as? UIAlertController {
      return alertController
    }
    // A controller the app presents, or the root of a window of the app's own beside its main
    // window, that draws buttons of its own is an alert it draws (W20).
    let isAppContent = top.presentingViewController == nil && window === mainWindow
    return isAppContent ? nil : AppDrawnAlert(top)
  }

  private func drawsContent(_ window: UIWindow) -> Bool {
    var controller = window.rootViewController
    while let current = controller {
      if current.drawsContent { return true }
      controller = current.presentedViewController
    }
    return false
  }

  /// The field a person types into. Whether typing reaches a field whose window is not key
  /// is open (W11): the model lets it in, and notes the choice.
  private func field(at index: Int) -> UITextField? {
    guard let visible = visibleAlert, case let fields = visible.alert.editableTextFields,
      fields.indices.contains(index)
    else { return nil }
    if !visible.window.isKeyWindow {
      application.noteChoice(.typingOutsideKeyWindow)
    }
    // A person types into a field by focusing it: the field that had the focus gives it up.
    for other in fields where other !== fields[index] && other.isFirstResponder {
      other.resignFirstResponder()
    }
    touch(visible.window)
    fields[index].becomeFirstResponder()
    return fields[index]
  }
}
