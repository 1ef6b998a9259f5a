#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

// Reduced port of SDCAlertView 12.0.5 Source/AlertController.swift (tag 12.0.5, commit
// eda84764885b55b30c334384afee5f8f06ac48de, 21 January 2025). Line numbers are that file's.
// Left out, none of it observed by the matrix: attributed title and message (:42-54, :145-154),
// the hardware return key (:194-198, :283-288; UIKeyCommand takes a selector), status bar
// and orientation forwarding (:272-279). The original is `@objc(SDCAlertController)` and
// unavailable to app extensions (:24-25).

/// AlertController.swift:3-11. "Does not show as expected on iPad" (:7): no popover.
public enum AlertControllerStyle: Int {
  case actionSheet
  case alert
}

/// AlertController.swift:13-22.
public enum ActionLayout: Int {
  case automatic
  case vertical
  case horizontal
}

/// AlertController.swift:24-402: an app view controller that draws the alert itself and is
/// presented with a custom presentation (:190-192) from the key window's topmost
/// controller (:231-234).
public final class AlertController: UIViewController {
  /// AlertController.swift:29-33: the view controller's own `title`, drawn as the alert's.
  public override var title: String? {
    get { return self.alert.title }
    set { self.alert.title = newValue }
  }

  /// AlertController.swift:35-40.
  public var message: String? {
    get { return self.alert.message }
    set { self.alert.message = newValue }
  }

  /// AlertController.swift:56-62.
  public var contentView: UIView {
    return self.alert.contentView
  }

  /// AlertController.swift:64-68: in the order added, shown in that order (:203-206).
  public private(set) var actions = [AlertAction]() {
    didSet { self.alert.actions = self.actions }
  }

  /// AlertController.swift:70-94: nil for action sheets; setting an action not yet added adds
  /// it, and rewrites its style to `.preferred` (the caller's own action object).
  public var preferredAction: AlertAction? {
    get {
      if self.preferredStyle == .actionSheet {
        return nil
      }
      let index = self.actions.firstIndex { $0.style == .preferred }
      return index != nil ? self.actions[index!] : nil
    }
    set {
      if let action = newValue {
        action.style = .preferred
        if self.actions.firstIndex(where: { $0 == newValue }) == nil {
          self.actions.append(action)
        }
      } else {
        for action in self.actions {
          action.style = .normal
        }
      }
    }
  }

  /// AlertController.swift:96-101.
  public var actionLayout: ActionLayout {
    get { return (self.alert as? AlertView)?.actionLayout ?? .automatic }
    set { (self.alert as? AlertView)?.actionLayout = newValue }
  }

  /// AlertController.swift:103-105: "Does nothing when used with an action sheet": fields
  /// added to a sheet are kept here and never drawn (:372-375); nothing is refused (T6).
  public private(set) var textFields: [UITextField]?

  /// Stands for `behaviors` (AlertController.swift:107-108; AlertBehaviors.swift:14-24) and
  /// its one option the matrix observes, `.dismissOnOutsideTap`: on for action sheets only.
  /// Left out: `.dragTap`, and `.automaticallyFocusTextField`, which works only if UIKit asks
  /// the presented controller to become first responder (:264-270), which no Apple page
  /// documents.
  public lazy var dismissesOnOutsideTap = self.preferredStyle == .actionSheet

  /// AlertController.swift:110-113: "If it returns false, the AlertAction handler will not be
  /// executed" (issue 268: by design). Asked for every tapped action (:328-334), never for a
  /// tap outside (:395-401).
  public var shouldDismissHandler: ((AlertAction?) -> Bool)?

  /// AlertController.swift:115-117: called by the alert's own `dismiss` only (:247).
  public var willDismissHandler: (() -> Void)?

  /// AlertController.swift:119-122: called after a tap outside has dismissed the alert; no
  /// action's handler runs then.
  public var outsideTapHandler: (() -> Void)?

  /// AlertController.swift:124-126.
  public lazy var visualStyle: AlertVisualStyle = AlertVisualStyle(alertStyle: self.preferredStyle)

