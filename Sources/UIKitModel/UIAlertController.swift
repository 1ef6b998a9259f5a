import UIKitSimulation

/// UIAlertController (AC1 to AC13), iOS 8 and later.
/// https://developer.apple.com/documentation/uikit/uialertcontroller
@MainActor @preconcurrency open class UIAlertController: UIViewController, OnScreenAlert {
  /// The controller's style (AC1).
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/style
  nonisolated public enum Style: Int, Sendable {
    case actionSheet = 0
    case alert = 1
  }

  /// https://developer.apple.com/documentation/uikit/uialertcontroller/message
  public var message: String?
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/preferredstyle
  public let preferredStyle: Style
  /// The actions in the order added (AC4).
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/actions
  public private(set) var actions: [UIAlertAction] = []
  /// The pad popover's anchor; nil on phone and for alerts (AC9).
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
  public let popoverPresentationController: UIPopoverPresentationController?
  private var fields: [UITextField] = []
  private var preferred: UIAlertAction?
  private var hasHandledTap = false

  /// https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.message = message
    self.preferredStyle = preferredStyle
    // An action sheet's presentation style is a popover (AC9's exception says so); the model
    // gives it a popover controller where one can show: on pad, in a phone window at regular
    // width (W27), and on phone from iOS 26 (AC15).
    let application = UIApplication.current
    let hasPopover =
      preferredStyle == .actionSheet
      && (application.idiom == .pad || application.horizontalSizeClass == .regular
        || application.anchorsPhoneSheets)
    self.popoverPresentationController = hasPopover ? UIPopoverPresentationController() : nil
    super.init()
    self.title = title
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) {
    fatalError("the model never decodes alert controllers")
  }

  /// UIKit clears the actions' handlers here, and only here (AC11). It runs on the main
  /// actor, as the controller's last release does in a modelled app.
  isolated deinit {
    for action in actions {
      action.handler = nil
    }
  }

  @_spi(Simulation) public override var drawsContent: Bool { true }

  /// An alert or action sheet presentation leaves the presenter's view in the window (W9).
  override func removesPresenterView(in application: UIApplication) -> Bool { false }

  /// The text fields, or nil when there are none.
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/textfields
  public var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

  /// Adds an action; a second cancel action raises NSInternalInconsistencyException (AC2).
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
  public func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
      raiseException(
        .internalInconsistencyException,
        reason:
          "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
    }
    actions.append(action)
  }

  /// Adds a text field and runs its configuration handler at once; on an action sheet it
  /// raises NSInternalInconsistencyException (AC3).
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/addtextfield(configurationhandler:)
  public func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else {
      raiseException(
        .internalInconsistencyException,
        reason:
          "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"
      )
    }
    let field = UITextField()
    fields.append(field)
    configurationHandler?(field)
  }

  /// The action drawn bold in an alert, in place of the cancel action. It must be nil or
  /// already one of the actions, else NSInternalInconsistencyException with UIKit's own
  /// reason (AC5, rev. 2). Nothing enforces the alert style; an action sheet simply draws
  /// no preferred action. It appeared in iOS 9: on iOS 8 the selector is unknown, and
  /// sending it raises NSInvalidArgumentException, as for any unknown selector.
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/preferredaction
  public var preferredAction: UIAlertAction? {
    get {
      requireIOS9(selector: "preferredAction")
      return preferred
    }
    set {
      requireIOS9(selector: "setPreferredAction:")
      if let newValue, !actions.contains(where: { $0 === newValue }) {
        raiseException(
          .internalInconsistencyException,
          reason:
            "The -preferredAction of an alert controller must be contained in the -actions array or be nil."
        )
      }
      preferred = newValue
    }
  }

  /// AC5: an API of iOS 9 sent on iOS 8 is an unrecognized selector.
  private func requireIOS9(selector: String) {
    guard UIApplication.current.osVersion < .iOS9 else { return }
    raiseException(
      .invalidArgumentException,
      reason: "-[UIAlertController \(selector)]: unrecognized selector sent to instance \(self)")
  }

  override func willBePresented(from presenter: UIViewController, in application: UIApplication) {
    // A phone shows a sheet as a popover in a window at regular width (W27), or anchored at
    // its source from iOS 26 (AC15): each a choice.
    if isPopover && application.idiom == .phone {
      application.noteChoice(
        application.presentsSheetsAsPopovers ? .wideWindowPopover : .anchoredPhoneSheet)
    }
    if let popover = popoverPresentationController, !popover.hasSource {
      if application.presentsSheetsAsPopovers {
        raiseException(.genericException, reason: Self.missingPopoverSourceReason(self, presenter))
      }
      // At compact width on pad the sheet adapts instead of showing as a popover (W23);
      // whether UIKit still asks for an anchor then is not documented: the model does not.
      if application.idiom == .pad { application.noteChoice(.compactSheetAnchor) }
    }
    hasHandledTap = false
    application.alertControllerWillAppear(self)
  }

  override func willBeginDismissal(in application: UIApplication) {
    application.alertControllerWillDisappear(self)
  }

  override func didEndDismissal(in application: UIApplication) {
    application.alertControllerDidDisappear(self)
  }

  /// UIKit's reason for an action sheet presented on pad without an anchor (AC9).
  static func missingPopoverSourceReason(
    _ controller: UIAlertController, _ presenter: UIViewController
  ) -> String {
    "Your application has presented a UIAlertController (\(controller)) of style "
      + "UIAlertControllerStyleActionSheet from \(presenter). The modalPresentationStyle of a "
      + "UIAlertController with this style is UIModalPresentationPopover. You must provide "
      + "location information for this popover through the alert controller's "
      + "popoverPresentationController. You must provide either a sourceView and sourceRect "
      + "or a barButtonItem.  If this information is not known when you present the alert "
      + "controller, you may provide it in the UIPopoverPresentationControllerDelegate method "
      + "-prepareForPopoverPresentation."
  }

  // MARK: - On screen

  /// Whether the sheet shows as a popover: at regular width, on pad (AC8) or in a phone window
  /// resized to it (W27), and on phone from iOS 26 where it has a source (AC15); at compact
  /// width on pad it adapts and shows as on phone (W23).
  private var isPopover: Bool {
    guard let popover = popoverPresentationController else { return false }
    let application = UIApplication.current
    return application.presentsSheetsAsPopovers
      || (application.anchorsPhoneSheets && popover.hasSource)
  }

  private var usesSideBySideLayout: Bool {
    preferredStyle == .alert && actions.count <= 2
  }

  /// The actions in drawn order (AC4): side by side with cancel on the left for an alert of
  /// one or two actions; otherwise stacked with cancel at the bottom; a pad popover does
  /// not draw the cancel action (AC8).
  private var drawnActions: [UIAlertAction] {
    let cancel = actions.filter { $0.style == .cancel }
    let others = actions.filter { $0.style != .cancel }
    if isPopover { return others }
    return usesSideBySideLayout ? cancel + others : others + cancel
  }

  func draw(in application: UIApplication) -> DrawnAlert {
    let boldAction =
      preferredStyle == .alert && preferred != nil
      ? preferred : actions.first { $0.style == .cancel }
    return DrawnAlert(
      kind: isPopover ? .popover : (preferredStyle == .alert ? .alert : .actionSheet),
      title: title,
      message: message,
      textFields: fields.map(DrawnTextField.init),
      layout: usesSideBySideLayout ? .sideBySide : .stacked,
      buttons: drawnActions.map { action in
        DrawnButton(
          title: action.title ?? "",
          isCancel: action.style == .cancel,
          isBold: action === boldAction,
          isDestructive: action.style == .destructive,
          isEnabled: action.isEnabled)
      },
      warnings: [],
      tint: view.tintColor.name)
  }

  /// A tap dismisses the controller; the handler runs in the dismissal's completion, after
  /// the controller has gone, at most once (AC6). A disabled action ignores it (AC1).
  func userTapButton(atDrawnPosition position: Int, in application: UIApplication) {
    let action = drawnActions[position]
    guard action.isEnabled else { return }
    dismissRunningHandler(of: action)
  }

  /// A tap outside (AC8). On a pad popover it dismisses and runs the cancel action's
  /// handler, or none when there is no cancel action. Rev. 2, from UIKit's code: on a phone
  /// action sheet the dimming view's tap invokes the cancel action, and without one the
  /// sheet stays. Outside an alert it does nothing.
  func userTapOutside(in application: UIApplication) {
    let cancelAction = actions.first { $0.style == .cancel }
    if isPopover {
      dismissRunningHandler(of: cancelAction)
    } else if preferredStyle == .actionSheet, let cancelAction {
      dismissRunningHandler(of: cancelAction)
    }
  }

  /// The facts give UIAlertController no system cancel: the model leaves it on screen.
  func systemCancel(in application: UIApplication) {}

  var editableTextFields: [UITextField] { fields }

  /// Only a person's tap (or a tap outside a pad sheet) runs a handler: it goes through
  /// here. The app's own dismiss(animated:) is UIViewController's and runs none (AC7).
  private func dismissRunningHandler(of action: UIAlertAction?) {
    guard !hasHandledTap, !isBeingDismissed, presentingViewController != nil else { return }
    hasHandledTap = true
    dismiss(animated: true) {
      guard let action else { return }
      action.handler?(action)
    }
  }
}
