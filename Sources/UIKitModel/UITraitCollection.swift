import Foundation
import UIKitSimulation

/// The traits of an interface's environment. The model carries the traits that alert code
/// reads: whether a window scene is the app's frontmost one (W16), and how wide the app's
/// window is (W23).
/// https://developer.apple.com/documentation/uikit/uitraitcollection
nonisolated public final class UITraitCollection: NSObject, Sendable {
  /// The appearance, or nil where the OS has no such trait (before iOS 14).
  private let appearance: UIUserInterfaceActiveAppearance?
  /// How wide the app's window is (W23).
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
  public let horizontalSizeClass: UIUserInterfaceSizeClass

  init(
    activeAppearanceIfKnown appearance: UIUserInterfaceActiveAppearance?,
    horizontalSizeClass: UIUserInterfaceSizeClass
  ) {
    self.appearance = appearance
    self.horizontalSizeClass = horizontalSizeClass
  }

  /// Whether the scene is frontmost (W16). New in iOS 14: where the OS lacks it, the
  /// selector is unknown and reading it raises NSInvalidArgumentException.
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/activeappearance
  public var activeAppearance: UIUserInterfaceActiveAppearance {
    guard let appearance else {
      raiseException(
        .invalidArgumentException,
        reason: "-[UITraitCollection activeAppearance]: unrecognized selector sent to instance")
    }
    return appearance
  }
}
