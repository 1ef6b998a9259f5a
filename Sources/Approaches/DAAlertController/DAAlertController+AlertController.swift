#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// The iOS 8+ path: UIAlertController (AC1 to AC12).
extension DAAlertController {
  /// An alert controller presented directly from the given view controller, with no walk
  /// to the topmost presented one (AC10). With a validation block every non-cancel action
  /// is enabled or disabled together, once before presenting and after every text change,
  /// through text-did-change observers that only a tap removes.
  static func showAlertController(
    in viewController: UIViewController?, title: String?, message: String?,
    actions: [DAAlertAction], numberOfTextFields: Int,
    configurationHandler: (([UITextField]) -> Void)?, validationBlock: (([UITextField]) -> Bool)?
  ) {
    let center = NotificationCenter.default
    let alertController = UIAlertController(title: title, message: message, preferredStyle: .alert)
    // The original's __block variables, which its observer blocks read: Swift needs them
    // marked to read them from a notification block.
    nonisolated(unsafe) var disableableActions: [UIAlertAction] = []
    var observers: [any NSObjectProtocol]? = []
    for action in actions {
      let actualAction = UIAlertAction(title: action.title, style: .init(action.style)) { _ in
        if let registered = observers, !registered.isEmpty {
          for observer in registered {
            center.removeObserver(observer)
          }
          observers = nil
        }
        action.handler?()
      }
      if validationBlock != nil, action.style != .cancel {
        disableableActions.append(actualAction)
      }
      alertController.addAction(actualAction)
    }
    if numberOfTextFields > 0 {
      nonisolated(unsafe) var textFields: [UITextField] = []
      nonisolated(unsafe) let validationBlock = validationBlock
      for _ in 0..<numberOfTextFields {
        alertController.addTextField { textField in
          textFields.append(textField)
          let observer = center.addObserver(
            forName: UITextField.textDidChangeNotification, object: textField, queue: nil
          ) { _ in
            // UIKit posts it on the main thread, where the block then runs.
            MainActor.assumeIsolated {
              guard let validationBlock else { return }
              let valid = validationBlock(textFields)
              for disableableAction in disableableActions {
                disableableAction.isEnabled = valid
              }
            }
          }
          observers?.append(observer)
        }
      }
      configurationHandler?(textFields)
      if let validationBlock {
        let valid = validationBlock(textFields)
        for disableableAction in disableableActions {
          disableableAction.isEnabled = valid
        }
      }
    }
    viewController?.present(alertController, animated: true)
  }

  /// An action sheet controller whose actions run their handlers.
  static func sheetController(title: String?, message: String?, actions: [DAAlertAction])
    -> UIAlertController
  {
    let controller = UIAlertController(
      title: title, message: message, preferredStyle: .actionSheet)
    for action in actions {
      controller.addAction(
        UIAlertAction(title: action.title, style: .init(action.style)) { _ in
          handleActionSelection(action)
        })
    }
    return controller
  }
}