  /// AlertController.swift:128-130.
  public let preferredStyle: AlertControllerStyle

  /// AlertController.swift:132.
  private let alert: UIView & AlertControllerViewRepresentable

  /// AlertController.swift:133-134, held strongly (the controller's `transitioningDelegate` is
  /// weak). The original passes `visualStyle.dimmingColor`, which creates the visual style,
  /// and with it reads the key window (AlertVisualStyle.swift:155-180), when `commonInit`
  /// sets the delegate: at creation. Kept by touching `visualStyle`.
  private lazy var transitionDelegate: SDCTransition = {
    _ = self.visualStyle
    return SDCTransition(alertStyle: self.preferredStyle)
  }()

  /// Stands for `verticalCenter.constant` (:27, :306, :312).
  private var verticalCenterOffset: CGFloat = 0

  /// Port only: the full-screen control that stands for the outside-tap gesture
  /// (SDCAlertView+Selectors.swift).
  var chromeView: UIView?

  /// Port only: the keyboard observers, removed when the controller goes, as Foundation
  /// removes the original's selector observers (SDCAlertView+Selectors.swift).
  let keyboardObservers = ObserverBag()

  // MARK: - Initialization

  /// AlertController.swift:156-170.
  public convenience init(
    title: String?, message: String?, preferredStyle: AlertControllerStyle = .alert
  ) {
    self.init(preferredStyle: preferredStyle)
    self.commonInit()
    self.title = title
    self.message = message
  }

  /// AlertController.swift:172-183.
  private init(preferredStyle: AlertControllerStyle) {
    switch preferredStyle {
    case .alert: self.alert = AlertView()
    case .actionSheet: self.alert = ActionSheetView()
    }
    self.preferredStyle = preferredStyle
    super.init(nibName: nil, bundle: nil)
  }

  /// AlertController.swift:185-188.
  @available(*, unavailable, message: "Please use one of the provided AlertController initializers")
  public required init?(coder aDecoder: NSCoder) {
    fatalError()
  }

  /// AlertController.swift:190-199 (the key command left out).
  private func commonInit() {
    self.modalPresentationStyle = .custom
    self.transitioningDelegate = self.transitionDelegate
  }

  // MARK: - Public

  /// AlertController.swift:203-211: appended, and drawn in the order added, "unlike the
  /// UIAlertController API": no style is moved to a platform position (C2).
  public func addAction(_ action: AlertAction) {
    self.actions.append(action)
  }

  /// AlertController.swift:213-224: the handler runs at once; any number of fields; allowed on
  /// sheets (where they are never drawn). `autocorrectionType = .no` (:220) left out.
  public func addTextField(withHandler configurationHandler: ((UITextField) -> Void)? = nil) {
    let textField = UITextField()
    configurationHandler?(textField)
    let currentTextFields = self.textFields ?? []
    self.textFields = currentTextFields + [textField]
  }

  /// AlertController.swift:226-234: presents from `UIViewController.topViewController()`
  /// (UIViewController+Extension.swift:6-25), or does nothing at all when there is no key
  /// window (at launch, W14: no crash in 12.0.5, no warning either). Whatever UIKit refuses
  /// it refuses: a presenter on its way out (W15, AC10), presenting the alert on itself when
  /// it is already up (AC12).
  public func present(animated: Bool = true, completion: (() -> Void)? = nil) {
    let topViewController = UIViewController.topViewController()
    topViewController?.present(self, animated: animated, completion: completion)
  }

  /// AlertController.swift:236-249: if the alert presents something (another alert shown by
  /// `present()` while it was up, P7), that is dismissed instead (changelog 11.1); otherwise
  /// the presenter dismisses the alert. No action's handler runs (AC7's counterpart).
  public override func dismiss(animated: Bool = true, completion: (() -> Void)? = nil) {
    guard presentedViewController == nil else {
      super.dismiss(animated: animated, completion: completion)
      return
    }

    self.willDismissHandler?()
    self.presentingViewController?.dismiss(animated: animated, completion: completion)
  }

