import UIKitSimulation

/// The device the current app runs on, as UIKit's code asks about it.
/// https://developer.apple.com/documentation/uikit/uidevice
@MainActor @preconcurrency public final class UIDevice {
  private let application: UIApplication

  private init(application: UIApplication) {
    self.application = application
  }

  /// The current app's device.
  /// https://developer.apple.com/documentation/uikit/uidevice/current
  public class var current: UIDevice { UIDevice(application: .shared) }

  /// The OS version: "7.1", "8.4", "9.3", "13.0", "15.0", "16.0" or "17.0", one version for each range the model covers
  /// (`OSVersion`). Code that compares it numerically against 8.0 sees what a device of
  /// that range would answer; a comparison against a version inside a range (say 14.0)
  /// would not, and no wrapper here makes one.
  /// https://developer.apple.com/documentation/uikit/uidevice/systemversion
  public var systemVersion: String {
    switch application.osVersion {
    case .iOS7: "7.1"
    case .iOS8: "8.4"
    case .iOS9: "9.3"
    case .iOS13: "13.0"
    case .iOS15: "15.0"
    case .iOS16: "16.0"
    case .iOS17: "17.0"
    case .iOS26: "26.0"
    case .iOS27: "27.0"
    }
  }

  /// https://developer.apple.com/documentation/uikit/uidevice/userinterfaceidiom
  public var userInterfaceIdiom: UIUserInterfaceIdiom { application.idiom }
}
