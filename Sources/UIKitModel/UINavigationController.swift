/// A container of a stack of view controllers. No scenario makes one: code that walks the
/// presentation chain looks for it.
/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor @preconcurrency open class UINavigationController: UIViewController {
  /// The stack, the root first and the top last.
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
  public var viewControllers: [UIViewController] = []
}
