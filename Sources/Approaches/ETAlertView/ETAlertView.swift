#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// A block run when its button is tapped.
public typealias CallbackBlock = () -> Void

/// Per-button blocks on a UIAlertView subclass that is its own delegate, as
/// "Taming UIAlertView" describes it, flaws included:
/// - no cancel button: cancelButtonIndex stays -1 (AV2, AV4);
/// - blocks live in a mutable array indexed by button index, so a nil block raises when
///   added and a simulated cancel tap at index -1 raises when looked up (RT2, AV12): what
///   NSMutableArray does is in `ETAlertView+ObjectiveC.swift`;
/// - a button added with the inherited addButton(withTitle:) shifts every later index;
/// - blocks run in clickedButtonAtIndex, before the alert has gone (AV10).
open class ETAlertView: UIAlertView, UIAlertViewDelegate {
  /// The blocks, by button index.
  var buttonBlocks = ButtonBlocks()

  /// An alert with no buttons yet; it is its own delegate.
  public init(title: String?, message: String?) {
    super.init(frame: .zero)
    if let title {
      self.title = title
    }
    self.message = message
    delegate = self
  }

  public required init?(coder: NSCoder) {
    fatalError("ETAlertView is made in code")
  }

  /// Adds a button and the block its tap runs.
  public func addButton(withTitle title: String?, callback block: CallbackBlock?) {
    addButton(withTitle: title)
    buttonBlocks.add(block)
  }

  /// Runs the block at the tapped index.
  public func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
    let block = buttonBlocks.object(at: buttonIndex)
    block()
  }
}
