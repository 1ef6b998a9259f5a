#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// BlocksKit's dynamic delegate (A2DynamicDelegate, BlocksKit v2.2.5, commit 87c7a8c5; line
/// numbers are v2.2.5's), as app code written in Swift gets it: one object per alert or sheet, kept
/// alive by the alert as an associated object with the retain policy
/// (NSObject+A2DynamicDelegate.m:61-86, RT1) and made the alert's UIKit delegate, which turns each
/// delegate call into the blocks the app gave.
///
/// The original is an NSProxy. Blocks given through the linked properties (`bk_willShowBlock`
/// and the rest) are kept per selector in `invocationsBySelectors` and found again with
/// `blockImplementationForMethod:` (A2DynamicDelegate.m:169-199); a selector the proxy does
/// not implement is forwarded to `realDelegate` (A2DynamicDelegate.m:140-149, 157-160). Swift
/// has no message forwarding: each subclass here implements every method of its protocol and
/// keeps one optional block per linked property. What only Objective-C can say (the swapped
/// delegate setter, `respondsToSelector:`, the class-level dynamic delegate of
/// `bk_showAlertViewWithTitle:...`) is in `BlocksKit+ObjectiveC.swift`.
@MainActor
open class A2DynamicDelegate: NSObject {
  /// The per-button blocks, by button index: the NSMutableDictionary `handlers`, keyed by
  /// `@(index)` (A2DynamicDelegate.h:67). Setting a nil block removes the key
  /// (UIAlertView+BlocksKit.m:196-203, UIActionSheet+BlocksKit.m:143-151), so a button
  /// without a block simply has none: no index is ever out of range, -1 included.
  public var handlers: [Int: () -> Void] = [:]

  /// The app's own delegate, when it set one: BlocksKit's swapped `setDelegate:` keeps the
  /// dynamic delegate as UIKit's delegate and stores the object passed here, weakly
  /// (NSObject+A2BlockDelegate.m:329-335; A2DynamicDelegate.m:79). Every method of the
  /// subclasses tells it first, then runs the block: both run, the app's delegate first.
  public internal(set) weak var realDelegate: AnyObject?
}

/// The keys of the associated dynamic delegates. The original keys each by its protocol
/// object, `@protocol(UIAlertViewDelegate)` and `@protocol(UIActionSheetDelegate)`
/// (NSObject+A2DynamicDelegate.m:76, 81): one dynamic delegate per protocol and object.
enum BlocksKitKeys {
  static var alertViewDelegate: UInt8 = 0
  static var actionSheetDelegate: UInt8 = 0
}
