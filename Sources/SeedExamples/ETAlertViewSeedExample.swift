import ApproachETAlertView
import UIKitModel

/// The usage example of "Taming UIAlertView": an alert with an OK and a Cancel block.
/// `log` stands for NSLog. The seed's snippet stops before showing; an app shows it.
@MainActor
public func showETAlertViewSeedExample(log: @escaping (String) -> Void) {
  let view = ETAlertView(title: "Alert", message: "Hello World!")
  view.addButton(withTitle: "OK") {
    log("OK tapped")
  }
  view.addButton(withTitle: "Cancel") {
    log("Cancel tapped")
  }
  view.show()
}
