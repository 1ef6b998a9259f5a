// swift-format-ignore-file: AlwaysUseLowerCamelCase
// BlocksKit's `bk_` names, as Swift imports its Objective-C selectors.

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Simulation) import UIKitModel
#endif

// What only the Objective-C original can say, kept apart from the Swift that UIKit's API
// allows (docs/Approaches.md, "Written against UIKit's Swift API"). Against UIKit each part is
// what a Swift port does instead; against the model it is the original's behaviour, which the
// matrix runs. Line numbers are v2.2.5's. Four parts:
// - the swapped `setDelegate:` of UIAlertView and UIActionSheet;
// - `respondsToSelector:` before telling the app's own delegate of a cancel;
// - the class-level dynamic delegate of `+bk_showAlertViewWithTitle:...`;
// - NSAssert.

extension UIAlertView {
  #if canImport(UIKit)
    /// A Swift port: a Swift extension cannot swap UIAlertView's delegate setter, so the port
    /// sets the delegate plainly. Where BlocksKit's own code sets it, the result is the same
    /// (the dynamic delegate, no `realDelegate`); but an app that later sets `delegate` to its
    /// own object replaces the dynamic delegate, and every block of the alert stops running.
    func bk_setDelegate(_ newDelegate: AnyObject?) {
      delegate = newDelegate
    }
  #else
    /// The original: BlocksKit's `+load` swaps `-setDelegate:` for its own
    /// (`bk_registerDynamicDelegate`, NSObject+A2BlockDelegate.m:296-349). The new setter makes
    /// the dynamic delegate UIKit's delegate through the original setter, unless a dynamic
    /// delegate already is (m:172-190), and keeps the object passed as `realDelegate`,
    /// weakly, nil when it is the dynamic delegate itself (m:329-335). So an app may set its
    /// own delegate after BlocksKit: both run, its delegate first, and the getter answers the
    /// dynamic delegate (the getter is not swapped, m:342). The model has no method swizzling
    /// (its CategoryTable replaces view-controller appearance methods only): BlocksKit's own
    /// code sends this where Objective-C sends `setDelegate:`, and app code that assigns
    /// `delegate` directly is not intercepted.
    func bk_setDelegate(_ newDelegate: AnyObject?) {
      let dynamicDelegate = bk_ensuredDynamicDelegate
      dynamicDelegate.realDelegate = newDelegate === dynamicDelegate ? nil : newDelegate
    }
  #endif
}

extension UIActionSheet {
  #if canImport(UIKit)
    /// A Swift port: as for UIAlertView, the setter cannot be swapped.
    func bk_setDelegate(_ newDelegate: (any UIActionSheetDelegate)?) {
      delegate = newDelegate
    }
  #else
    /// The original's swapped setter, as for UIAlertView.
    func bk_setDelegate(_ newDelegate: (any UIActionSheetDelegate)?) {
      let dynamicDelegate = bk_ensuredDynamicDelegate
      let object = newDelegate.map { $0 as AnyObject }
      dynamicDelegate.realDelegate = object === dynamicDelegate ? nil : object
    }
  #endif
}

/// The runtime pieces the categories lean on.
@MainActor
enum BlocksKitRuntime {
  #if canImport(UIKit)
    // Every UIAlertViewDelegate and UIActionSheetDelegate method is an `@objc optional`
    // requirement: the original asks `respondsToSelector:` before each call to the app's
    // delegate (UIAlertView+BlocksKit.m:22-100, UIActionSheet+BlocksKit.m:19-74), which Swift
    // says as `?(…)`.

    /// Tells the app's delegate of a cancel (UIAlertView+BlocksKit.m:37).
    static func forwardAlertViewCancel(
      _ alertView: UIAlertView, to realDelegate: (any UIAlertViewDelegate)?
    ) {
      realDelegate?.alertViewCancel?(alertView)
    }

    /// As for the alert (UIActionSheet+BlocksKit.m:71).
    static func forwardActionSheetCancel(
      _ actionSheet: UIActionSheet, to realDelegate: (any UIActionSheetDelegate)?
    ) {
      realDelegate?.actionSheetCancel?(actionSheet)
    }

