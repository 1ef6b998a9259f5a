/// A container that shows one of its view controllers at a time. No scenario makes one: code
/// that walks the presentation chain looks for it.
/// https://developer.apple.com/documentation/uikit/uitabbarcontroller
@MainActor @preconcurrency open class UITabBarController: UIViewController {
  /// The controller on show.
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller
  public var selectedViewController: UIViewController?
}
