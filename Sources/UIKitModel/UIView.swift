import Foundation
import UIKitSimulation

/// A view: a place in the window hierarchy and a tint (W7).
/// https://developer.apple.com/documentation/uikit/uiview
@MainActor @preconcurrency open class UIView: UIResponder {
  /// The view's frame in its superview.
  /// https://developer.apple.com/documentation/uikit/uiview/frame
  public var frame: CGRect
  /// The view's own tint, or nil to inherit one.
  private var explicitTintColor: UIColor?
  /// The view that contains this one.
  /// https://developer.apple.com/documentation/uikit/uiview/superview
  public private(set) weak var superview: UIView?
  /// The views this one contains, back to front.
  /// https://developer.apple.com/documentation/uikit/uiview/subviews
  public private(set) var subviews: [UIView] = []

  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// The model never decodes a view; subclasses with initializers of their own must still
  /// provide this one, as UIKit's do.
  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) {
    fatalError("the model never decodes views")
  }

  /// The view's bounds: its own coordinate space.
  /// https://developer.apple.com/documentation/uikit/uiview/bounds
  public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

  /// The window the view is in, if any.
  /// https://developer.apple.com/documentation/uikit/uiview/window
  open var window: UIWindow? { superview?.window }

  /// The tint: the first one set walking up from this view; a window with none uses the
  /// system blue (W7). Setting it sets this view's own tint.
  /// https://developer.apple.com/documentation/uikit/uiview/tintcolor
  public var tintColor: UIColor! {
    get { explicitTintColor ?? superview?.tintColor ?? .systemBlue }
    set { explicitTintColor = newValue }
  }

  /// The view's traits: its window scene's, or, in an app without scenes, the app's width
  /// (W16, W23).
  /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
  public var traitCollection: UITraitCollection {
    if let scene = window?.windowScene {
      return scene.traitCollection
    }
    let application = UIApplication.current
    return UITraitCollection(
      activeAppearanceIfKnown: application.osVersion >= .iOS15 ? .active : nil,
      horizontalSizeClass: application.horizontalSizeClass)
  }

  /// Adds a view on top of this view's subviews.
  /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  public func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// Inserts a view among this view's subviews, at an index counted from the back.
  /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
  public func insertSubview(_ view: UIView, at index: Int) {
    view.removeFromSuperview()
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
  }

  /// Takes the view out of its superview.
  /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
  }
}
