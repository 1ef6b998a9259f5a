#if canImport(UIKit)
  import UIKit
#else
  @_spi(Simulation) import UIKitModel
#endif

/// What only the Objective-C original can say, kept apart from the Swift that UIKit's API
/// allows. Against UIKit each part is what a Swift port does instead; against the model it
/// is the original's behaviour, which the matrix runs (docs/Approaches.md, "What only
/// Objective-C can say").
extension DAAlertController {
  #if canImport(UIKit)
    /// A Swift port: Swift's assert, which traps in a debug build and is compiled out in a
    /// release build.
    static func assertAsTheOriginal(_ condition: @autoclosure () -> Bool, _ description: String) {
      assert(condition(), description)
    }

    /// A Swift port: an index out of range traps.
    static func action(at index: Int, in actions: [DAAlertAction]) -> DAAlertAction {
      actions[index]
    }

    /// A Swift port: every title is added after the initializer, so `firstOtherButtonIndex`
    /// stays -1 (AV3) and no title is dropped (AV1).
    static func objectiveCAlertView(
      title: String?, message: String?, cancelButtonTitle: String?, otherTitles titles: [String]
    ) -> UIAlertView {
      let alertView = UIAlertView(
        title: title, message: message, delegate: shared, cancelButtonTitle: cancelButtonTitle)
      for title in titles {
        alertView.addButton(withTitle: title)
      }
      return alertView
    }

    /// A Swift port: the overlay's order, the destructive title first, the other titles,
    /// then the cancel title last; `firstOtherButtonIndex` stays -1.
    static func objectiveCSheet(
      title: String?, cancelButtonTitle: String?, destructiveButtonTitle: String?,
      otherTitles titles: [String]
    ) -> UIActionSheet {
      let sheet = UIActionSheet(
        title: title, delegate: shared, cancelButtonTitle: nil,
        destructiveButtonTitle: destructiveButtonTitle)
      for title in titles {
        sheet.addButton(withTitle: title)
      }
      if let cancelButtonTitle {
        sheet.cancelButtonIndex = sheet.addButton(withTitle: cancelButtonTitle)
      }
      return sheet
    }

    /// A Swift port: with no view controller there is no view, and nothing is shown.
    static func showLegacySheet(_ sheet: UIActionSheet, inViewOf viewController: UIViewController?)
    {
      if let view = viewController?.view {
        sheet.show(in: view)
      }
    }
  #else
    /// NSAssert: it raises NSInternalInconsistencyException in a debug build and is compiled
    /// out in a release build (RT4).
    static func assertAsTheOriginal(_ condition: @autoclosure () -> Bool, _ description: String) {
      NSAssert(condition(), description)
    }

    /// NSArray's objectAtIndex:, which raises NSRangeException for an index out of range,
    /// -1 included (RT2).
    static func action(at index: Int, in actions: [DAAlertAction]) -> DAAlertAction {
      actions.object(at: index)
    }

    /// The library's UIAlertView, made with Objective-C's nil-terminated initializer: the
    /// other titles go through eleven fixed slots, so `firstOtherButtonIndex` is set (AV3)
    /// and titles past the eleventh are never shown (AV1).
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

    /// The library sends `showInView:` the view controller's view, which is nil when there
    /// is no view controller: Objective-C passes nil where Swift's `show(in:)` takes a view.
    /// On iOS 7 that raises, as a view in no window does (AS7).
    static func showLegacySheet(_ sheet: UIActionSheet, inViewOf viewController: UIViewController?)
    {
      sheet.showInView(viewController?.view)
    }
  #endif
}
