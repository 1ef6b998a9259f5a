@_spi(Simulation) import UIKitModel
import UIKitSimulation

extension ShownAlert {
  /// What a caller holds after showing a UIAlertView (or a subclass): the alert, shown
  /// again with `show()`, and dismissed as the docs advise on entering the background,
  /// with the cancel button index (AV13). Both calls hold the alert weakly.
  @MainActor
  public init(alertView: UIAlertView) {
    self.init(
      alert: alertView,
      showAgain: { [weak alertView] in alertView?.show() },
      dismiss: { [weak alertView] in
        guard let alertView else { return }
        alertView.dismiss(withClickedButtonIndex: alertView.cancelButtonIndex, animated: false)
      })
  }
}
