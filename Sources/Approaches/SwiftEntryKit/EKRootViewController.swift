#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

// SwiftEntryKit 2.0.0, Source/Infra/EKRootViewController.swift: the entry window's root,
// whose view holds the entries. One change for the model, which delivers no `touchesEnded`
// to a view controller: a touch on the screen around the entry reaches a control without a
// label that fills the view, behind the entries, whose action is the original's
// `touchesEnded` (:195-210); a person sees and touches the same. Left out: whether the window
// forwards touches (:36-41, :150-155), for `.forward`, which the column never uses; status
// bar and rotation (:46-95); and the background's colour animation (:237-266), whose
// `DispatchQueue.main.async` changes nothing any check reads.

/// What the root asks of the provider (:11-14).
protocol EntryPresenterDelegate: AnyObject {
  func displayPendingEntryOrRollbackWindow(
    dismissCompletionHandler: SwiftEntryKit.DismissCompletionHandler?)
}

/// The entry window's root view controller (:16-268).
class EKRootViewController: UIViewController {
  private unowned let delegate: EntryPresenterDelegate
  private var lastAttributes: EKAttributes!

  /// The entries shown, the newest last (:34-45).
  private var lastEntry: EKContentView? {
    view.subviews.last as? EKContentView
  }

  private var isDisplaying: Bool { lastEntry != nil }

  init(with delegate: EntryPresenterDelegate) {
    self.delegate = delegate
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// The view, with the screen's touch stand-in behind the entries (:105-110).
  override func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
    let screenTouches = UIControl(frame: view.bounds)
    screenTouches.addAction(
      UIAction { [unowned self] _ in self.screenTouched() }, for: .touchUpInside)
    view.insertSubview(screenTouches, at: 0)
  }

  /// Shows an entry over the last one, which goes (:121-149).
  func configure(entryView: EKEntryView) {
    let attributes = entryView.attributes
    let previousAttributes = lastAttributes
    removeLastEntry(lastAttributes: previousAttributes, keepWindow: true)
    lastAttributes = attributes
    let entryContentView = EKContentView(withEntryDelegate: self)
    view.addSubview(entryContentView)
    entryContentView.setup(with: entryView)
  }

  /// Whether an entry of this priority may replace the one shown (:167-172).
  func canDisplay(attributes: EKAttributes) -> Bool {
    guard let lastAttributes = lastAttributes else { return true }
    return attributes.precedence.priority >= lastAttributes.precedence.priority
  }

  /// Takes the last entry out, animated unless its pop is overridden (:175-185).
  private func removeLastEntry(lastAttributes: EKAttributes?, keepWindow: Bool) {
    guard let attributes = lastAttributes else { return }
    if attributes.popBehavior.isOverriden {
      lastEntry?.removePromptly()
    } else {
      popLastEntry()
    }
  }

  /// Animates the last entry out, then runs the completion (:187-190).
  func animateOutLastEntry(completionHandler: SwiftEntryKit.DismissCompletionHandler? = nil) {
    lastEntry?.dismissHandler = completionHandler
    lastEntry?.animateOut(pushOut: false)
  }

  /// Pops the last entry (:193-195).
  func popLastEntry() {
    lastEntry?.animateOut(pushOut: true)
  }

  /// A touch on the screen around the entry (`touchesEnded`, :200-210).
  private func screenTouched() {
    if case .dismissEntry = lastAttributes?.screenInteraction.defaultAction {
      lastEntry?.animateOut(pushOut: false)
    }
  }
}

extension EKRootViewController: EntryContentViewDelegate {
  /// Once an entry has gone: with none shown, the provider shows the next or lets the window
  /// go; with another shown, the completion never runs (:217-227).
  func didFinishDisplaying(
    entry: EKEntryView, keepWindowActive: Bool,
    dismissCompletionHandler: SwiftEntryKit.DismissCompletionHandler?
  ) {
    guard !isDisplaying else { return }
    guard !keepWindowActive else { return }
    delegate.displayPendingEntryOrRollbackWindow(dismissCompletionHandler: dismissCompletionHandler)
  }
}
