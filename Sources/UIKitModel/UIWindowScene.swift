import Foundation
import UIKitSimulation

/// A scene of an iOS 13+ app.
/// https://developer.apple.com/documentation/uikit/uiscene
@MainActor @preconcurrency open class UIScene: UIResponder {}

/// A window scene of an iOS 13+ scene-based app. A window appears only when attached to
/// one (W6).
/// https://developer.apple.com/documentation/uikit/uiwindowscene
@MainActor @preconcurrency public final class UIWindowScene: UIScene {
  override init() {}
}
