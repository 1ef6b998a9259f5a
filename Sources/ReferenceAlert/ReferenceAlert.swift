#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// An alert or action sheet that any main-actor code can show, with or without a view
/// controller at hand: a UIAlertController in a window of its own, in the scene the alert
/// belongs to. Every action has its own handler, which runs once, after the alert has gone,
/// and receives the alert, so that it need not capture it. Needs iOS 15.
///
/// ```swift
/// let alert = ReferenceAlert(title: "Rename", message: "Choose a new name.")
/// alert.addAction(.init("Cancel", style: .cancel))
/// let save = ReferenceAlert.Action("Save") { alert in rename(to: alert.textFields[0].text) }
/// alert.addAction(save)
/// alert.preferredAction = save
/// alert.addTextField { $0.placeholder = "Name" }
/// alert.validation = { alert in !(alert.textFields[0].text ?? "").isEmpty }
/// alert.presenter = self  // the view controller it is for, if one is at hand
/// alert.show()
/// ```
///
/// - The scene: the one of `presenter`'s window, else of `sourceView`'s, else the
///   foreground-active scene with a key window (with several, the frontmost, whose trait
///   collection has the active appearance; pass a view to be sure); while the app launches
///   and no scene has a key window yet, the frontmost connected scene. In an app without
///   scenes, a window of the app's own.
/// - The window is above the scene's windows and at least at the alert level, key while the
///   alert is up, in the tint of the window the alert is for, and hidden and released after.
/// - Each scene shows its alerts one at a time, in the order asked; a second `show()` while
///   an alert waits or is up does nothing, and one after it has gone shows it again.
/// - Two cancel actions, text fields on a sheet, or a preferred action that is not one of
///   `actions` are refused as UIAlertController refuses them: an exception.
/// - If the scene disconnects while the alert is up, the alert goes with it: no handler
///   runs, and `onDismiss` and `present()` get nil.
/// - In an app extension, `show()` and `present()` are unavailable: `show(from:)` and
///   `present(from:)` present from the extension's view controller instead.
@MainActor
public final class ReferenceAlert {
  /// One action: a title, a UIKit style and an optional handler. Like UIAlertAction's, the
  /// handler is main-actor code that may use the caller's state. The action is Sendable, its
  /// handler a `@MainActor @Sendable` closure, so that `present()`'s result can leave a task.
  ///
  /// ```swift
  /// alert.addAction(.init("Delete", style: .destructive) { _ in delete() })
  /// ```
  public struct Action: Equatable, Sendable {
    /// The button's title, as UIAlertAction's.
    ///
    /// ```swift
    /// ReferenceAlert.Action("Delete").title  // "Delete"
    /// ```
    public let title: String
    /// The button's style, as UIAlertAction's: `.default`, `.cancel` or `.destructive`.
    ///
    /// ```swift
    /// ReferenceAlert.Action("Close", style: .cancel).style  // .cancel
    /// ```
    public let style: UIAlertAction.Style
    /// Runs once the alert has gone, with the alert, on the main actor.
    ///
    /// ```swift
    /// let save = ReferenceAlert.Action("Save") { alert in store(alert.textFields[0].text) }
    /// ```
    public let handler: (@MainActor @Sendable (ReferenceAlert) -> Void)?
    /// Tells two actions of the same title apart; copies share it.
    private let identity = Identity()

    /// An action with a title, a style (`.default` unless said) and an optional handler.
    ///
    /// ```swift
    /// let cancel = ReferenceAlert.Action("Cancel", style: .cancel)
    /// let delete = ReferenceAlert.Action("Delete", style: .destructive) { _ in delete() }
    /// ```
    public init(
      _ title: String, style: UIAlertAction.Style = .default,
      handler: (@MainActor @Sendable (ReferenceAlert) -> Void)? = nil
    ) {
      self.title = title
      self.style = style
      self.handler = handler
    }

    /// Whether two values are the same action: a copy is, another action of the same title
    /// is not.
    ///
    /// ```swift
    /// let ok = ReferenceAlert.Action("OK")
    /// ok == ok                          // true
    /// ok == ReferenceAlert.Action("OK")  // false
    /// ```
    public static func == (lhs: Action, rhs: Action) -> Bool { lhs.identity === rhs.identity }

    /// An object whose identity names one action value and its copies.
    private final class Identity: Sendable {}
  }

