// swift-format-ignore-file: AlwaysUseLowerCamelCase
// BlocksKit's `bk_` names, as Swift imports its Objective-C selectors.

#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

// BlocksKit v2.2.5's UIAlertView category (BlocksKit/UIKit/UIAlertView+BlocksKit.{h,m}; tag
// v2.2.5 = commit 87c7a8c5f5f6adc9081e38fda2a89b21d2367550; line numbers are v2.2.5's, master
// 52671356 has the same code three lines further down after line 9).
// What follows from the source and UIKit's rules:
// - per-button blocks run from the dynamic delegate's clickedButtonAtIndex, before the alert
//   has gone (m:90-104, AV10); only `bk_showAlertViewWithTitle:...`'s handler runs at
//   did-dismiss, because it is stored as `bk_didDismissBlock` (m:143-144);
// - the category's initializers pass no other titles (m:136, m:166), so
//   `firstOtherButtonIndex` stays -1 (AV3) and UIKit never asks the should-enable hook (AV14):
//   `bk_shouldEnableFirstOtherButtonBlock` never runs for an alert they made;
// - the cancel button is an added button made cancel by `cancelButtonIndex` (m:184-192), so it
//   is drawn bold at the cancel position (AV16); a second one moves the index, unrefused;
// - on iOS 7 a system cancel reaches `alertViewCancel:`, which the dynamic delegate implements,
//   so UIKit simulates no click and the block at `cancelButtonIndex` runs once (m:34-44, AV12);
// - blocks live in the dynamic delegate, which the alert keeps: a block that captures the
//   alert makes a cycle (RT1).

/// A2DynamicUIAlertViewDelegate (UIAlertView+BlocksKit.m:13-106). Each method tells the app's
/// own delegate first (`realDelegate`, when it set one), then runs BlocksKit's block.
final class A2DynamicUIAlertViewDelegate: A2DynamicDelegate, UIAlertViewDelegate {
  /// `bk_willShowBlock`, linked to willPresentAlertView: (m:119).
  var willShowBlock: ((UIAlertView) -> Void)?
  /// `bk_didShowBlock`, linked to didPresentAlertView: (m:120).
  var didShowBlock: ((UIAlertView) -> Void)?
  /// `bk_willDismissBlock`, linked to alertView:willDismissWithButtonIndex: (m:121).
  var willDismissBlock: ((UIAlertView, Int) -> Void)?
  /// `bk_didDismissBlock`, linked to alertView:didDismissWithButtonIndex: (m:122).
  var didDismissBlock: ((UIAlertView, Int) -> Void)?
  /// `bk_shouldEnableFirstOtherButtonBlock`, linked to alertViewShouldEnableFirstOtherButton:
  /// (m:123).
  var shouldEnableFirstOtherButtonBlock: ((UIAlertView) -> Bool)?

  private var realAlertDelegate: (any UIAlertViewDelegate)? {
    realDelegate as? any UIAlertViewDelegate
  }

  /// m:19-32: the app's delegate's answer and the block's, both asked, ANDed; YES when
  /// neither exists. UIKit asks only when the alert has a first other button (AV14).
  func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool {
    var should = true
    if let answer = BlocksKitRuntime.shouldEnableFirstOtherButton(
      alertView, askingOf: realAlertDelegate)
    {
      should = should && answer
    }
    if let shouldEnableFirstOtherButtonBlock {
      let answer = shouldEnableFirstOtherButtonBlock(alertView)
      should = should && answer
    }
    return should
  }

  /// m:34-44: a system cancel (iOS 7 only, AV12) runs the block at `cancelButtonIndex`, read
  /// when the call comes. Implementing this method is what stops UIKit from simulating a
  /// click on the cancel button, so the block runs once.
  func alertViewCancel(_ alertView: UIAlertView) {
    BlocksKitRuntime.forwardAlertViewCancel(alertView, to: realAlertDelegate)
    handlers[alertView.cancelButtonIndex]?()
  }

  /// m:46-55.
  func willPresent(_ alertView: UIAlertView) {
    BlocksKitRuntime.forwardWillPresent(alertView, to: realAlertDelegate)
    willShowBlock?(alertView)
  }

  /// m:57-66.
  func didPresent(_ alertView: UIAlertView) {
    BlocksKitRuntime.forwardDidPresent(alertView, to: realAlertDelegate)
    didShowBlock?(alertView)
  }

