#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// One index handler on a UIAlertView subclass that is its own delegate, as
/// "Block-based UIAlertViews" describes it. The handler runs from didDismissWithButtonIndex,
/// after the dismiss animation (AV10), with whatever index UIKit passes: taps, the app's
/// own dismissals (AV11) and system cancels (AV12, -1 included). The caller adds buttons
/// with the inherited addButton(withTitle:) and maps raw indexes itself. The original was
/// manual retain/release; the model uses ARC.
open class ACAlertView: UIAlertView, UIAlertViewDelegate {
  /// The handler every dismissal reaches.
  public var buttonTapHandler: (Int) -> Void

  /// An alert with no buttons yet; it is its own delegate.
  public init(title: String?, message: String?, buttonTapHandler handler: @escaping (Int) -> Void) {
    buttonTapHandler = handler
    super.init(frame: .zero)
    if let title {
      self.title = title
    }
    self.message = message
    delegate = self
  }

  public required init?(coder: NSCoder) {
    fatalError("ACAlertView is made in code")
  }

  /// The document's convenience constructor.
  public static func alert(
    withTitle title: String?, message: String?, buttonTapHandler handler: @escaping (Int) -> Void
  ) -> ACAlertView {
    ACAlertView(title: title, message: message, buttonTapHandler: handler)
  }

  /// Passes the dismissal's index to the handler.
  public func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {
    buttonTapHandler(buttonIndex)
  }
}