  /// The title, as UIAlertController's.
  ///
  /// ```swift
  /// ReferenceAlert(title: "Sync failed").title  // "Sync failed"
  /// ```
  public let title: String?
  /// The message under the title.
  ///
  /// ```swift
  /// ReferenceAlert(title: "Sync failed", message: "Try again later.").message
  /// ```
  public let message: String?
  /// `.alert` or `.actionSheet`, as UIAlertController's.
  ///
  /// ```swift
  /// let sheet = ReferenceAlert(title: "Attach", style: .actionSheet)
  /// ```
  public let style: UIAlertController.Style
  /// The actions, in the order added.
  ///
  /// ```swift
  /// alert.actions.map(\.title)  // ["Cancel", "Save"]
  /// ```
  public private(set) var actions: [Action] = []
  /// The action drawn bold in an alert, as UIAlertController's `preferredAction`: one of
  /// `actions`, or nil.
  ///
  /// ```swift
  /// alert.preferredAction = save
  /// ```
  public var preferredAction: Action?
  /// Whether the non-cancel actions are enabled, asked before showing and after every edit
  /// of a field.
  ///
  /// ```swift
  /// alert.validation = { alert in (alert.textFields[0].text ?? "").count >= 5 }
  /// ```
  public var validation: (@MainActor (ReferenceAlert) -> Bool)?
  /// Whether one non-cancel action is enabled, asked for each before showing and after every
  /// edit of a field, so that actions are enabled one by one; with `validation` too, an
  /// action is enabled only when both say so.
  ///
  /// ```swift
  /// alert.actionValidation = { alert, action in
  ///   action != signIn || !(alert.textFields[1].text ?? "").isEmpty
  /// }
  /// ```
  public var actionValidation: (@MainActor (ReferenceAlert, Action) -> Bool)?
  /// The view controller the alert is for: its window's scene and tint are the alert's.
  ///
  /// ```swift
  /// alert.presenter = self
  /// ```
  public weak var presenter: UIViewController?
  /// Where a pad sheet points, and, without a presenter, the view whose scene the alert is
  /// for. A view outside any window is passed over.
  ///
  /// ```swift
  /// sheet.sourceView = button
  /// ```
  public weak var sourceView: UIView?
  /// The rectangle of `sourceView` a pad sheet points at; its bounds when nil.
  ///
  /// ```swift
  /// sheet.sourceRect = CGRect(x: 0, y: 0, width: 44, height: 44)
  /// ```
  public var sourceRect: CGRect?
  /// Where a pad sheet points, before any source view.
  ///
  /// ```swift
  /// sheet.barButtonItem = navigationItem.rightBarButtonItem
  /// ```
  public var barButtonItem: UIBarButtonItem?
  /// Called once the alert has gone, after the chosen action's handler, with that action; or
  /// with nil when the alert was taken away (`dismiss()`, or its scene went).
  ///
  /// ```swift
  /// alert.onDismiss = { action in log(action?.title ?? "taken away") }
  /// ```
  public var onDismiss: (@MainActor (Action?) -> Void)?
  /// The fields as shown, in order; empty until the alert is shown.
  ///
  /// ```swift
  /// let name = alert.textFields.first?.text
  /// ```
  public internal(set) var textFields: [UITextField] = []

  var fieldConfigurations: [(UITextField) -> Void] = []
  var stage: Stage = .new
  /// Presents the alert when its turn comes: in a window of its own, or from a view
  /// controller.
  var presentation: (() -> Void)?
  /// Asks the presentation on screen to go, without running a handler.
  var endPresentation: (() -> Void)?
  /// Removes what the presentation added (window, observers) once it has gone.
  var cleanUp: (() -> Void)?
  /// The shown controller's non-cancel actions, each with the action it shows, that
  /// `validation` and `actionValidation` enable.
  var confirmActions: [(Action, UIAlertAction)] = []
  /// The scene the alert is shown in, chosen when `show()` is called; nil without scenes.
  weak var scene: UIWindowScene?
  /// The queue the alert waits in or is shown from: its scene's.
  var queue: ReferenceAlertQueue?
  /// Callers of `present()` waiting for the alert to go, each told the position of the
  /// chosen action in `actions`, or nil.
  private var waiters: [CheckedContinuation<Int?, Never>] = []

  /// Where an alert is in its life.
  enum Stage {
    case new
    case waiting
    case shown
    case done
  }

  /// An alert, or an action sheet with `style: .actionSheet`.
  ///
  /// ```swift
  /// let alert = ReferenceAlert(title: "Rename", message: "Choose a new name.")
  /// ```
  public init(title: String?, message: String? = nil, style: UIAlertController.Style = .alert) {
    self.title = title
    self.message = message
    self.style = style
  }

  /// Adds an action, drawn in the order added (a cancel action where UIKit puts it).
  ///
  /// ```swift
  /// alert.addAction(.init("OK"))
  /// ```
  public func addAction(_ action: Action) {
    actions.append(action)
  }

  /// Adds a text field, configured by `configure` when it is made.
  ///
  /// ```swift
  /// alert.addTextField { $0.isSecureTextEntry = true }
  /// ```
  public func addTextField(_ configure: @escaping (UITextField) -> Void = { _ in }) {
    fieldConfigurations.append(configure)
  }

