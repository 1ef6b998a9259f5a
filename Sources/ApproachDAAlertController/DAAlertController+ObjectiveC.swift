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

  /// The library's UIAlertView, made with Objective-C's nil-terminated initializer, which
  /// Swift cannot call: the other titles go through eleven fixed slots, so
  /// `firstOtherButtonIndex` is set (AV3) and titles past the eleventh are never shown
  /// (AV1).
  static func objectiveCAlertView(
    title: String?, message: String?, cancelButtonTitle: String?, otherTitles titles: [String]
  ) -> UIAlertView {
    UIAlertView(
      title: title, message: message, delegate: shared, cancelButtonTitle: cancelButtonTitle,
      nilTerminatedOtherButtonTitles: slot(titles, 0), slot(titles, 1), slot(titles, 2),
      slot(titles, 3), slot(titles, 4), slot(titles, 5), slot(titles, 6), slot(titles, 7),
      slot(titles, 8), slot(titles, 9), slot(titles, 10), nil)
  }

  /// The library's UIActionSheet, made the same way (AS1, AS3).
  static func objectiveCSheet(
    title: String?, cancelButtonTitle: String?, destructiveButtonTitle: String?,
    otherTitles titles: [String]
  ) -> UIActionSheet {
    UIActionSheet(
      title: title, delegate: shared, cancelButtonTitle: cancelButtonTitle,
      destructiveButtonTitle: destructiveButtonTitle,
      nilTerminatedOtherButtonTitles: slot(titles, 0), slot(titles, 1), slot(titles, 2),
      slot(titles, 3), slot(titles, 4), slot(titles, 5), slot(titles, 6), slot(titles, 7),
      slot(titles, 8), slot(titles, 9), slot(titles, 10), nil)
  }

  /// The title in one of the initializer's fixed slots, or nil, which ends the list.
  private static func slot(_ titles: [String], _ index: Int) -> String? {
    titles.indices.contains(index) ? titles[index] : nil
  }
}
