@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// A UIKit view controller that shows a SwiftUI view: SwiftUI's `UIHostingController`, iOS
/// 13 and later. It reads its view when its own view loads and again one run-loop turn
/// after any state it holds changes (SU1). What the presentation modifiers ask for it turns
/// into UIKit presentations from itself, so that every UIKit rule applies to them: an alert
/// is a UIAlertController it presents (SU2).
/// https://developer.apple.com/documentation/swiftui/uihostingcontroller
open class UIHostingController<Content: View>: UIViewController {
  /// The root view; setting it updates the controller.
  /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview
  public var rootView: Content {
    didSet { setNeedsUpdate() }
  }
  private lazy var store = StateStore { [weak self] in self?.setNeedsUpdate() }
  private var updateIsQueued = false
  /// What each presentation request has on screen, by the request's key.
  private var shown: [String: UIViewController] = [:]
  /// The requests UIKit dropped, by key: tried again at the next update (SU2).
  private var dropped: Set<String> = []
  /// The observable objects the controller follows, by identity (SU9).
  private var followed: [ObjectIdentifier: Weak] = [:]

  /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
  public init(rootView: Content) {
    self.rootView = rootView
    super.init()
  }

  public required init?(coder: NSCoder) {
    fatalError("the model never decodes hosting controllers")
  }

  @_spi(Simulation) public override var drawsContent: Bool { true }

  open override func viewDidLoad() {
    super.viewDidLoad()
    setNeedsUpdate()
  }

  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    setNeedsUpdate()
  }

  /// Queues one update for the next run-loop turn, however many changes come before it.
  private func setNeedsUpdate() {
    guard !updateIsQueued else { return }
    updateIsQueued = true
    UIApplication.current.runLoop.perform { [weak self] in
      guard let self else { return }
      updateIsQueued = false
      update()
    }
  }

  /// Reads the view and brings the presentations in line with its modifiers: a request
  /// whose binding is true and that has nothing on screen is presented; one whose binding is
  /// false is dismissed; one whose modifier is gone is dismissed.
  private func update() {
    let graph = ViewGraph(store: store)
    rootView.read(into: graph, at: .root)
    for object in graph.observedObjects where followed[ObjectIdentifier(object)]?.object !== object
    {
      followed[ObjectIdentifier(object)] = Weak(object)
      object.follow { [weak self] in self?.setNeedsUpdate() }
    }
    var wanted: Set<String> = []
    for request in graph.presentations {
      wanted.insert(request.key)
      let isShown = shown[request.key].map { $0.presentingViewController != nil } ?? false
      if request.isPresented.wrappedValue {
        if isShown {
          refresh(request)
        } else {
          present(request)
        }
      } else if isShown {
        dismissShown(request.key)
      }
    }
    for key in shown.keys where !wanted.contains(key) {
      dismissShown(key)
    }
  }

  private func present(_ request: PresentationRequest) {
    let controller: UIViewController
    switch request.content {
    case .alert(let form, let title, let actions, let message):
      let alert = PlatformAlertController(
        form, title: title, actions: actions, message: message,
        isPresented: request.isPresented,
        onTap: { [weak self] in self?.shown[request.key] = nil })
      // SU11: as a popover (on pad; on phone from iOS 26, AC15) a dialog points at the view
      // that asked for it, a choice.
      if let popover = alert.popoverPresentationController {
        UIApplication.current.noteChoice(.swiftUIDialogAnchor)
        popover.sourceView = view
        popover.sourceRect = view.bounds
      }
      controller = alert
    case .sheet(let content):
      controller = UIHostingController<AnyView>(rootView: content)
    }
    // UIKit drops a presentation from a controller that already presents one, with its
    // warning: the request stays unshown until a later update finds the way clear (SU2).
    if dropped.contains(request.key) {
      UIApplication.current.noteChoice(.swiftUIRetryAfterDrop)
    }
    present(controller, animated: true)
    if controller.presentingViewController != nil {
      shown[request.key] = controller
      dropped.remove(request.key)
    } else {
      dropped.insert(request.key)
    }
  }

  /// Gives a shown presentation what a new reading says of it: a sheet its new content, an
  /// alert its buttons' enabled state from iOS 17 (SU7).
  private func refresh(_ request: PresentationRequest) {
    switch (request.content, shown[request.key]) {
    case (.sheet(let content), let sheet as UIHostingController<AnyView>):
      sheet.rootView = content
    case (
      .alert(.alert(followsChanges: true), _, let actions, _), let alert as PlatformAlertController
    ):
      if UIApplication.current.osVersion >= .iOS17 { alert.updateEnabled(from: actions) }
    default:
      break
    }
  }

  private func dismissShown(_ key: String) {
    guard let controller = shown.removeValue(forKey: key) else { return }
    controller.dismiss(animated: true)
  }
}

/// An object held weakly.
private struct Weak {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}