    /// The app's delegate's answer, where it gives one (UIAlertView+BlocksKit.m:22-25).
    static func shouldEnableFirstOtherButton(
      _ alertView: UIAlertView, askingOf realDelegate: (any UIAlertViewDelegate)?
    ) -> Bool? {
      realDelegate?.alertViewShouldEnableFirstOtherButton?(alertView)
    }

    static func forwardClick(
      _ alertView: UIAlertView, at index: Int, to realDelegate: (any UIAlertViewDelegate)?
    ) {
      realDelegate?.alertView?(alertView, clickedButtonAt: index)
    }

    static func forwardWillDismiss(
      _ alertView: UIAlertView, at index: Int, to realDelegate: (any UIAlertViewDelegate)?
    ) {
      realDelegate?.alertView?(alertView, willDismissWithButtonIndex: index)
    }

    static func forwardDidDismiss(
      _ alertView: UIAlertView, at index: Int, to realDelegate: (any UIAlertViewDelegate)?
    ) {
      realDelegate?.alertView?(alertView, didDismissWithButtonIndex: index)
    }

    static func forwardWillPresent(
      _ alertView: UIAlertView, to realDelegate: (any UIAlertViewDelegate)?
    ) {
      realDelegate?.willPresent?(alertView)
    }

    static func forwardDidPresent(
      _ alertView: UIAlertView, to realDelegate: (any UIAlertViewDelegate)?
    ) {
      realDelegate?.didPresent?(alertView)
    }

    static func forwardClick(
      _ actionSheet: UIActionSheet, at index: Int, to realDelegate: (any UIActionSheetDelegate)?
    ) {
      realDelegate?.actionSheet?(actionSheet, clickedButtonAt: index)
    }

    static func forwardWillDismiss(
      _ actionSheet: UIActionSheet, at index: Int, to realDelegate: (any UIActionSheetDelegate)?
    ) {
      realDelegate?.actionSheet?(actionSheet, willDismissWithButtonIndex: index)
    }

    static func forwardDidDismiss(
      _ actionSheet: UIActionSheet, at index: Int, to realDelegate: (any UIActionSheetDelegate)?
    ) {
      realDelegate?.actionSheet?(actionSheet, didDismissWithButtonIndex: index)
    }

    static func forwardWillPresent(
      _ actionSheet: UIActionSheet, to realDelegate: (any UIActionSheetDelegate)?
    ) {
      realDelegate?.willPresent?(actionSheet)
    }

    static func forwardDidPresent(
      _ actionSheet: UIActionSheet, to realDelegate: (any UIActionSheetDelegate)?
    ) {
      realDelegate?.didPresent?(actionSheet)
    }

    /// A Swift port of `+bk_showAlertViewWithTitle:...` cannot ask a metatype for an
    /// associated dynamic delegate: it makes the alert with no delegate, and setting
    /// `bk_didDismissBlock` installs the alert's own.
    static func alertViewForShowAlertView(
      title: String?, message: String?, cancelButtonTitle: String?
    ) -> UIAlertView {
      UIAlertView(
        title: title, message: message, delegate: nil, cancelButtonTitle: cancelButtonTitle)
    }

    /// A Swift port: Swift's assert, which traps in a debug build and is compiled out of a
    /// release build.
    static func assert(_ condition: @autoclosure () -> Bool, _ description: String) {
      Swift.assert(condition(), description)
    }

  #else
    /// The original asks `[realDelegate respondsToSelector:@selector(alertViewCancel:)]`
    /// (UIAlertView+BlocksKit.m:37) and tells it only then. The model cannot ask: its
    /// UIAlertViewDelegate gives every delegate a default `alertViewCancel`, which marks the
    /// alert as having a delegate without the method (AV12), so forwarding to an app delegate
    /// without one would make the model simulate a cancel click after BlocksKit's own cancel
    /// block, running it twice. So it tells the app's delegate nothing; no scenario of the
    /// matrix sets one.
    static func forwardAlertViewCancel(
      _ alertView: UIAlertView, to realDelegate: (any UIAlertViewDelegate)?
    ) {}

    /// As for the alert (UIActionSheet+BlocksKit.m:71).
    static func forwardActionSheetCancel(
      _ actionSheet: UIActionSheet, to realDelegate: (any UIActionSheetDelegate)?
    ) {}

    // The model's delegate protocols give every method a default that does what UIKit does
    // when a delegate lacks it, so the calls need no `?`.

