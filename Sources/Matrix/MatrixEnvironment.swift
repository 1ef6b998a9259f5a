@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// One of the matrix's eight environments: an OS version, an app lifecycle and a device
/// idiom.
public struct MatrixEnvironment: Sendable, Hashable, CustomStringConvertible {
  public let osVersion: OSVersion
  public let lifecycle: AppLifecycle
  public let idiom: UIUserInterfaceIdiom

  /// An environment; the lifecycle defaults to the OS's (scenes from iOS 13).
  public init(
    _ osVersion: OSVersion, _ idiom: UIUserInterfaceIdiom, lifecycle: AppLifecycle? = nil
  ) {
    self.osVersion = osVersion
    self.lifecycle = lifecycle ?? .default(for: osVersion)
    self.idiom = idiom
  }

  /// The platforms the matrix covers, oldest first: iOS 7, iOS 8 (standing for 8 to 12),
  /// iOS 13+ without scenes and iOS 13+ with scenes. The one list of them.
  public static let platforms: [(osVersion: OSVersion, lifecycle: AppLifecycle)] = [
    (.iOS7, .appDelegate), (.iOS8, .appDelegate), (.iOS13, .appDelegate), (.iOS13, .scenes),
  ]

  /// The platforms an app meets whose oldest is `oldest`, one of `platforms`: it and every
  /// later one with the same lifecycle.
  public static func platforms(from oldest: (osVersion: OSVersion, lifecycle: AppLifecycle))
    -> [(osVersion: OSVersion, lifecycle: AppLifecycle)]
  {
    platforms.filter { $0.osVersion >= oldest.osVersion && $0.lifecycle == oldest.lifecycle }
  }

  /// The deployment target whose oldest platform is `oldest`, as the report and the command
  /// line name it: "iOS 8+", "iOS 13+ with scenes" (the lifecycle only where an OS has both).
  public static func targetName(from oldest: (osVersion: OSVersion, lifecycle: AppLifecycle))
    -> String
  {
    let sharesOS = platforms.filter { $0.osVersion == oldest.osVersion }.count > 1
    return "iOS \(oldest.osVersion.rawValue)+"
      + (sharesOS ? (oldest.lifecycle == .scenes ? " with scenes" : " without scenes") : "")
  }

  /// Every platform on phone and pad, in report order.
  public static let all: [MatrixEnvironment] = platforms.flatMap { osVersion, lifecycle in
    UIUserInterfaceIdiom.allCases.map { MatrixEnvironment(osVersion, $0, lifecycle: lifecycle) }
  }

  /// The OS and lifecycle, as the report names them: "iOS 7", "iOS 13 (app delegate)",
  /// "iOS 13 (scenes)".
  public var platformName: String { "iOS \(osVersion.rawValue)\(lifecycleSuffix)" }

  /// "iOS 7 phone", "iOS 13 pad (scenes)".
  public var description: String {
    "iOS \(osVersion.rawValue) \(idiom.name)\(lifecycleSuffix)"
  }

  /// Before iOS 13 every app has the app-delegate lifecycle, so only iOS 13 names it.
  private var lifecycleSuffix: String {
    guard osVersion >= .iOS13 else { return "" }
    return lifecycle == .scenes ? " (scenes)" : " (app delegate)"
  }
}
