@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// Presents an action sheet of Share and Cancel from the root view controller, pointing at
/// its view, and returns what the screen draws once it has appeared.
@MainActor
func presentAnchoredShareSheet(in application: UIApplication) -> DrawnAlert? {
  let sheet = UIAlertController(title: "T", message: nil, preferredStyle: .actionSheet)
  sheet.addAction(UIAlertAction(title: "Share", style: .default))
  sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
  sheet.popoverPresentationController?.sourceView = application.rootViewController.view
  application.rootViewController.present(sheet, animated: false)
  application.runLoop.drain()
  return application.screen.alert
}
