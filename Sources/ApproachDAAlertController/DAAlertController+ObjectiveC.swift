import UIKitModel

/// What only the Objective-C original can say, kept apart from the Swift that UIKit's API
/// allows (docs/Approaches.md explains each).
extension DAAlertController {
  /// The library sends `showInView:` the view controller's view, which is nil when there is
  /// no view controller: Objective-C passes nil where Swift's `show(in:)` takes a view. On
  /// iOS 7 that raises, as a view in no window does (AS7).
  static func showLegacySheet(_ sheet: UIActionSheet, inViewOf viewController: UIViewController?) {
    sheet.showInView(viewController?.view)
  }
}
