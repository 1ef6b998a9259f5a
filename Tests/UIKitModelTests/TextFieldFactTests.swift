import Foundation
import TestSupport
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The rules of a text field a person types in.
@Suite("Text field facts")
struct TextFieldFactTests {
  /// A login alert on screen: a plain field, then a secure one.
  @MainActor private static func showLogin(in application: UIApplication) -> UIAlertController {
    let alert = UIAlertController(title: "Log in", message: nil, preferredStyle: .alert)
    alert.addTextField { $0.placeholder = "Name" }
    alert.addTextField {
      $0.placeholder = "Password"
      $0.isSecureTextEntry = true
    }
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    application.rootViewController.present(alert, animated: true)
    application.runLoop.drain()
    return alert
  }

  @Test(
    "A secure field that regains the focus empties its text on the next keystroke", .fact("TF1")
  )
  func tf1SecureFieldRegainingFocus() {
    withApp { application in
      let alert = Self.showLogin(in: application)
      let screen = application.screen
      screen.type("ann", intoField: 0)
      screen.type("pw", intoField: 1)
      #expect(alert.textFields?[1].text == "pw", "the focus stayed: the keystrokes append")
      screen.type("e", intoField: 0)
      #expect(alert.textFields?[0].text == "anne", "a plain field edits as usual")
      screen.type("x", intoField: 1)
      #expect(alert.textFields?[1].text == "x", "a typed character replaces the text")
      screen.type("y", intoField: 1)
      #expect(alert.textFields?[1].text == "xy", "once only")
      screen.type("z", intoField: 0)
      screen.paste("sec", intoField: 1)
      #expect(alert.textFields?[1].text == "sec", "a paste replaces it too")
      screen.type("z", intoField: 0)
      screen.deleteBackward(1, inField: 1)
      #expect(alert.textFields?[1].text == "", "a delete leaves the field empty")
      #expect(alert.textFields?[0].isFirstResponder == false)
      #expect(alert.textFields?[1].isFirstResponder == true)
    }
  }
}
