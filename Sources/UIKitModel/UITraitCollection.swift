import Foundation
import UIKitSimulation

/// The traits of an interface's environment. The model carries the one trait that alert
/// code reads: whether a window scene is the app's frontmost one (W16).
/// https://developer.apple.com/documentation/uikit/uitraitcollection
nonisolated public final class UITraitCollection: NSObject, Sendable {
  /// The appearance, or nil where the OS has no such trait (before iOS 14).
  private let appearance: UIUserInterfaceActiveAppearance?

  init(activeAppearanceIfKnown appearance: UIUserInterfaceActiveAppearance?) {
    self.appearance = appearance
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
