#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

// SwiftEntryKit 2.0.0, Source/Infra/EKContentView.swift: an entry on screen, placed at its
// position, brought in, and taken out after its display duration, at a dismissal or when
// another entry takes its place. Every step after an animation waits for the animation's
// duration on the main queue (:315-322, :345-375, :378-414), which is how the library orders
// them (MQ1); an infinite display duration clamps to a deadline never reached, so such an
// entry never goes by itself. The model draws no motion: an animation's end is reached at
// once, and frames stand in for the constraints (:111-283). Left out: swipes, taps on the
// entry, keyboard binding, haptics and lifecycle events.

/// What an entry on screen tells the root (:11-15).
protocol EntryContentViewDelegate: AnyObject {
  func didFinishDisplaying(
    entry: EKEntryView, keepWindowActive: Bool,
    dismissCompletionHandler: SwiftEntryKit.DismissCompletionHandler?)
}

/// An entry on screen (:17-490).
class EKContentView: UIView {
  private weak var entryDelegate: EntryContentViewDelegate!
  /// The scheduled exit (:56).
  private var outDispatchWorkItem: DispatchWorkItem!
  /// Runs once the entry has gone (:61).
  var dismissHandler: SwiftEntryKit.DismissCompletionHandler?
  private var contentView: EKEntryView!

  private var attributes: EKAttributes { contentView.attributes }

  init(withEntryDelegate entryDelegate: EntryContentViewDelegate) {
    self.entryDelegate = entryDelegate
    super.init(frame: .zero)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Places the entry and brings it in (:82-108).
  func setup(with contentView: EKEntryView) {
    self.contentView = contentView
    addSubview(contentView)
    setupInitialPosition()
    animateIn()
  }

  /// A floating entry: 20 points from each side, at most as wide as the screen's shorter
  /// edge, at the top, in the middle, or 10 points above the bottom
  /// (EKAttributes+PositionConstraints.swift:175-177; the Example's presets).
  private func setupInitialPosition() {
    let screen = UIScreen.main.bounds
    let width = min(screen.width - 40, min(screen.width, screen.height))
    let height = contentView.layout(width: width)
    contentView.frame = CGRect(x: 0, y: 0, width: width, height: height)
    let y: CGFloat
    switch attributes.position {
    case .top: y = 20
    case .center: y = (screen.height - height) / 2
    case .bottom: y = screen.height - height - 10
    }
    frame = CGRect(x: (screen.width - width) / 2, y: y, width: width, height: height)
  }

  /// Schedules the exit after the entrance and the display duration (:315-322).
  private func scheduleAnimateOut(withDelay delay: TimeInterval? = nil) {
    outDispatchWorkItem?.cancel()
    // The main queue runs the block on the main actor, which Swift 6's checks cannot see in
    // a work item's block (the original, of Swift 5, says nothing).
    outDispatchWorkItem = DispatchWorkItem { [weak self] in
      MainActor.assumeIsolated { self?.animateOut(pushOut: false) }
    }
    let delay = attributes.entranceAnimation.totalDuration + (delay ?? attributes.displayDuration)
    DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: outDispatchWorkItem)
  }

  /// Takes the entry out: by its pop animation when another takes its place, else by its
  /// exit animation (:325-343).
  func animateOut(pushOut: Bool) {
    outDispatchWorkItem?.cancel()
    if case .animated(let animation) = attributes.popBehavior, pushOut {
      animateOut(with: animation)
    } else {
      animateOut(with: attributes.exitAnimation)
    }
  }

  /// Removes the entry once the animation has run (:345-375).
  private func animateOut(with animation: EKAttributes.Animation) {
    if animation.containsAnimation {
      DispatchQueue.main.asyncAfter(deadline: .now() + animation.maxDuration) {
        self.removeFromSuperview(keepWindow: false)
      }
    } else {
      removeFromSuperview(keepWindow: false)
    }
  }

  /// Brings the entry in, then schedules its exit (:378-414). The did-appear event the
  /// original sends once the entrance has run (:405-411) is left out: no call site sets it.
  private func animateIn() {
    scheduleAnimateOut()
  }

  /// Removes the entry at once, with no animation (:461-467).
  func removePromptly(keepWindow: Bool = true) {
    outDispatchWorkItem?.cancel()
    removeFromSuperview(keepWindow: keepWindow)
  }

  /// Takes the entry off the screen and tells the root (:469-485).
  func removeFromSuperview(keepWindow: Bool) {
    guard superview != nil else { return }
    super.removeFromSuperview()
    entryDelegate.didFinishDisplaying(
      entry: contentView, keepWindowActive: keepWindow, dismissCompletionHandler: dismissHandler)
  }
}
