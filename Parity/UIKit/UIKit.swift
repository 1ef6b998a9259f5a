// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
// The part of UIKit's Swift API that AlertLab's wrappers use, as declarations only: every
// body traps, nothing here runs. `Scripts/parity-check` compiles each wrapper's files
// against this module, named UIKit, to show that they are written against UIKit's own API.
//
// Each declaration is copied in shape (name, labels, types, optionality, isolation) from the
// Swift declaration on its Apple documentation page, cited above it. Three things cannot be
// said on Linux, where there is no Objective-C runtime, and are approximated:
// - an `optional` protocol method is a requirement with a default implementation, and the
//   optional `window` of UIApplicationDelegate an extension property of the type code
//   reads through the protocol, `UIWindow??`;
// - the ObjectiveC module's association functions are declared here, where it is missing;
// - Linux's Foundation has no NSException, so it is declared here, where it is missing.
// Availability (iOS versions, deprecations) is carried as `@available(iOS, ...)` on every
// UIKit declaration whose documentation page names an iOS version, copied from that page (a
// snapshot of Apple's pages: the repository theAppLaunchers/apple-docs-for-rag at commit
// f622e4540e); a member without one takes its type's, as in the SDK. Twelve pages name no
// version (UIView's bounds, window and isHidden, UIWindow.Level and its constants,
// isSecureTextEntry, the text-did-change notification, UIAlertViewStyle, the application
// delegate and the alert view's and action sheet's delegate protocols, whose methods carry
// theirs), and the Foundation and ObjectiveC stand-ins below are not UIKit's. A symbol
// Apple means to deprecate later shows the snapshot's SDK, 18.4, as its deprecation. Linux
// itself ignores availability, so Scripts/parity-check turns it into what a Linux compiler
// reports, against ReferenceAlert's deployment target; and what UIKit marks unavailable to
// app extensions, `@available(iOSApplicationExtension, unavailable)` as in the SDK, into what
// a compiler reports for an extension's code (W24). UIKit's
// classes and protocols are `@MainActor`; coming from Objective-C headers they are also
// `@preconcurrency`, which is what lets Swift 5 code use them from nonisolated code, and
// so they are marked here.

@_exported import Foundation

private func declarationOnly() -> Never { fatalError("compile-only declaration") }

// MARK: - Objective-C runtime and Foundation gaps

// Linux has no ObjectiveC module and its Foundation no NSException; on Apple platforms the
// real declarations are used.
#if !canImport(ObjectiveC)
  /// https://developer.apple.com/documentation/objectivec/objc_associationpolicy
  public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
  }

  /// https://developer.apple.com/documentation/objectivec/objc_setassociatedobject(_:_:_:_:)
  public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
  ) { declarationOnly() }

  /// https://developer.apple.com/documentation/objectivec/objc_getassociatedobject(_:_:)
  public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    declarationOnly()
  }

  /// https://developer.apple.com/documentation/foundation/nsexceptionname
  public struct NSExceptionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/foundation/nsexceptionname/internalinconsistencyexception
    public static let internalInconsistencyException = NSExceptionName(
      rawValue: "NSInternalInconsistencyException")
  }

  /// https://developer.apple.com/documentation/foundation/nsexception
  open class NSException: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/foundation/nsexception/init(name:reason:userinfo:)
    public init(
      name aName: NSExceptionName, reason aReason: String?, userInfo aUserInfo: [AnyHashable: Any]?
    ) {
      declarationOnly()
    }
    /// https://developer.apple.com/documentation/foundation/nsexception/raise()
    open func raise() { declarationOnly() }
  }
#endif

// MARK: - Geometry and colour

