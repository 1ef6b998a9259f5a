#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

// SwiftEntryKit 2.0.0, Source/Infra/EKWindowProvider.swift: the one entry window, made for
// the first entry and kept until the last has gone, and the window made key again then.
// One change for the model: the original keeps its provider in a `static let` (:24), one
// per process; the model runs many apps in one process, so the provider is kept on the app
// object, one per app, which is the same thing for an app. Left out: the safe area insets,
// `transform` and `layoutIfNeeded`.

/// The entry window and the entries (:11-231).
final class EKWindowProvider: EntryPresenterDelegate {
  private static var key: UInt8 = 0

  /// The app's provider (:24).
  static var shared: EKWindowProvider {
    let application = UIApplication.shared
    if let provider = objc_getAssociatedObject(application, &key) as? EKWindowProvider {
      return provider
    }
    let provider = EKWindowProvider()
    objc_setAssociatedObject(application, &key, provider, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    return provider
  }

  /// The entry window, while an entry is shown (:27).
  var entryWindow: EKWindow!

  /// The window's root view controller (:30-32).
  var rootVC: EKRootViewController? {
    entryWindow?.rootViewController as? EKRootViewController
  }

  /// The window to make key once the last entry has gone (:35).
  private var rollbackWindow: SwiftEntryKit.RollbackWindow!

  /// The app's key window when the entry window was made (:38).
  private weak var mainRollbackWindow: UIWindow?

  /// The entries waiting their turn (:41).
  private let entryQueue = EKEntryPriorityQueue()

  /// The entry shown (:43).
  private weak var entryView: EKEntryView!

  private init() {}

  /// Makes the window ready and shows it; nil when the entry may not be shown (:60-75).
  private func prepare(for attributes: EKAttributes, presentInsideKeyWindow: Bool)
    -> EKRootViewController?
  {
    let entryVC = setupWindowAndRootVC()
    guard entryVC.canDisplay(attributes: attributes) || attributes.precedence.isEnqueue else {
      return nil
    }
    entryWindow.windowLevel = attributes.windowLevel.value
    if presentInsideKeyWindow {
      entryWindow.makeKeyAndVisible()
    } else {
      entryWindow.isHidden = false
    }
    return entryVC
  }

  /// Makes the window and its root for the first entry, noting the key window (:78-88).
  private func setupWindowAndRootVC() -> EKRootViewController {
    let entryVC: EKRootViewController
    if entryWindow == nil {
      entryVC = EKRootViewController(with: self)
      entryWindow = EKWindow(with: entryVC)
      mainRollbackWindow = UIApplication.shared.keyWindow
    } else {
      entryVC = rootVC!
    }
    return entryVC
  }

  /// Shows the entry, or queues it behind the one shown (:93-106).
  private func display(
    entryView: EKEntryView, presentInsideKeyWindow: Bool,
    rollbackWindow: SwiftEntryKit.RollbackWindow
  ) {
    switch entryView.attributes.precedence {
    case .override(_, let dropEnqueuedEntries):
      if dropEnqueuedEntries {
        entryQueue.removeAll()
      }
      show(
        entryView: entryView, presentInsideKeyWindow: presentInsideKeyWindow,
        rollbackWindow: rollbackWindow)
    case .enqueue where isCurrentlyDisplaying:
      entryQueue.enqueue(
        entry: CachedEntry(
          view: entryView, presentInsideKeyWindow: presentInsideKeyWindow,
          rollbackWindow: rollbackWindow))
    case .enqueue:
      show(
        entryView: entryView, presentInsideKeyWindow: presentInsideKeyWindow,
        rollbackWindow: rollbackWindow)
    }
  }

  /// Whether an entry is shown (`isCurrentlyDisplaying(entryNamed: nil)`, :123-132).
  private var isCurrentlyDisplaying: Bool { entryView != nil }

  /// Shows a view as an entry (:140-144).
  func display(
    view: UIView, using attributes: EKAttributes, presentInsideKeyWindow: Bool,
    rollbackWindow: SwiftEntryKit.RollbackWindow
  ) {
    let entryView = EKEntryView(newEntry: EKEntryView.Content(view: view, attributes: attributes))
    display(
      entryView: entryView, presentInsideKeyWindow: presentInsideKeyWindow,
      rollbackWindow: rollbackWindow)
  }

  /// Takes the window out of its scene, lets it go, and makes the rollback window key
  /// (:153-169).
  func displayRollbackWindow() {
    if UIDevice.current.systemVersion.compare("13.0", options: .numeric) != .orderedAscending {
      entryWindow.windowScene = nil
    }
    entryWindow = nil
    entryView = nil
    switch rollbackWindow! {
    case .main:
      if let mainRollbackWindow = mainRollbackWindow {
        mainRollbackWindow.makeKeyAndVisible()
      } else {
        UIApplication.shared.keyWindow?.makeKeyAndVisible()
      }
    case .custom(let window):
      window.makeKeyAndVisible()
    }
  }

  /// Shows the next waiting entry, or goes back to the rollback window; the completion runs
  /// before the next entry, or after the window has gone (:172-188).
  func displayPendingEntryOrRollbackWindow(
    dismissCompletionHandler: SwiftEntryKit.DismissCompletionHandler?
  ) {
    if let next = entryQueue.dequeue() {
      dismissCompletionHandler?()
      show(
        entryView: next.view, presentInsideKeyWindow: next.presentInsideKeyWindow,
        rollbackWindow: next.rollbackWindow)
    } else {
      displayRollbackWindow()
      dismissCompletionHandler?()
    }
  }

  /// Dismisses the entries a descriptor names (:191-215).
  func dismiss(
    _ descriptor: SwiftEntryKit.EntryDismissalDescriptor,
    with completion: SwiftEntryKit.DismissCompletionHandler? = nil
  ) {
    guard let rootVC = rootVC else { return }
    switch descriptor {
    case .displayed:
      rootVC.animateOutLastEntry(completionHandler: completion)
    case .specific(let name):
      entryQueue.removeEntries(by: name)
      if entryView?.attributes.name == name {
        rootVC.animateOutLastEntry(completionHandler: completion)
      }
    case .prioritizedLowerOrEqualTo(let priorityThreshold):
      entryQueue.removeEntries(withPriorityLowerOrEqualTo: priorityThreshold)
      if let currentPriority = entryView?.attributes.precedence.priority,
        currentPriority <= priorityThreshold
      {
        rootVC.animateOutLastEntry(completionHandler: completion)
      }
    case .enqueued:
      entryQueue.removeAll()
    case .all:
      entryQueue.removeAll()
      rootVC.animateOutLastEntry(completionHandler: completion)
    }
  }

  /// Shows an entry at once (:224-230).
  private func show(
    entryView: EKEntryView, presentInsideKeyWindow: Bool,
    rollbackWindow: SwiftEntryKit.RollbackWindow
  ) {
    guard
      let entryVC = prepare(
        for: entryView.attributes, presentInsideKeyWindow: presentInsideKeyWindow)
    else { return }
    entryVC.configure(entryView: entryView)
    self.entryView = entryView
    self.rollbackWindow = rollbackWindow
  }
}
