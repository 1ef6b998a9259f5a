import ApproachACAlertView
import UIKitModel

/// The usage example of "Block-based UIAlertViews": the handler maps raw index 0 by hand.
@MainActor
public func showACAlertViewSeedExample(destroyUniverse: @escaping () -> Void) {
  let alert = ACAlertView.alert(
    withTitle: "Destroy the universe?", message: "This is serious business."
  ) { buttonIndex in
    if buttonIndex == 0 {
      destroyUniverse()
    }
  }
  alert.addButton(withTitle: "Hell yeah")
  alert.addButton(withTitle: "Nah that's okay")
  alert.show()
}
