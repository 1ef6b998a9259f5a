import Foundation
import UIKitSimulation

/// A view controller: modal presentation with UIKit's checks, and appearance callbacks.
/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor @preconcurrency open class UIViewController: UIResponder {
  /// The controller's view, loaded on first use: `loadView()`, then `viewDidLoad()`, once
  /// (W18).
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  public var view: UIView! {
    get {
      if loadedView == nil {
        loadView()
        viewDidLoad()
      }
      return loadedView
    }
    set { loadedView = newValue }
  }
  private var loadedView: UIView?
  /// Whether the view has been loaded.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
  public var isViewLoaded: Bool { loadedView != nil }
  /// The controller's title.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  open var title: String?
  /// The object that supplies a custom presentation's controller; held weakly (W17).
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate
  public weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
  /// The presentation controller of this controller's custom presentation, kept from the
  /// presentation until its dismissal ends (W17).
  private var customPresentation: UIPresentationController?
  /// The controller this one presents, or its outermost parent presents (W26).
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
  public var presentedViewController: UIViewController? { container.ownPresented }
  /// The controller that presents this one, or its outermost parent (W26).
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
  public var presentingViewController: UIViewController? { container.ownPresenting }
  /// The controller this one presents itself, held strongly until dismissed (W4).
  private var ownPresented: UIViewController?
  /// The controller that presents this one itself, held strongly until the dismissal ends,
  /// as UIPresentationController's header declares its presentingViewController strong: a
  /// presented controller keeps its presenter alive even when the presenter's window goes.
  private var ownPresenting: UIViewController?
  /// The container this controller is a child of, if any (W26).
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
  public private(set) weak var parent: UIViewController?
  /// The controllers this one contains, in the order added (W26).
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/children
  public private(set) var children: [UIViewController] = []
  /// Whether a presentation of this controller is under way.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented
  public private(set) var isBeingPresented = false
  /// Whether a dismissal of this controller is under way.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
  public private(set) var isBeingDismissed = false
  /// How the controller is presented; `.automatic` by default (W9).
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
  public var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// Where the presenter's view was before this controller's full-screen presentation
  /// took it out of the window (W9), to put it back on dismissal.
  private weak var coveredPresenterSuperview: UIView?

  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  public override init() {
    super.init()
  }

  /// The model never decodes a view controller; subclasses with initializers of their own
  /// must still provide this one, as UIKit's do.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) {
    fatalError("the model never decodes view controllers")
  }

  /// A controller with no nib: the model loads no nibs, so both are always nil.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Makes the controller's view: an empty one, unless a subclass makes its own (W18).
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
  open func loadView() {
    view = UIView()
  }

  /// Called once, after the view is loaded (W18).
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() {}

  /// Whether the controller draws anything. A plain view controller's view is empty and
  /// transparent: a window that shows only it draws nothing, yet still takes touches (W5).
  @_spi(Simulation) open var drawsContent: Bool { false }

  nonisolated open override var description: String { "<\(type(of: self))>" }

  /// Called before the view appears (W8).
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view appeared (W8).
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view disappears (W8).
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view disappeared (W8).
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
  open func viewDidDisappear(_ animated: Bool) {}

  /// Adds a child controller: it leaves any parent it had, and gets `willMove(toParent:)`;
  /// the caller adds its view and then calls `didMove(toParent:)` (W26).
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
  public func addChild(_ childController: UIViewController) {
    if childController.parent !== self {
      childController.removeFromParent()
    }
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  /// Leaves the parent, and gets `didMove(toParent: nil)` (W26).
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Called before the controller is added to or removed from a container.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the controller is added to or removed from a container.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
  open func didMove(toParent parent: UIViewController?) {}

  /// The outermost container of this controller, itself when it has no parent: it carries
  /// out the presentations its children ask for (W26).
  var container: UIViewController { parent?.container ?? self }

  /// Presents a controller modally (AC10, AC12, W4, W8). A child's request is carried out by
  /// its outermost container, with that controller's checks (W26). An active controller raises
  /// NSInvalidArgumentException; a presenter whose view is not in a window, or that already
  /// presents something, logs UIKit's warning and drops the presentation. Otherwise the
  /// controller appears at once and its did-appear and the completion follow one run-loop
  /// turn later.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  public func present(
    _ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil
  ) {
    if let parent {
      // A choice: UIKit asks the nearest parent able to present; the model's containers all
      // fill their window, so the outermost stands for it. They differ for a grandchild.
      if parent.parent != nil { UIApplication.current.noteChoice(.outermostContainerPresents) }
      container.present(controller, animated: animated, completion: completion)
      return
    }
    let application = UIApplication.current
    if controller.presentingViewController != nil || controller.window != nil {
      raiseException(
        .invalidArgumentException,
        reason: "Application tried to present modally an active controller \(controller).")
    }
    // A hidden window, such as the main window before the app made it key and visible at
    // launch, is not in the window hierarchy either (W14), nor is a controller on its way
    // out (W15).
    guard let window = view.window, !window.isHidden, !isBeingDismissed else {
      application.console.log(
        "Warning: Attempt to present \(controller) on \(self) whose view is not in the window hierarchy!"
      )
      return
    }
    if let current = presentedViewController {
      application.console.log(
        "Warning: Attempt to present \(controller) on \(self) which is already presenting \(current)"
      )
      return
    }
    if self is UIAlertController {
      application.noteChoice(.presentationOnAlert)
    }
    application.noteInactivePresentation()
    controller.willBePresented(from: self, in: application)
    if controller.modalPresentationStyle == .custom {
      controller.customPresentation =
        controller.transitioningDelegate?.presentationController(
          forPresented: controller, presenting: self, source: self)
        ?? UIPresentationController(presentedViewController: controller, presenting: self)
    }
    ownPresented = controller
    controller.ownPresenting = self
    controller.isBeingPresented = true
    // The presented view fills the window, its container, before it appears (W17).
    controller.view.frame = window.bounds
    window.addSubview(controller.view)
    controller.sendAppearance(.viewWillAppear, animated: animated, in: application)
    application.runLoop.perform { [self] in
      controller.isBeingPresented = false
      if controller.removesPresenterView(in: application), let superview = view.superview {
        controller.coveredPresenterSuperview = superview
        view.removeFromSuperview()
      }
      controller.sendAppearance(.viewDidAppear, animated: animated, in: application)
      completion?()
    }
  }

  /// W9 (rev. 2; Apple's documentation of the full-screen style): whether this controller's
  /// presentation, once finished, takes the presenter's view out of the window. Full
  /// screen does; so do page and form sheets on phone before iOS 13, which adapt to full
  /// screen there. Before iOS 13 the default style is full screen; from iOS 13 it is a page
  /// sheet (a form sheet from iOS 18), which leaves the presenter's view in place, as
  /// over-current-context, popover and alert presentations do.
  func removesPresenterView(in application: UIApplication) -> Bool {
    let beforeIOS13 = application.osVersion < .iOS13
    switch modalPresentationStyle {
    case .automatic: return beforeIOS13
    case .fullScreen: return true
    case .pageSheet, .formSheet: return beforeIOS13 && application.idiom == .phone
    case .overCurrentContext, .popover: return false
    case .custom: return customPresentation?.shouldRemovePresentersView ?? false
    }
  }

  /// Dismisses the controller this one presents, or this one if it is presented (W8).
  /// The dismissed controller leaves the screen one run-loop turn later, then gets its
  /// did-disappear, then the completion runs. A dismissal already under way is not
  /// repeated, and its second completion never runs.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    if parent != nil {
      container.dismiss(animated: animated, completion: completion)
      return
    }
    let application = UIApplication.current
    let presenter: UIViewController
    let target: UIViewController
    if let presented = presentedViewController {
      presenter = self
      target = presented
    } else if let presenting = presentingViewController {
      presenter = presenting
      target = self
    } else {
      return
    }
    guard !target.isBeingDismissed else { return }
    target.isBeingDismissed = true
    if let superview = target.coveredPresenterSuperview {
      superview.addSubview(presenter.view)
      target.coveredPresenterSuperview = nil
    }
    target.willBeginDismissal(in: application)
    target.sendAppearance(.viewWillDisappear, animated: animated, in: application)
    application.runLoop.perform {
      target.removeFromPresentationChain()
      presenter.ownPresented = nil
      target.isBeingDismissed = false
      target.sendAppearance(.viewDidDisappear, animated: animated, in: application)
      target.didEndDismissal(in: application)
      completion?()
    }
  }

  /// A hook for checks a controller class makes as it is presented (AC9).
  func willBePresented(from presenter: UIViewController, in application: UIApplication) {}

  /// A hook for what a controller class does as its dismissal starts (AC13).
  func willBeginDismissal(in application: UIApplication) {}

  /// A hook for what a controller class does once its dismissal has ended (AC13).
  func didEndDismissal(in application: UIApplication) {}

  /// The window the controller's view is in.
  var window: UIWindow? { view.superview == nil ? nil : view.window }

  /// The controller at the top of this one's presentation chain.
  var topmostPresented: UIViewController {
    presentedViewController?.topmostPresented ?? self
  }

  private func removeFromPresentationChain() {
    if let presented = ownPresented {
      presented.removeFromPresentationChain()
      ownPresented = nil
    }
    view.removeFromSuperview()
    ownPresenting = nil
    customPresentation = nil
  }

  /// Calls an appearance method, or the category method that replaced it (RT3).
  private func sendAppearance(
    _ method: CategoryTable.AppearanceMethod, animated: Bool, in application: UIApplication
  ) {
    if let replacement = application.categories.implementation(of: method, for: self) {
      replacement(self, animated)
      return
    }
    switch method {
    case .viewWillAppear: viewWillAppear(animated)
    case .viewDidAppear: viewDidAppear(animated)
    case .viewWillDisappear: viewWillDisappear(animated)
    case .viewDidDisappear: viewDidDisappear(animated)
    }
  }
}

/// The root view controller of a launched app's main window: it draws the app's content.
@_spi(Simulation) @MainActor @preconcurrency
public final class AppContentViewController: UIViewController {
  public override var drawsContent: Bool { true }
}

/// How a view controller is presented (W9).
/// The cases the model draws, with UIKit's values.
/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
nonisolated public enum UIModalPresentationStyle: Int, Sendable {
  /// The OS's default: full screen before iOS 13, a page sheet from iOS 13.
  case automatic = -2
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case custom = 4
  case overCurrentContext = 6
  case popover = 7
}
