import Foundation
import UIKitSimulation

/// The current app's screen.
/// https://developer.apple.com/documentation/uikit/uiscreen
@MainActor @preconcurrency public final class UIScreen {
  private let application: UIApplication

  private init(application: UIApplication) {
    self.application = application
  }

  /// https://developer.apple.com/documentation/uikit/uiscreen/main
  public class var main: UIScreen { UIScreen(application: .shared) }

  /// https://developer.apple.com/documentation/uikit/uiscreen/bounds
  public var bounds: CGRect { application.screenBounds }
}