  /// m:68-77.
  func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int) {
    BlocksKitRuntime.forwardWillDismiss(alertView, at: buttonIndex, to: realAlertDelegate)
    willDismissBlock?(alertView, buttonIndex)
  }

  /// m:79-88: after the dismissal animation (AV10). `bk_showAlertViewWithTitle:...`'s handler
  /// runs here.
  func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {
    BlocksKitRuntime.forwardDidDismiss(alertView, at: buttonIndex, to: realAlertDelegate)
    didDismissBlock?(alertView, buttonIndex)
  }

  /// m:90-104: the per-button block runs here, from the click call, which UIKit makes before
  /// it dismisses the alert (AV10). An index with no block (-1 included) runs nothing.
  func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
    BlocksKitRuntime.forwardClick(alertView, at: buttonIndex, to: realAlertDelegate)
    handlers[buttonIndex]?()
  }
}

extension UIAlertView {
  // MARK: The dynamic delegate

  /// `bk_dynamicDelegate` (NSObject+A2DynamicDelegate.m:43-48, 61-86): the alert's dynamic
  /// delegate, made on first use and kept as an associated object with the retain policy, so
  /// that it lives as long as the alert (RT1). Reading it does not make it the delegate.
  var bk_dynamicDelegate: A2DynamicUIAlertViewDelegate {
    if let existing = objc_getAssociatedObject(self, &BlocksKitKeys.alertViewDelegate)
      as? A2DynamicUIAlertViewDelegate
    {
      return existing
    }
    let made = A2DynamicUIAlertViewDelegate()
    objc_setAssociatedObject(
      self, &BlocksKitKeys.alertViewDelegate, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    return made
  }

  /// `getDynamicDelegate(...)` (NSObject+A2BlockDelegate.m:172-190), which every linked
  /// property's getter and setter goes through: the dynamic delegate, made UIKit's delegate
  /// through the original setter unless the delegate already is a dynamic delegate, any
  /// dynamic delegate (m:184). Its `ensuring` argument is never read, so getters install it too.
  var bk_ensuredDynamicDelegate: A2DynamicUIAlertViewDelegate {
    let dynamicDelegate = bk_dynamicDelegate
    if !(delegate is A2DynamicDelegate) {
      delegate = dynamicDelegate
    }
    return dynamicDelegate
  }

  // MARK: Creating alert views

  /// +bk_showAlertViewWithTitle:message:cancelButtonTitle:otherButtonTitles:handler:
  /// (m:130-150): shows at once, so no field or block can be added before it appears. With no
  /// titles at all the cancel button is "Dismiss". The handler is stored as
  /// `bk_didDismissBlock`: it runs at did-dismiss, after the alert has gone, with the raw
  /// index, for taps and for the app's own dismissals alike (AV10, AV11).
  @discardableResult
  public class func bk_showAlertView(
    withTitle title: String?, message: String?, cancelButtonTitle: String?,
    otherButtonTitles: [String]?, handler block: ((UIAlertView, Int) -> Void)?
  ) -> UIAlertView {
    var cancelButtonTitle = cancelButtonTitle
    if (cancelButtonTitle ?? "").isEmpty, (otherButtonTitles ?? []).isEmpty {
      cancelButtonTitle = "Dismiss"
    }
    let alertView = BlocksKitRuntime.alertViewForShowAlertView(
      title: title, message: message, cancelButtonTitle: cancelButtonTitle)
    for button in otherButtonTitles ?? [] {
      alertView.addButton(withTitle: button)
    }
    if let block {
      alertView.bk_didDismissBlock = block
    }
    alertView.show()
    return alertView
  }

  /// +bk_alertViewWithTitle: (m:154-157). Despite its header ("with only a title and cancel
  /// button") it adds no cancel button (issue #342).
  public class func bk_alertView(withTitle title: String?) -> UIAlertView {
    bk_alertView(withTitle: title, message: nil)
  }

  /// +bk_alertViewWithTitle:message: (m:159-162).
  public class func bk_alertView(withTitle title: String?, message: String?) -> UIAlertView {
    UIAlertView(bk_title: title, message: message)
  }

  /// -bk_initWithTitle:message: (m:164-172): no buttons, no other titles, so
  /// `firstOtherButtonIndex` is -1 for good (AV3); the dynamic delegate is set as the
  /// delegate through the swapped setter, which leaves `realDelegate` nil.
  public convenience init(bk_title title: String?, message: String?) {
    self.init(title: title, message: message, delegate: nil, cancelButtonTitle: nil)
    bk_setDelegate(bk_dynamicDelegate)
  }

  // MARK: Adding buttons

  /// -bk_addButtonWithTitle:handler: (m:176-182): an empty title is an NSAssert (RT4); the
  /// button goes after the others (AV5) and its block is keyed by its index.
  @discardableResult
  public func bk_addButton(withTitle title: String?, handler block: (() -> Void)?) -> Int {
    BlocksKitRuntime.assert(
      !(title ?? "").isEmpty, "A button without a title cannot be added to the alert view.")
    let index = addButton(withTitle: title)
    bk_setHandler(block, forButtonAt: index)
    return index
  }

  /// -bk_setCancelButtonWithTitle:handler: (m:184-192): an added button ("Cancel" without a
  /// title) made the cancel button by setting `cancelButtonIndex`, unchecked (AV4). Called
  /// twice, it adds a second button and moves the index: nothing refuses.
  @discardableResult
  public func bk_setCancelButton(withTitle title: String?, handler block: (() -> Void)?) -> Int {
    let title = (title ?? "").isEmpty ? "Cancel" : title
    let cancelButtonIndex = addButton(withTitle: title)
    self.cancelButtonIndex = cancelButtonIndex
    bk_setHandler(block, forButtonAt: cancelButtonIndex)
    return cancelButtonIndex
  }

  // MARK: Altering actions

  /// -bk_setHandler:forButtonAtIndex: (m:196-203). Unlike the sheet's, it goes through
  /// `bk_dynamicDelegate`, which does not make the dynamic delegate the alert's delegate: on an
  /// alert made with UIKit's own initializers, blocks added this way never run unless a linked
  /// property was set (issue #204).
  public func bk_setHandler(_ block: (() -> Void)?, forButtonAt index: Int) {
    bk_dynamicDelegate.handlers[index] = block
  }

  /// -bk_handlerForButtonAtIndex: (m:205-208).
  public func bk_handlerForButton(at index: Int) -> (() -> Void)? {
    bk_dynamicDelegate.handlers[index]
  }

  /// `bk_cancelBlock` (m:210-223): the block at `cancelButtonIndex`. Setting one while there is
  /// no cancel button adds a "Cancel" button.
  public var bk_cancelBlock: (() -> Void)? {
    get { bk_handlerForButton(at: cancelButtonIndex) }
    set {
      if newValue != nil, cancelButtonIndex == -1 {
        bk_setCancelButton(withTitle: nil, handler: newValue)
        return
      }
      bk_setHandler(newValue, forButtonAt: cancelButtonIndex)
    }
  }

  // MARK: Linked delegate blocks (m:112-126, NSObject+A2BlockDelegate.m:247-288)

  /// `bk_willShowBlock`.
  public var bk_willShowBlock: ((UIAlertView) -> Void)? {
    get { bk_ensuredDynamicDelegate.willShowBlock }
    set { bk_ensuredDynamicDelegate.willShowBlock = newValue }
  }

  /// `bk_didShowBlock`.
  public var bk_didShowBlock: ((UIAlertView) -> Void)? {
    get { bk_ensuredDynamicDelegate.didShowBlock }
    set { bk_ensuredDynamicDelegate.didShowBlock = newValue }
  }

  /// `bk_willDismissBlock`.
  public var bk_willDismissBlock: ((UIAlertView, Int) -> Void)? {
    get { bk_ensuredDynamicDelegate.willDismissBlock }
    set { bk_ensuredDynamicDelegate.willDismissBlock = newValue }
  }

  /// `bk_didDismissBlock`.
  public var bk_didDismissBlock: ((UIAlertView, Int) -> Void)? {
    get { bk_ensuredDynamicDelegate.didDismissBlock }
    set { bk_ensuredDynamicDelegate.didDismissBlock = newValue }
  }

  /// `bk_shouldEnableFirstOtherButtonBlock` (setter `bk_SetShouldEnableFirstOtherButtonBlock:`,
  /// h:134). UIKit asks it only when the alert has a first other button (AV14), which no
  /// alert made by this category has (AV3).
  public var bk_shouldEnableFirstOtherButtonBlock: ((UIAlertView) -> Bool)? {
    get { bk_ensuredDynamicDelegate.shouldEnableFirstOtherButtonBlock }
    set { bk_ensuredDynamicDelegate.shouldEnableFirstOtherButtonBlock = newValue }
  }
}
