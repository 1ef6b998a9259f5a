#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

// What SDCAlertView 12.0.5 wires with Objective-C selectors, which Swift cannot form on
// Linux, where both the model and Scripts/parity-check build. The original is Swift, so
// there is no Objective-C-only behaviour to keep, as in the other approaches'
// `+ObjectiveC.swift` files; one branch serves both, with the same observable behaviour:
//
// - AlertController.swift:290-297 observes the keyboard with
//   `addObserver(_:selector:name:object:)` and never removes the observer. From iOS 9 (the
//   library's deployment target, Package.swift:8, SDCAlertView.podspec:14) Foundation
//   stops delivering to, and drops, an observer that has been freed (Apple: the method's
//   documentation, "If your app targets iOS 9.0 and later ... you don't need to unregister
//   an observer in its deallocation method"). The port uses block observers held by an
//   `ObserverBag` the controller owns, removed when the controller is freed: registered
//   while the alert lives, gone with it (L5, L6, T9 pass; L7, where the caller keeps the
//   alert, still counts them).
// - ActionsCollectionView.swift:139-141 (a selected item) and ActionSheetCancelActionView
//   .swift:66 (a button's target-action) report taps; the port's cells use
//   `UIControl.addAction(_:for:)` (iOS 14 in UIKit; a port artefact: UIKit's availability
//   is not checked for published wrappers). A disabled control ignores touches (Apple:
//   UIControl.isEnabled).
// - AlertController.swift:389-391 adds a UITapGestureRecognizer to the controller's view
//   and dismisses when the touch is outside the alert's frame (:396). The port puts a
//   full-screen control under the alert: a touch outside the alert reaches it, a touch on
//   the alert does not.

/// Block observers removed together when the bag is freed.
final class ObserverBag {
  private var tokens: [NSObjectProtocol] = []

  func add(_ token: NSObjectProtocol) {
    self.tokens.append(token)
  }

  deinit {
    for token in self.tokens {
      NotificationCenter.default.removeObserver(token)
    }
  }
}

extension AlertController {
  /// AlertController.swift:290-297.
  func listenForKeyboardChanges() {
    let center = NotificationCenter.default
    self.keyboardObservers.add(
      center.addObserver(
        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
      ) { [weak self] notification in
        // :300-304: the keyboard's end frame.
        let newFrameValue =
          notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
        guard let newFrame = newFrameValue?.cgRectValue else { return }
        MainActor.assumeIsolated { self?.keyboardWillShow(keyboardHeight: newFrame.height) }
      })
    self.keyboardObservers.add(
      center.addObserver(
        forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.keyboardWillHide() }
      })
  }

  /// AlertController.swift:389-391.
  func addChromeTapTarget() {
    let chrome = UIControl()
    chrome.addAction(
      UIAction { [weak self] _ in self?.chromeTapped() }, for: .touchUpInside)
    self.view.insertSubview(chrome, at: 0)
    self.chromeView = chrome  // sized with the view in layoutAlert
  }
}

extension ActionCell {
  /// ActionsCollectionView.swift:139-141, ActionSheetCancelActionView.swift:66, :99-102.
  func wireTap() {
    self.addAction(UIAction { [weak self] _ in self?.onTap?() }, for: .touchUpInside)
  }
}