/// https://developer.apple.com/documentation/uikit/uicolor
@available(iOS, introduced: 2.0)
@MainActor @preconcurrency open class UIColor: NSObject {
  /// https://developer.apple.com/documentation/uikit/uicolor/red
  @available(iOS, introduced: 2.0)
  open class var red: UIColor { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uicolor/black
  @available(iOS, introduced: 2.0)
  open class var black: UIColor { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uicolor/white
  @available(iOS, introduced: 2.0)
  open class var white: UIColor { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uicolor/clear
  @available(iOS, introduced: 2.0)
  open class var clear: UIColor { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
  @available(iOS, introduced: 2.0)
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { declarationOnly() }
}

/// https://developer.apple.com/documentation/uikit/uifont
@available(iOS, introduced: 2.0)
open class UIFont: NSObject, @unchecked Sendable {
  /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
  @available(iOS, introduced: 2.0)
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uifont/boldsystemfont(ofsize:)
  @available(iOS, introduced: 2.0)
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { declarationOnly() }
}

extension NSValue {
  /// https://developer.apple.com/documentation/foundation/nsvalue/cgrectvalue
  @available(iOS, introduced: 2.0)
  public var cgRectValue: CGRect { declarationOnly() }
}

// MARK: - Device, screen, application, scenes

/// https://developer.apple.com/documentation/uikit/uidevice
@available(iOS, introduced: 2.0)
@MainActor @preconcurrency open class UIDevice: NSObject {
  /// https://developer.apple.com/documentation/uikit/uidevice/current
  @available(iOS, introduced: 2.0)
  open class var current: UIDevice { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uidevice/systemversion
  @available(iOS, introduced: 2.0)
  open var systemVersion: String { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uidevice/userinterfaceidiom
  @available(iOS, introduced: 3.2)
  open var userInterfaceIdiom: UIUserInterfaceIdiom { declarationOnly() }
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom
@available(iOS, introduced: 3.2)
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone = 0
  case pad = 1
  case tv = 2
  case carPlay = 3
  case mac = 5
  case vision = 6
}

/// https://developer.apple.com/documentation/uikit/uiscreen
@available(iOS, introduced: 2.0)
@MainActor @preconcurrency open class UIScreen: NSObject {
  /// https://developer.apple.com/documentation/uikit/uiscreen/main
  @available(
    iOS, introduced: 2.0, deprecated: 18.4,
    message:
      "Use a UIScreen instance found through context instead: i.e, view.window.windowScene.screen"
  )
  open class var main: UIScreen { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiscreen/bounds
  @available(iOS, introduced: 2.0)
  open var bounds: CGRect { declarationOnly() }
}

/// https://developer.apple.com/documentation/uikit/uiresponder
@available(iOS, introduced: 2.0)
@MainActor @preconcurrency open class UIResponder: NSObject {
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification
  @available(iOS, introduced: 2.0)
  nonisolated public static let keyboardWillShowNotification = NSNotification.Name(
    "UIKeyboardWillShowNotification")
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillhidenotification
  @available(iOS, introduced: 2.0)
  nonisolated public static let keyboardWillHideNotification = NSNotification.Name(
    "UIKeyboardWillHideNotification")
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey
  @available(iOS, introduced: 3.2)
  nonisolated public static let keyboardFrameEndUserInfoKey: String =
    "UIKeyboardFrameEndUserInfoKey"
  /// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
  @available(iOS, introduced: 2.0)
  @discardableResult open func becomeFirstResponder() -> Bool { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
  @available(iOS, introduced: 2.0)
  @discardableResult open func resignFirstResponder() -> Bool { declarationOnly() }
}

/// https://developer.apple.com/documentation/uikit/uiapplicationdelegate
@MainActor @preconcurrency public protocol UIApplicationDelegate: NSObjectProtocol {}

extension UIApplicationDelegate {
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/window
  /// (an optional requirement: read through the protocol it is `UIWindow??`)
  @available(iOS, introduced: 5.0)
  public var window: UIWindow?? { declarationOnly() }
}

/// https://developer.apple.com/documentation/uikit/uiapplication
@available(iOS, introduced: 2.0)
@MainActor @preconcurrency open class UIApplication: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiapplication/shared
  @available(iOS, introduced: 2.0)
  @available(
    iOSApplicationExtension, unavailable,
    message: "Use view controller based solutions where appropriate instead."
  )
  open class var shared: UIApplication { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiapplication/delegate
  @available(iOS, introduced: 2.0)
  open var delegate: (any UIApplicationDelegate)? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uiapplication/windows
  @available(
    iOS, introduced: 2.0, deprecated: 15.0,
    message: "Use UIWindowScene.windows on a relevant window scene instead"
  )
  open var windows: [UIWindow] { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiapplication/keywindow
  @available(
    iOS, introduced: 2.0, deprecated: 13.0,
    message:
      "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes"
  )
  open var keyWindow: UIWindow? { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes
  @available(iOS, introduced: 13.0)
  open var connectedScenes: Set<UIScene> { declarationOnly() }
}

/// https://developer.apple.com/documentation/uikit/uiscene
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency open class UIScene: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum
  @available(iOS, introduced: 13.0)
  public enum ActivationState: Int, @unchecked Sendable {
    case unattached = -1
    case foregroundActive = 0
    case foregroundInactive = 1
    case background = 2
  }
  /// https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.property
  @available(iOS, introduced: 13.0)
  open var activationState: UIScene.ActivationState { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiscene/diddisconnectnotification
  @available(iOS, introduced: 13.0)
  public class var didDisconnectNotification: NSNotification.Name { declarationOnly() }
}

/// https://developer.apple.com/documentation/uikit/uiwindowscene
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency open class UIWindowScene: UIScene {
  /// https://developer.apple.com/documentation/uikit/uiwindowscene/windows
  @available(iOS, introduced: 13.0)
  open var windows: [UIWindow] { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiwindowscene/keywindow
  @available(iOS, introduced: 15.0)
  open var keyWindow: UIWindow? { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiwindowscene/traitcollection
  @available(iOS, introduced: 13.0)
  open var traitCollection: UITraitCollection { declarationOnly() }
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection
@available(iOS, introduced: 8.0)
open class UITraitCollection: NSObject {
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/activeappearance
  @available(iOS, introduced: 14.0)
  open var activeAppearance: UIUserInterfaceActiveAppearance { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
  @available(iOS, introduced: 8.0)
  open var horizontalSizeClass: UIUserInterfaceSizeClass { declarationOnly() }
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass
@available(iOS, introduced: 8.0)
public enum UIUserInterfaceSizeClass: Int, @unchecked Sendable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfaceactiveappearance
@available(iOS, introduced: 14.0)
public enum UIUserInterfaceActiveAppearance: Int, @unchecked Sendable {
  case unspecified = -1
  case inactive = 0
  case active = 1
}

// MARK: - Views and windows

/// https://developer.apple.com/documentation/uikit/uiview
@available(iOS, introduced: 2.0)
@MainActor @preconcurrency open class UIView: UIResponder {
  public override init() { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  @available(iOS, introduced: 2.0)
  public init(frame: CGRect) { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  @available(iOS, introduced: 2.0)
  public required init?(coder: NSCoder) { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiview/frame
  open var frame: CGRect {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uiview/superview
  open var superview: UIView? { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiview/subviews
  open var subviews: [UIView] { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
  open func insertSubview(_ view: UIView, at index: Int) { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  @available(iOS, introduced: 2.0)
  open func removeFromSuperview() { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiview/bounds
  open var bounds: CGRect {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uiview/window
  open var window: UIWindow? { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiview/ishidden
  open var isHidden: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
  @available(iOS, introduced: 8.0)
  open var traitCollection: UITraitCollection { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiview/tintcolor
  @available(iOS, introduced: 7.0)
  open var tintColor: UIColor! {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

/// https://developer.apple.com/documentation/uikit/uiwindow
@available(iOS, introduced: 2.0)
@MainActor @preconcurrency open class UIWindow: UIView {
  /// https://developer.apple.com/documentation/uikit/uiwindow/level
  public struct Level: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uiwindow/level/normal
    public static let normal = Level(rawValue: 0)
    /// https://developer.apple.com/documentation/uikit/uiwindow/level/statusbar
    public static let statusBar = Level(rawValue: 1000)
    /// https://developer.apple.com/documentation/uikit/uiwindow/level/alert
    public static let alert = Level(rawValue: 2000)
  }
  /// https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
  @available(iOS, introduced: 13.0)
  public init(windowScene: UIWindowScene) { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiwindow/windowscene
  @available(iOS, introduced: 13.0)
  open weak var windowScene: UIWindowScene? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  public override init(frame: CGRect) { declarationOnly() }
  public required init?(coder: NSCoder) { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
  @available(iOS, introduced: 4.0)
  open var rootViewController: UIViewController? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uiwindow/windowlevel
  @available(iOS, introduced: 2.0)
  open var windowLevel: UIWindow.Level {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow
  @available(iOS, introduced: 2.0)
  open var isKeyWindow: Bool { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
  @available(iOS, introduced: 2.0)
  open func makeKeyAndVisible() { declarationOnly() }
}

/// UIKit's Swift overlay lets code add a CGFloat to a level (`UIWindow.Level.alert + 1`,
/// common in published code); the documentation page of UIWindow.Level does not list it.
extension UIWindow.Level {
  public static func + (lhs: UIWindow.Level, rhs: CGFloat) -> UIWindow.Level {
    declarationOnly()
  }
}

/// https://developer.apple.com/documentation/uikit/uicontrol
@available(iOS, introduced: 2.0)
@MainActor @preconcurrency open class UIControl: UIView {
  /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled
  @available(iOS, introduced: 2.0)
  open var isEnabled: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uicontrol/event
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
    public static let touchUpInside = Event(rawValue: 1 << 6)
  }
  /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
  @available(iOS, introduced: 14.0)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    declarationOnly()
  }
}

/// https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// https://developer.apple.com/documentation/uikit/uiaction
@available(iOS, introduced: 13.0)
@MainActor @preconcurrency open class UIAction: NSObject {
  /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  @available(iOS, introduced: 13.0)
  public init(title: String = "", handler: @escaping UIActionHandler) { declarationOnly() }
}

/// https://developer.apple.com/documentation/uikit/uilabel
@available(iOS, introduced: 2.0)
@MainActor @preconcurrency open class UILabel: UIView {
  /// https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uilabel/font
  open var font: UIFont! {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uilabel/textcolor
  open var textColor: UIColor! {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

/// https://developer.apple.com/documentation/uikit/uitextfield
@available(iOS, introduced: 2.0)
@MainActor @preconcurrency open class UITextField: UIControl {
  /// https://developer.apple.com/documentation/uikit/uitextfield/text
  @available(iOS, introduced: 2.0)
  open var text: String? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uitextfield/placeholder
  @available(iOS, introduced: 2.0)
  open var placeholder: String? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/issecuretextentry
  open var isSecureTextEntry: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uitextfield/textdidchangenotification
  public static let textDidChangeNotification = NSNotification.Name(
    "UITextFieldTextDidChangeNotification")
}

/// https://developer.apple.com/documentation/uikit/uibaritem
@available(iOS, introduced: 2.0)
@MainActor @preconcurrency open class UIBarItem: NSObject {}

/// https://developer.apple.com/documentation/uikit/uibarbuttonitem
@available(iOS, introduced: 2.0)
@MainActor @preconcurrency open class UIBarButtonItem: UIBarItem {}

// MARK: - View controllers

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@available(iOS, introduced: 2.0)
@MainActor @preconcurrency open class UIViewController: UIResponder {
  public override init() { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  @available(iOS, introduced: 2.0)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    declarationOnly()
  }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  @available(iOS, introduced: 2.0)
  public required init?(coder: NSCoder) { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
  @available(iOS, introduced: 2.0)
  open func loadView() { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  @available(iOS, introduced: 2.0)
  open func viewDidLoad() { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
  @available(iOS, introduced: 2.0)
  open func viewWillAppear(_ animated: Bool) { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
  @available(iOS, introduced: 2.0)
  open func viewWillDisappear(_ animated: Bool) { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
  @available(iOS, introduced: 5.0)
  open var presentingViewController: UIViewController? { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
  @available(iOS, introduced: 3.2)
  open var modalPresentationStyle: UIModalPresentationStyle {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate
  @available(iOS, introduced: 7.0)
  weak open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  @available(iOS, introduced: 2.0)
  open var view: UIView! {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  @available(iOS, introduced: 2.0)
  open var title: String? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
  @available(iOS, introduced: 5.0)
  open var presentedViewController: UIViewController? { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
  @available(iOS, introduced: 5.0)
  open var parent: UIViewController? { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/children
  @available(iOS, introduced: 5.0)
  open var children: [UIViewController] { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
  @available(iOS, introduced: 5.0)
  open func addChild(_ childController: UIViewController) { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
  @available(iOS, introduced: 5.0)
  open func removeFromParent() { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
  @available(iOS, introduced: 5.0)
  open func willMove(toParent parent: UIViewController?) { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
  @available(iOS, introduced: 5.0)
  open func didMove(toParent parent: UIViewController?) { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
  @available(iOS, introduced: 8.0)
  open var popoverPresentationController: UIPopoverPresentationController? {
    declarationOnly()
  }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  @available(iOS, introduced: 5.0)
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  @available(iOS, introduced: 5.0)
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    declarationOnly()
  }
}

/// https://developer.apple.com/documentation/uikit/uipresentationcontroller
@available(iOS, introduced: 8.0)
@MainActor @preconcurrency open class UIPresentationController: NSObject {
  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/init(presentedviewcontroller:presenting:)
  @available(iOS, introduced: 8.0)
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/shouldremovepresentersview
  @available(iOS, introduced: 8.0)
  open var shouldRemovePresentersView: Bool { declarationOnly() }
}

/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
@available(iOS, introduced: 3.2)
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  case automatic = -2
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate
@available(iOS, introduced: 7.0)
@MainActor @preconcurrency
public protocol UIViewControllerTransitioningDelegate:
  NSObjectProtocol
{
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/presentationcontroller(forpresented:presenting:source:)
  @available(iOS, introduced: 8.0)
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? { nil }
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@available(iOS, introduced: 2.0)
@MainActor @preconcurrency open class UINavigationController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
  @available(iOS, introduced: 2.0)
  open var viewControllers: [UIViewController] {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

/// https://developer.apple.com/documentation/uikit/uitabbarcontroller
@available(iOS, introduced: 2.0)
@MainActor @preconcurrency open class UITabBarController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller
  @available(iOS, introduced: 2.0)
  unowned(unsafe) open var selectedViewController: UIViewController? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
@available(iOS, introduced: 8.0)
@MainActor @preconcurrency open class UIPopoverPresentationController: UIPresentationController {
  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview
  @available(iOS, introduced: 8.0)
  open var sourceView: UIView? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourcerect
  @available(iOS, introduced: 8.0)
  open var sourceRect: CGRect {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/barbuttonitem
  @available(iOS, introduced: 8.0, deprecated: 18.4)
  open var barButtonItem: UIBarButtonItem? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

// MARK: - UIAlertController

/// https://developer.apple.com/documentation/uikit/uialertaction
@available(iOS, introduced: 8.0)
@MainActor @preconcurrency open class UIAlertAction: NSObject {
  /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum
  @available(iOS, introduced: 8.0)
  public enum Style: Int, @unchecked Sendable {
    case `default` = 0
    case cancel = 1
    case destructive = 2
  }
  /// https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
  @available(iOS, introduced: 8.0)
  public convenience init(
    title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
  ) { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uialertaction/title
  @available(iOS, introduced: 8.0)
  open var title: String? { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.property
  @available(iOS, introduced: 8.0)
  open var style: UIAlertAction.Style { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uialertaction/isenabled
  @available(iOS, introduced: 8.0)
  open var isEnabled: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

/// https://developer.apple.com/documentation/uikit/uialertcontroller
@available(iOS, introduced: 8.0)
@MainActor @preconcurrency open class UIAlertController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/style
  @available(iOS, introduced: 8.0)
  public enum Style: Int, @unchecked Sendable {
    case actionSheet = 0
    case alert = 1
  }
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
  @available(iOS, introduced: 8.0)
  public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/message
  @available(iOS, introduced: 8.0)
  open var message: String? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/preferredstyle
  @available(iOS, introduced: 8.0)
  open var preferredStyle: UIAlertController.Style { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/actions
  @available(iOS, introduced: 8.0)
  open var actions: [UIAlertAction] { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
  @available(iOS, introduced: 8.0)
  open func addAction(_ action: UIAlertAction) { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/textfields
  @available(iOS, introduced: 8.0)
  open var textFields: [UITextField]? { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/preferredaction
  @available(iOS, introduced: 9.0)
  open var preferredAction: UIAlertAction? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/addtextfield(configurationhandler:)
  @available(iOS, introduced: 8.0)
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    declarationOnly()
  }
}

// MARK: - UIAlertView and UIActionSheet (iOS 2 to 8/9)

/// https://developer.apple.com/documentation/uikit/uialertviewstyle
public enum UIAlertViewStyle: Int, @unchecked Sendable {
  case `default` = 0
  case secureTextInput = 1
  case plainTextInput = 2
  case loginAndPasswordInput = 3
}

/// https://developer.apple.com/documentation/uikit/uialertviewdelegate
/// Every method is an optional requirement (`@objc optional` in UIKit), so a call through the
/// protocol unwraps it: `delegate.alertViewCancel?(alertView)`. Swift without Objective-C has
/// no optional requirements: each is described here as an optional member, nil, that is called
/// as `?(…)`, so that a call written as if it were required fails to compile, as it does
/// against UIKit. A conforming class implements the methods as it does for UIKit.
@MainActor @preconcurrency public protocol UIAlertViewDelegate: NSObjectProtocol {}

extension UIAlertViewDelegate {
  /// alertView(_:clickedButtonAt:), alertView(_:didDismissWithButtonIndex:),
  /// alertView(_:willDismissWithButtonIndex:): optional.
  public var alertView: UIAlertViewDelegateOptionalMethods.AlertView? { nil }
  /// Optional:
  /// https://developer.apple.com/documentation/uikit/uialertviewdelegate/alertviewshouldenablefirstotherbutton(_:)
  public var alertViewShouldEnableFirstOtherButton:
    UIAlertViewDelegateOptionalMethods.ShouldEnableFirstOtherButton?
  { nil }
  /// Optional:
  /// https://developer.apple.com/documentation/uikit/uialertviewdelegate/alertviewcancel(_:)
  public var alertViewCancel: UIAlertViewDelegateOptionalMethods.Cancel? { nil }
  /// Optional:
  /// https://developer.apple.com/documentation/uikit/uialertviewdelegate/willpresent(_:)
  public var willPresent: UIAlertViewDelegateOptionalMethods.Presentation? { nil }
  /// Optional:
  /// https://developer.apple.com/documentation/uikit/uialertviewdelegate/didpresent(_:)
  public var didPresent: UIAlertViewDelegateOptionalMethods.Presentation? { nil }
}

/// The shapes of UIAlertViewDelegate's optional methods, as `?(…)` calls them.
@MainActor public enum UIAlertViewDelegateOptionalMethods {
  public struct AlertView {
    /// https://developer.apple.com/documentation/uikit/uialertviewdelegate/alertview(_:clickedbuttonat:)
    @available(iOS, introduced: 2.0, deprecated: 9.0)
    public func callAsFunction(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {}
    /// https://developer.apple.com/documentation/uikit/uialertviewdelegate/alertview(_:diddismisswithbuttonindex:)
    @available(iOS, introduced: 2.0, deprecated: 9.0)
    public func callAsFunction(
      _ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int
    ) {}
    /// https://developer.apple.com/documentation/uikit/uialertviewdelegate/alertview(_:willdismisswithbuttonindex:)
    @available(iOS, introduced: 2.0, deprecated: 9.0)
    public func callAsFunction(
      _ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int
    ) {}
  }
  public struct ShouldEnableFirstOtherButton {
    @available(iOS, introduced: 2.0, deprecated: 9.0)
    public func callAsFunction(_ alertView: UIAlertView) -> Bool { true }
  }
  public struct Cancel {
    @available(iOS, introduced: 2.0, deprecated: 9.0)
    public func callAsFunction(_ alertView: UIAlertView) {}
  }
  public struct Presentation {
    @available(iOS, introduced: 2.0, deprecated: 9.0)
    public func callAsFunction(_ alertView: UIAlertView) {}
  }
}

/// https://developer.apple.com/documentation/uikit/uialertview
@available(
  iOS, introduced: 2.0, deprecated: 9.0,
  message:
    "UIAlertView is deprecated. Use UIAlertController with a preferredStyle of UIAlertControllerStyleAlert instead"
)
@available(iOSApplicationExtension, unavailable)
@MainActor @preconcurrency open class UIAlertView: UIView {
  /// https://developer.apple.com/documentation/uikit/uialertview/init(title:message:delegate:cancelbuttontitle:)
  @available(iOS, introduced: 2.0, deprecated: 9.0)
  public convenience init(
    title: String?, message: String?, delegate: Any?, cancelButtonTitle: String?
  ) { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uialertview/init(title:message:delegate:cancelbuttontitle:otherbuttontitles:_:)
  @available(iOS, introduced: 2.0, deprecated: 9.0)
  public convenience init(
    title: String, message: String, delegate: (any UIAlertViewDelegate)?,
    cancelButtonTitle: String?, otherButtonTitles firstButtonTitle: String,
    _ moreButtonTitles: String...
  ) { declarationOnly() }
  public override init(frame: CGRect) { declarationOnly() }
  public required init?(coder: NSCoder) { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uialertview/delegate
  @available(iOS, introduced: 2.0, deprecated: 9.0)
  weak open var delegate: AnyObject? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uialertview/title
  @available(iOS, introduced: 2.0, deprecated: 9.0)
  open var title: String {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uialertview/message
  @available(iOS, introduced: 2.0, deprecated: 9.0)
  open var message: String? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uialertview/addbutton(withtitle:)
  @available(iOS, introduced: 2.0, deprecated: 9.0)
  @discardableResult open func addButton(withTitle title: String?) -> Int { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uialertview/cancelbuttonindex
  @available(iOS, introduced: 2.0, deprecated: 9.0)
  open var cancelButtonIndex: Int {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uialertview/firstotherbuttonindex
  @available(iOS, introduced: 2.0, deprecated: 9.0)
  open var firstOtherButtonIndex: Int { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uialertview/alertviewstyle
  @available(iOS, introduced: 5.0, deprecated: 9.0)
  open var alertViewStyle: UIAlertViewStyle {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uialertview/textfield(at:)
  @available(iOS, introduced: 5.0, deprecated: 9.0)
  open func textField(at textFieldIndex: Int) -> UITextField? { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uialertview/show()
  @available(iOS, introduced: 2.0, deprecated: 9.0)
  open func show() { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uialertview/dismiss(withclickedbuttonindex:animated:)
  @available(iOS, introduced: 2.0, deprecated: 9.0)
  open func dismiss(withClickedButtonIndex buttonIndex: Int, animated: Bool) {
    declarationOnly()
  }
}

/// https://developer.apple.com/documentation/uikit/uiactionsheetdelegate
/// Every method is an optional requirement, described as UIAlertViewDelegate's are.
@MainActor @preconcurrency public protocol UIActionSheetDelegate: NSObjectProtocol {}

extension UIActionSheetDelegate {
  /// actionSheet(_:clickedButtonAt:), actionSheet(_:didDismissWithButtonIndex:),
  /// actionSheet(_:willDismissWithButtonIndex:): optional.
  public var actionSheet: UIActionSheetDelegateOptionalMethods.ActionSheet? { nil }
  /// Optional:
  /// https://developer.apple.com/documentation/uikit/uiactionsheetdelegate/actionsheetcancel(_:)
  public var actionSheetCancel: UIActionSheetDelegateOptionalMethods.Cancel? { nil }
  /// Optional:
  /// https://developer.apple.com/documentation/uikit/uiactionsheetdelegate/willpresent(_:)
  public var willPresent: UIActionSheetDelegateOptionalMethods.Presentation? { nil }
  /// Optional:
  /// https://developer.apple.com/documentation/uikit/uiactionsheetdelegate/didpresent(_:)
  public var didPresent: UIActionSheetDelegateOptionalMethods.Presentation? { nil }
}

/// The shapes of UIActionSheetDelegate's optional methods, as `?(…)` calls them.
@MainActor public enum UIActionSheetDelegateOptionalMethods {
  public struct ActionSheet {
    /// https://developer.apple.com/documentation/uikit/uiactionsheetdelegate/actionsheet(_:clickedbuttonat:)
    @available(iOS, introduced: 2.0, deprecated: 8.3)
    public func callAsFunction(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int) {}
    /// https://developer.apple.com/documentation/uikit/uiactionsheetdelegate/actionsheet(_:diddismisswithbuttonindex:)
    @available(iOS, introduced: 2.0, deprecated: 8.3)
    public func callAsFunction(
      _ actionSheet: UIActionSheet, didDismissWithButtonIndex buttonIndex: Int
    ) {}
    /// https://developer.apple.com/documentation/uikit/uiactionsheetdelegate/actionsheet(_:willdismisswithbuttonindex:)
    @available(iOS, introduced: 2.0, deprecated: 8.3)
    public func callAsFunction(
      _ actionSheet: UIActionSheet, willDismissWithButtonIndex buttonIndex: Int
    ) {}
  }
  public struct Cancel {
    @available(iOS, introduced: 2.0, deprecated: 8.3)
    public func callAsFunction(_ actionSheet: UIActionSheet) {}
  }
  public struct Presentation {
    @available(iOS, introduced: 2.0, deprecated: 8.3)
    public func callAsFunction(_ actionSheet: UIActionSheet) {}
  }
}

/// https://developer.apple.com/documentation/uikit/uiactionsheet
@available(
  iOS, introduced: 2.0, deprecated: 8.3,
  message:
    "UIActionSheet is deprecated. Use UIAlertController with a preferredStyle of UIAlertControllerStyleActionSheet instead"
)
@available(iOSApplicationExtension, unavailable)
@MainActor @preconcurrency open class UIActionSheet: UIView {
  /// https://developer.apple.com/documentation/uikit/uiactionsheet/init(title:delegate:cancelbuttontitle:destructivebuttontitle:)
  @available(iOS, introduced: 2.0, deprecated: 8.3)
  public init(
    title: String?, delegate: (any UIActionSheetDelegate)?, cancelButtonTitle: String?,
    destructiveButtonTitle: String?
  ) { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiactionsheet/init(title:delegate:cancelbuttontitle:destructivebuttontitle:otherbuttontitles:_:)
  @available(iOS, introduced: 2.0, deprecated: 8.3)
  public convenience init(
    title: String?, delegate: (any UIActionSheetDelegate)?, cancelButtonTitle: String?,
    destructiveButtonTitle: String?, otherButtonTitles firstButtonTitle: String,
    _ moreButtonTitles: String...
  ) { declarationOnly() }
  public required init?(coder: NSCoder) { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiactionsheet/delegate
  @available(iOS, introduced: 2.0, deprecated: 8.3)
  weak open var delegate: (any UIActionSheetDelegate)? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uiactionsheet/addbutton(withtitle:)
  @available(iOS, introduced: 2.0, deprecated: 8.3)
  @discardableResult open func addButton(withTitle title: String?) -> Int { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiactionsheet/cancelbuttonindex
  @available(iOS, introduced: 2.0, deprecated: 8.3)
  open var cancelButtonIndex: Int {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uiactionsheet/destructivebuttonindex
  @available(iOS, introduced: 2.0, deprecated: 8.3)
  open var destructiveButtonIndex: Int {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uiactionsheet/firstotherbuttonindex
  @available(iOS, introduced: 2.0, deprecated: 8.3)
  open var firstOtherButtonIndex: Int { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiactionsheet/show(in:)
  @available(iOS, introduced: 2.0, deprecated: 8.3)
  open func show(in view: UIView) { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiactionsheet/show(from:in:animated:)
  @available(iOS, introduced: 3.2, deprecated: 8.3)
  open func show(from rect: CGRect, in view: UIView, animated: Bool) { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiactionsheet/show(from:animated:)-2ayx5
  @available(iOS, introduced: 3.2, deprecated: 8.3)
  open func show(from item: UIBarButtonItem, animated: Bool) { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uiactionsheet/dismiss(withclickedbuttonindex:animated:)
  @available(iOS, introduced: 2.0, deprecated: 8.3)
  open func dismiss(withClickedButtonIndex buttonIndex: Int, animated: Bool) {
    declarationOnly()
  }
}
