// swift-format-ignore-file: AlwaysUseLowerCamelCase
// BlocksKit's `bk_` names, as Swift imports its Objective-C selectors.

#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

// BlocksKit's UIActionSheet category (BlocksKit/UIKit/UIActionSheet+BlocksKit.{h,m}), as
// released in v2.2.5 (commit 87c7a8c5), whose line numbers these are. v2.2.5 runs the tapped
// button's block at once, from clickedButtonAtIndex, while the sheet is still up (m:18-26,
// AV10): the cause of issue #259 on iPad with iOS 8, where a view controller presented from
// the block was dropped. Later commits, never released (master 52671356: 304452b of
// 2014-09-15 and f1ab1ce of 2015-05-21), run it a main-queue turn later, once per showing;
// the `next` branch ran it from didDismissWithButtonIndex for eight months (pull request
// #266, merged by fb84179 in October 2014, undone by ba81b23 in June 2015). The column
// models the release.

/// A2DynamicUIActionSheetDelegate (UIActionSheet+BlocksKit.m:12-78).
final class A2DynamicUIActionSheetDelegate: A2DynamicDelegate, UIActionSheetDelegate {
  /// `bk_willShowBlock` (m:91).
  var willShowBlock: ((UIActionSheet) -> Void)?
  /// `bk_didShowBlock` (m:92).
  var didShowBlock: ((UIActionSheet) -> Void)?
  /// `bk_willDismissBlock` (m:93).
  var willDismissBlock: ((UIActionSheet, Int) -> Void)?
  /// `bk_didDismissBlock` (m:94).
  var didDismissBlock: ((UIActionSheet, Int) -> Void)?

  private var realSheetDelegate: (any UIActionSheetDelegate)? {
    realDelegate as? any UIActionSheetDelegate
  }

  /// m:18-26: the block runs at once, while the sheet is still up. An index with no block
  /// runs nothing: a tap outside a pad popover without a cancel button clicks -1 (AS4), which
  /// has a block only when `bk_setCancelButtonWithTitle:nil` or `bk_cancelBlock` put one there.
  func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int) {
    BlocksKitRuntime.forwardClick(actionSheet, at: buttonIndex, to: realSheetDelegate)
    handlers[buttonIndex]?()
  }

  /// m:28-36.
  func willPresent(_ actionSheet: UIActionSheet) {
    BlocksKitRuntime.forwardWillPresent(actionSheet, to: realSheetDelegate)
    willShowBlock?(actionSheet)
  }

  /// m:38-46.
  func didPresent(_ actionSheet: UIActionSheet) {
    BlocksKitRuntime.forwardDidPresent(actionSheet, to: realSheetDelegate)
    didShowBlock?(actionSheet)
  }

  /// m:48-56.
  func actionSheet(_ actionSheet: UIActionSheet, willDismissWithButtonIndex buttonIndex: Int) {
    BlocksKitRuntime.forwardWillDismiss(actionSheet, at: buttonIndex, to: realSheetDelegate)
    willDismissBlock?(actionSheet, buttonIndex)
  }

  /// m:58-66. On iPad with iOS 8, issue #264 reports `bk_didDismissBlock` run twice, the
  /// second time from the popover's own dynamic delegate (UIPopoverController+BlocksKit); the
  /// model has no UIPopoverController, so the matrix cannot show it.
  func actionSheet(_ actionSheet: UIActionSheet, didDismissWithButtonIndex buttonIndex: Int) {
    BlocksKitRuntime.forwardDidDismiss(actionSheet, at: buttonIndex, to: realSheetDelegate)
    didDismissBlock?(actionSheet, buttonIndex)
  }

  /// m:68-76: a system cancel (iOS 7, AV12) runs `bk_cancelBlock`, the block at
  /// `cancelButtonIndex`; UIKit then dismisses without a click.
  func actionSheetCancel(_ actionSheet: UIActionSheet) {
    BlocksKitRuntime.forwardActionSheetCancel(actionSheet, to: realSheetDelegate)
    actionSheet.bk_cancelBlock?()
  }
}

extension UIActionSheet {
  // MARK: The dynamic delegate

