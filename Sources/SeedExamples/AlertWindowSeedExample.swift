import ApproachAlertWindow
import UIKitModel

/// The usage example of "How to present UIAlertController when not in a view controller?": a global alert with one text field, read
/// in the handler through a local reference so that the handler does not capture the alert.
/// `log` stands for NSLog.
@MainActor
public func showAlertWindowSeedExample(log: @escaping (String) -> Void) {
  var localTextField: UITextField?
  let alert = UIAlertController(
    title: "Global Alert", message: "Enter some text", preferredStyle: .alert)
  alert.addAction(
    UIAlertAction(title: "OK", style: .default) { _ in
      log("do something with text:\(localTextField?.text ?? "")")
    })
  alert.addTextField { textField in
    localTextField = textField
  }
  alert.show()
}
