#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

// SwiftEntryKit 2.0.0 (github.com/huri000/SwiftEntryKit, tag 2.0.0, commit 5ad36cc,
// 17 October 2021), Source/SwiftEntryKit.swift, ported to the UIKit model: the entry point an
// app calls. Every call only sends its work to the main queue (:108-112, :149-153), so nothing
// is shown or dismissed before the caller's code has returned (MQ1). Left out: `window`,
// `transform`, `layoutIfNeeded` and the queries, which no call site of the column uses.

/// Shows and dismisses entries, in a window of the library's own.
public final class SwiftEntryKit {
  /// Which entries a dismissal takes (:16-31).
  public enum EntryDismissalDescriptor {
    case specific(entryName: String)
    case prioritizedLowerOrEqualTo(priority: EKAttributes.Precedence.Priority)
    case enqueued
    case all
    case displayed
  }

  /// The window made key once the last entry has gone (:34-41).
  public enum RollbackWindow {
    case main
    case custom(window: UIWindow)
  }

  /// Runs once an entry has been dismissed (:44).
  public typealias DismissCompletionHandler = () -> Void

  private init() {}

  /// Shows a view as an entry on the next turn of the main queue (:108-112).
  public class func display(
    entry view: UIView, using attributes: EKAttributes, presentInsideKeyWindow: Bool = false,
    rollbackWindow: RollbackWindow = .main
  ) {
    DispatchQueue.main.async {
      EKWindowProvider.shared.display(
        view: view, using: attributes, presentInsideKeyWindow: presentInsideKeyWindow,
        rollbackWindow: rollbackWindow)
    }
  }

  /// Dismisses entries on the next turn of the main queue; the completion runs once the
  /// entry has gone (:149-153).
  public class func dismiss(
    _ descriptor: EntryDismissalDescriptor = .displayed,
    with completion: DismissCompletionHandler? = nil
  ) {
    DispatchQueue.main.async {
      EKWindowProvider.shared.dismiss(descriptor, with: completion)
    }
  }
}