  /// Shows the alert in a window of its own, now or after the alerts already waiting in its
  /// scene. A call while it waits or is up does nothing; once it has gone, a call shows it
  /// again. An app extension has no app-wide window to reach for: it calls `show(from:)`.
  ///
  /// ```swift
  /// alert.show()
  /// ```
  @available(iOSApplicationExtension, unavailable)
  public func show() {
    guard stage == .new || stage == .done else { return }
    scene = sceneOfAlert
    presentation = { [unowned self] in self.presentInOwnWindow() }
    enqueue(in: ReferenceAlertQueue.queue(for: scene ?? UIApplication.shared))
  }

  /// Shows the alert from `viewController`, or from the view controller it presents on top,
  /// now or after the alerts already waiting in its scene: the way an app extension shows
  /// one, and any code whose view controller is on screen may. `presenter` is not read. If
  /// the view controller is in no window when the alert's turn comes, nothing shows and
  /// `onDismiss` and `present(from:)` get nil.
  ///
  /// ```swift
  /// alert.show(from: self)
  /// ```
  public func show(from viewController: UIViewController) {
    guard stage == .new || stage == .done else { return }
    let window = viewController.view.window
    scene = window?.windowScene
    presentation = { [unowned self, weak viewController] in
      self.presentFrom(viewController)
    }
    enqueue(in: ReferenceAlertQueue.queue(for: scene ?? window ?? viewController))
  }

  /// Shows the alert as `show()` does, and returns, to main-actor code, the action the person
  /// chose once the alert has gone and its handler has run, or nil when it was taken away.
  ///
  /// ```swift
  /// if await alert.present() == delete { removeFile() }
  /// ```
  @available(iOSApplicationExtension, unavailable)
  @discardableResult
  public func present() async -> Action? {
    await awaitChoice { show() }
  }

  /// Shows the alert as `show(from:)` does, and returns the chosen action as `present()`
  /// does.
  ///
  /// ```swift
  /// if await alert.present(from: self) == delete { removeFile() }
  /// ```
  @discardableResult
  public func present(from viewController: UIViewController) async -> Action? {
    await awaitChoice { show(from: viewController) }
  }

  /// Runs `show`, then waits until the alert has gone.
  private func awaitChoice(_ show: () -> Void) async -> Action? {
    let position = await withCheckedContinuation { continuation in
      waiters.append(continuation)
      show()
    }
    return position.map { actions[$0] }
  }

  /// Waits in `queue`, or shows at once when the queue's scene shows nothing.
  private func enqueue(in queue: ReferenceAlertQueue) {
    stage = .waiting
    self.queue = queue
    queue.enqueue(self)
  }

  /// Takes the alert away without running a handler, as an app does on entering the
  /// background (AV13, AC7); `onDismiss` and `present()` get nil.
  ///
  /// ```swift
  /// alert.dismiss()
  /// ```
  public func dismiss() {
    switch stage {
    case .waiting:
      queue?.remove(self)
      stage = .done
      report(nil)
    case .shown:
      endPresentation?()
    case .new, .done:
      break
    }
  }

  /// Whether every field passes `validation`; true without one.
  var isValid: Bool { validation?(self) ?? true }

  /// Called by the queue when it is this alert's turn: refuses what UIKit refuses, then
  /// presents as `show()` or `show(from:)` asked.
  func presentNow() {
    stage = .shown
    if let reason = refusal {
      NSException(name: .internalInconsistencyException, reason: reason, userInfo: nil).raise()
      return
    }
    presentation?()
  }

  /// UIAlertController's reason for refusing the alert as set up, if it would (AC2, AC3,
  /// AC5).
  private var refusal: String? {
    if actions.filter({ $0.style == .cancel }).count > 1 {
      return
        "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"
    }
    if style == .actionSheet, !fieldConfigurations.isEmpty {
      return
        "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"
    }
    if let preferredAction, !actions.contains(preferredAction) {
      return
        "The -preferredAction of an alert controller must be contained in the -actions array or be nil."
    }
    return nil
  }

  /// Ends the presentation: the next alert of the scene may show, then the action's handler
  /// runs, with the alert gone from the screen (AC6), then `onDismiss`.
  func finish(running action: Action?) {
    guard stage == .shown else { return }
    stage = .done
    endPresentation = nil
    cleanUp?()
    cleanUp = nil
    queue?.finish(self)
    action?.handler?(self)
    report(action)
  }

  /// Tells `onDismiss` and every waiting `present()` how the alert went.
  private func report(_ action: Action?) {
    onDismiss?(action)
    let waiting = waiters
    waiters = []
    let position = action.flatMap { actions.firstIndex(of: $0) }
    for continuation in waiting {
      continuation.resume(returning: position)
    }
  }
}