  // MARK: - Override

  /// AlertController.swift:253-257: once, when the view first loads.
  public override func viewDidLoad() {
    super.viewDidLoad()
    self.listenForKeyboardChanges()
    self.configureAlertView()
  }

  /// Port only: the frames Auto Layout would give (createViewConstraints, :339-370), before
  /// every appearance, once UIKit has given the view its frame in the container.
  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    self.layoutAlert()
  }

  /// AlertController.swift:259-262: the FIRST field resigns as the alert starts to go; a
  /// second field that has the focus is left to UIKit, which takes the focus from a view
  /// leaving its window (issues 217, 221 and pull request 232, iOS 11: the keyboard stayed up
  /// in older versions).
  public override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    self.textFields?.first?.resignFirstResponder()
  }

  // MARK: - Keyboard (:290-314)

  /// AlertController.swift:299-308: the alert moves up by half the keyboard's height.
  func keyboardWillShow(keyboardHeight: CGFloat) {
    self.verticalCenterOffset = -keyboardHeight / 2
    self.layoutAlert()
  }

  /// AlertController.swift:310-314.
  func keyboardWillHide() {
    self.verticalCenterOffset = 0
    self.layoutAlert()
  }

  // MARK: - Private

  /// AlertController.swift:316-337.
  private func configureAlertView() {
    self.alert.visualStyle = self.visualStyle
    self.addTextFieldsIfNecessary()
    self.addChromeTapHandlerIfNecessary()
    self.view.addSubview(self.alert)
    self.alert.prepareLayout()
    // :328-334: a tap asks shouldDismissHandler; unless it says false, the alert is dismissed
    // and the action's handler runs in the dismissal's completion, after the alert has left
    // the screen (AC6's order). When it says false, nothing runs at all (issue 268).
    self.alert.actionTappedHandler = { [weak self] action in
      if self?.shouldDismissHandler?(action) != false {
        self?.dismiss(animated: true) {
          action.handler?(action)
        }
      }
    }
  }

  /// Stands for AlertController.swift:339-370: a sheet across the presenter's shorter side
  /// less the margins, at the bottom; an alert 270 points wide, centred, moved up while the
  /// keyboard is up, and no taller than the screen (its actions scroll,
  /// ActionsCollectionView.swift:20-32).
  private func layoutAlert() {
    let bounds = self.view.bounds
    let style = self.visualStyle
    self.chromeView?.frame = bounds
    switch self.preferredStyle {
    case .actionSheet:
      let presenterBounds = self.presentingViewController?.view.bounds ?? bounds
      let width =
        (min(presenterBounds.width, presenterBounds.height) - 2 * style.sheetSideMargin)
        * style.width
      let height = self.alert.layout(width: width)
      self.alert.frame = CGRect(
        x: bounds.midX - width / 2, y: bounds.maxY - style.sheetBottomMargin - height,
        width: width, height: height)
    case .alert:
      let width = style.width
      let height = min(self.alert.layout(width: width), bounds.height - 20)
      self.alert.frame = CGRect(
        x: bounds.midX - width / 2, y: bounds.midY - height / 2 + self.verticalCenterOffset,
        width: width, height: height)
    }
  }

  /// AlertController.swift:372-382: alerts only.
  private func addTextFieldsIfNecessary() {
    guard let textFields = self.textFields, let alert = self.alert as? AlertView else {
      return
    }
    alert.textFields = textFields
  }

  /// AlertController.swift:384-392: sheets by default (AlertBehaviors.swift:17-19).
  private func addChromeTapHandlerIfNecessary() {
    if !self.dismissesOnOutsideTap {
      return
    }
    self.addChromeTapTarget()
  }

  /// AlertController.swift:394-401: a tap outside the alert dismisses it and then calls
  /// `outsideTapHandler`; no action's handler runs, the cancel-slot action's included (C5).
  func chromeTapped() {
    self.dismiss {
      self.outsideTapHandler?()
    }
  }
}