  /// `bk_dynamicDelegate` (NSObject+A2DynamicDelegate.m:43-48, 61-86), kept as an associated
  /// object with the retain policy (RT1).
  var bk_dynamicDelegate: A2DynamicUIActionSheetDelegate {
    if let existing = objc_getAssociatedObject(self, &BlocksKitKeys.actionSheetDelegate)
      as? A2DynamicUIActionSheetDelegate
    {
      return existing
    }
    let made = A2DynamicUIActionSheetDelegate()
    objc_setAssociatedObject(
      self, &BlocksKitKeys.actionSheetDelegate, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    return made
  }

  /// `bk_ensuredDynamicDelegate` / `getDynamicDelegate(...)` (NSObject+A2BlockDelegate.m:
  /// 172-190, 351-361): made UIKit's delegate unless a dynamic delegate already is.
  var bk_ensuredDynamicDelegate: A2DynamicUIActionSheetDelegate {
    let dynamicDelegate = bk_dynamicDelegate
    if !(delegate is A2DynamicDelegate) {
      delegate = dynamicDelegate
    }
    return dynamicDelegate
  }

  // MARK: Creating action sheets

  /// +bk_actionSheetWithTitle: (m:101-103). A sheet has no message (AS2).
  public class func bk_actionSheet(withTitle title: String?) -> UIActionSheet {
    UIActionSheet(bk_title: title)
  }

  /// -bk_initWithTitle: (m:105-110): no buttons; the initializer is given the dynamic delegate
  /// and the swapped setter is sent it again, which leaves `realDelegate` nil. Every button
  /// comes later, after an init with no other titles: on iOS 7 the sheet draws without
  /// separators (AS3).
  public convenience init(bk_title title: String?) {
    self.init(title: title, delegate: nil, cancelButtonTitle: nil, destructiveButtonTitle: nil)
    bk_setDelegate(bk_dynamicDelegate)
  }

  // MARK: Adding buttons

  /// -bk_addButtonWithTitle:handler: (m:114-119): an empty title is an NSAssert (RT4).
  @discardableResult
  public func bk_addButton(withTitle title: String?, handler block: (() -> Void)?) -> Int {
    BlocksKitRuntime.assert(
      !(title ?? "").isEmpty, "A button without a title cannot be added to an action sheet.")
    let index = addButton(withTitle: title)
    bk_setHandler(block, forButtonAt: index)
    return index
  }

  /// -bk_setDestructiveButtonWithTitle:handler: (m:121-125): an added button, made the
  /// destructive one by moving `destructiveButtonIndex` to it. There is one such index (AS2):
  /// of two destructive buttons only the last is drawn destructive.
  @discardableResult
  public func bk_setDestructiveButton(withTitle title: String?, handler block: (() -> Void)?)
    -> Int
  {
    let index = bk_addButton(withTitle: title, handler: block)
    destructiveButtonIndex = index
    return index
  }

  /// -bk_setCancelButtonWithTitle:handler: (m:127-139). On phone an empty title becomes
  /// "Cancel"; on pad an empty title adds no button, and the block is kept at the current
  /// `cancelButtonIndex` (-1 on a new sheet), which a tap outside the popover clicks (AS4).
  /// Called twice with titles, it adds a second button and moves the index: nothing refuses.
  @discardableResult
  public func bk_setCancelButton(withTitle title: String?, handler block: (() -> Void)?) -> Int {
    var cancelButtonIndex = self.cancelButtonIndex
    var title = title
    if UIDevice.current.userInterfaceIdiom == .phone, (title ?? "").isEmpty {
      title = "Cancel"
    }
    if let title, !title.isEmpty {
      cancelButtonIndex = addButton(withTitle: title)
    }
    bk_setHandler(block, forButtonAt: cancelButtonIndex)
    self.cancelButtonIndex = cancelButtonIndex
    return cancelButtonIndex
  }

  // MARK: Altering actions

  /// -bk_setHandler:forButtonAtIndex: (m:143-151): unlike the alert's, it makes the dynamic
  /// delegate the sheet's delegate.
  public func bk_setHandler(_ block: (() -> Void)?, forButtonAt index: Int) {
    bk_ensuredDynamicDelegate.handlers[index] = block
  }

  /// -bk_handlerForButtonAtIndex: (m:153-156).
  public func bk_handlerForButton(at index: Int) -> (() -> Void)? {
    bk_dynamicDelegate.handlers[index]
  }

  /// `bk_cancelBlock` (m:158-166): the block at `cancelButtonIndex`; unlike the alert's, the
  /// setter never adds a button.
  public var bk_cancelBlock: (() -> Void)? {
    get { bk_handlerForButton(at: cancelButtonIndex) }
    set { bk_setHandler(newValue, forButtonAt: cancelButtonIndex) }
  }

  // MARK: Linked delegate blocks (m:84-97)

  /// `bk_willShowBlock`.
  public var bk_willShowBlock: ((UIActionSheet) -> Void)? {
    get { bk_ensuredDynamicDelegate.willShowBlock }
    set { bk_ensuredDynamicDelegate.willShowBlock = newValue }
  }

  /// `bk_didShowBlock`.
  public var bk_didShowBlock: ((UIActionSheet) -> Void)? {
    get { bk_ensuredDynamicDelegate.didShowBlock }
    set { bk_ensuredDynamicDelegate.didShowBlock = newValue }
  }

  /// `bk_willDismissBlock`.
  public var bk_willDismissBlock: ((UIActionSheet, Int) -> Void)? {
    get { bk_ensuredDynamicDelegate.willDismissBlock }
    set { bk_ensuredDynamicDelegate.willDismissBlock = newValue }
  }

  /// `bk_didDismissBlock`.
  public var bk_didDismissBlock: ((UIActionSheet, Int) -> Void)? {
    get { bk_ensuredDynamicDelegate.didDismissBlock }
    set { bk_ensuredDynamicDelegate.didDismissBlock = newValue }
  }
}