    static func shouldEnableFirstOtherButton(
      _ alertView: UIAlertView, askingOf realDelegate: (any UIAlertViewDelegate)?
    ) -> Bool? {
      realDelegate?.alertViewShouldEnableFirstOtherButton(alertView)
    }

    static func forwardClick(
      _ alertView: UIAlertView, at index: Int, to realDelegate: (any UIAlertViewDelegate)?
    ) {
      realDelegate?.alertView(alertView, clickedButtonAt: index)
    }

    static func forwardWillDismiss(
      _ alertView: UIAlertView, at index: Int, to realDelegate: (any UIAlertViewDelegate)?
    ) {
      realDelegate?.alertView(alertView, willDismissWithButtonIndex: index)
    }

    static func forwardDidDismiss(
      _ alertView: UIAlertView, at index: Int, to realDelegate: (any UIAlertViewDelegate)?
    ) {
      realDelegate?.alertView(alertView, didDismissWithButtonIndex: index)
    }

    static func forwardWillPresent(
      _ alertView: UIAlertView, to realDelegate: (any UIAlertViewDelegate)?
    ) {
      realDelegate?.willPresent(alertView)
    }

    static func forwardDidPresent(
      _ alertView: UIAlertView, to realDelegate: (any UIAlertViewDelegate)?
    ) {
      realDelegate?.didPresent(alertView)
    }

    static func forwardClick(
      _ actionSheet: UIActionSheet, at index: Int, to realDelegate: (any UIActionSheetDelegate)?
    ) {
      realDelegate?.actionSheet(actionSheet, clickedButtonAt: index)
    }

    static func forwardWillDismiss(
      _ actionSheet: UIActionSheet, at index: Int, to realDelegate: (any UIActionSheetDelegate)?
    ) {
      realDelegate?.actionSheet(actionSheet, willDismissWithButtonIndex: index)
    }

    static func forwardDidDismiss(
      _ actionSheet: UIActionSheet, at index: Int, to realDelegate: (any UIActionSheetDelegate)?
    ) {
      realDelegate?.actionSheet(actionSheet, didDismissWithButtonIndex: index)
    }

    static func forwardWillPresent(
      _ actionSheet: UIActionSheet, to realDelegate: (any UIActionSheetDelegate)?
    ) {
      realDelegate?.willPresent(actionSheet)
    }

    static func forwardDidPresent(
      _ actionSheet: UIActionSheet, to realDelegate: (any UIActionSheetDelegate)?
    ) {
      realDelegate?.didPresent(actionSheet)
    }

    /// The dynamic delegate of the UIAlertView class object. In the class method
    /// `+bk_showAlertViewWithTitle:...`, `self.bk_dynamicDelegate` (UIAlertView+BlocksKit.m:136)
    /// is the class's own dynamic delegate, an associated object of the class object that lives as
    /// long as the app and is shared by every alert the method shows. The model keeps associated
    /// objects on UIKit's instances only (RT1), so it is a static here.
    static let classDynamicDelegate = A2DynamicUIAlertViewDelegate()

    /// The alert of `+bk_showAlertViewWithTitle:...` (UIAlertView+BlocksKit.m:136): the
    /// initializer is given the class's dynamic delegate. UIKit's initializer sets it through
    /// `setDelegate:`, which BlocksKit swapped (an assumption: issue #291 reports the call working
    /// on 64-bit devices, which it could not if the class's delegate, holding no blocks, were left
    /// as the delegate), so the alert's own dynamic delegate becomes the delegate and the class's
    /// its `realDelegate`. The model's initializer stores the delegate directly, so this makes the
    /// alert with none and sends the swapped setter itself.
    static func alertViewForShowAlertView(
      title: String?, message: String?, cancelButtonTitle: String?
    ) -> UIAlertView {
      let alertView = UIAlertView(
        title: title, message: message, delegate: nil, cancelButtonTitle: cancelButtonTitle)
      alertView.bk_setDelegate(classDynamicDelegate)
      return alertView
    }

    /// NSAssert: NSInternalInconsistencyException in a debug build, nothing in a release
    /// build (RT4).
    static func assert(_ condition: @autoclosure () -> Bool, _ description: String) {
      NSAssert(condition(), description)
    }

  #endif
}
