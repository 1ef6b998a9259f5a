#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// AlertLab's reference design: what a wrapper can do on every OS UIKit allows. One call
/// shows an alert or a sheet with no view controller at hand; every action has its own
/// handler, which runs once, after the alert has gone, and receives the alert, so that it
/// need not capture it. Each rule it follows is named by its fact id in AlertLab's
/// docs/UIKitFacts.md.
///
/// - iOS 8+: a UIAlertController in a window of its own, attached to the app's window scene
///   (W6), in the app window's tint (W7), above every window (W1), key while shown and
///   hidden afterwards, so that UIKit makes the previous key window key again (W2).
/// - iOS 7: a UIAlertView or UIActionSheet whose delegate maps button indexes back to
///   actions (AV2, AS1), so that no index arithmetic reaches the caller. Swift cannot make
///   UIKit gate a button there (AV3, AV14), so a confirm tap while `validation` fails runs
///   no handler.
/// - Alerts shown while another is up wait their turn (AV17, AC10); a second `show()` while
///   the alert waits or is up does nothing (AC12), and one after it has gone shows it again,
///   as UIKit lets a dismissed alert be shown again; two cancel actions, or text fields on a
///   sheet, are refused on every OS as UIAlertController refuses them (AC2, AC3).
@MainActor
public final class ReferenceAlert {
  /// One action: a title, a UIKit style and an optional handler.
  public struct Action {
    public let title: String
    public let style: UIAlertAction.Style
    public let handler: ((ReferenceAlert) -> Void)?

    public init(
      _ title: String, style: UIAlertAction.Style = .default,
      handler: ((ReferenceAlert) -> Void)? = nil
    ) {
      self.title = title
      self.style = style
      self.handler = handler
    }
  }

  public let title: String?
  public let message: String?
  public let style: UIAlertController.Style
  public private(set) var actions: [Action] = []
  /// Whether the non-cancel actions are enabled, asked before showing and after every
  /// edit of a field.
  public var validation: ((ReferenceAlert) -> Bool)?
  /// Where a pad sheet points; a view outside any window is passed over (AS7, W9).
  public weak var sourceView: UIView?
  /// Where a pad sheet points, before any source view.
  public var barButtonItem: UIBarButtonItem?
  /// The fields as shown, in order; empty until the alert is shown.
  public internal(set) var textFields: [UITextField] = []

  var fieldConfigurations: [(UITextField) -> Void] = []
  var stage: Stage = .new
  /// Asks the presentation on screen to go, without running a handler.
  var endPresentation: (() -> Void)?
  /// Removes what the presentation added (window, observers) once it has gone.
  var cleanUp: (() -> Void)?
  /// The shown controller's actions that `validation` enables.
  var confirmActions: [UIAlertAction] = []

  /// Where an alert is in its life.
  enum Stage {
    case new
    case waiting
    case shown
    case done
  }

  public init(title: String?, message: String? = nil, style: UIAlertController.Style = .alert) {
    self.title = title
    self.message = message
    self.style = style
  }

  public func addAction(_ action: Action) {
    actions.append(action)
  }

  /// Adds a text field, configured by `configure` when it is made.
  public func addTextField(_ configure: @escaping (UITextField) -> Void = { _ in }) {
    fieldConfigurations.append(configure)
  }

  /// Shows the alert now, or after the alerts already waiting. A call while it waits or is
  /// up does nothing; once it has gone, a call shows it again.
  public func show() {
    guard stage == .new || stage == .done else { return }
    stage = .waiting
    ReferenceAlertQueue.current.enqueue(self)
  }

  /// Takes the alert away without running a handler, as an app does on entering the
  /// background (AV13, AC7).
  public func dismiss() {
    switch stage {
    case .waiting:
      ReferenceAlertQueue.current.remove(self)
      stage = .done
    case .shown:
      endPresentation?()
    case .new, .done:
      break
    }
  }

  /// Whether every field passes `validation`; true without one.
  var isValid: Bool { validation?(self) ?? true }

  /// Called by the queue when it is this alert's turn: refuses what UIKit refuses, then
  /// presents with the OS's own classes.
  func present() {
    stage = .shown
    if actions.filter({ $0.style == .cancel }).count > 1 {
      NSException(
        name: .internalInconsistencyException,
        reason:
          "UIAlertController can only have one action with a style of UIAlertActionStyleCancel",
        userInfo: nil
      ).raise()
      return
    }
    if style == .actionSheet, !fieldConfigurations.isEmpty {
      NSException(
        name: .internalInconsistencyException,
        reason:
          "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert",
        userInfo: nil
      ).raise()
      return
    }
    if Self.hasAlertController {
      presentInOwnWindow()
    } else {
      presentLegacy()
    }
  }

  /// Whether UIAlertController exists: iOS 8 and later.
  private static var hasAlertController: Bool {
    UIDevice.current.systemVersion.compare("8.0", options: .numeric) != .orderedAscending
  }

  /// Ends the presentation: the next alert may show, then the action's handler runs, with
  /// the alert gone from the screen (AC6).
  func finish(running action: Action?) {
    guard stage == .shown else { return }
    stage = .done
    endPresentation = nil
    cleanUp?()
    cleanUp = nil
    ReferenceAlertQueue.current.finish(self)
    action?.handler?(self)
  }
}
