@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// One of the matrix's environments: an OS version, an app lifecycle and a device
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

  /// The platforms the matrix covers, oldest first: the one list of them. Each is split
  /// from the one before it with its lifecycle where a rule differs: iOS 8 (UIAlertController
  /// appears, AC1), iOS 9 to 12 (it puts the keyboard away, AC13), iOS 13+ without scenes
  /// (AV20 spares it; one scene, so W12 never applies), iOS 13 and 14 with scenes (W6, AV20),
  /// iOS 15 and 16 with scenes (a key window per scene, W12), iOS 17+ with scenes (SwiftUI's
  /// alerts take text fields, run an action before writing their binding back, and follow a
  /// button's state while up: SU3, SU7, SU12), iOS 26 with scenes (a phone sheet given a
  /// source is anchored, AC15), iOS 27+ with scenes (a phone window can be resized to a
  /// regular width, W27). Each is modelled as its oldest version, so iOS 16, which has SU3 and
  /// SU12 but not SU7, is modelled as iOS 15.
  public static let platforms: [(osVersion: OSVersion, lifecycle: AppLifecycle)] = [
    (.iOS7, .appDelegate), (.iOS8, .appDelegate), (.iOS9, .appDelegate), (.iOS13, .appDelegate),
    (.iOS13, .scenes), (.iOS15, .scenes), (.iOS17, .scenes), (.iOS26, .scenes),
    (.iOS27, .scenes),
  ]

  /// The platforms an app meets whose oldest is `oldest`, one of `platforms`: it and every
  /// later one with the same lifecycle.
  public static func platforms(from oldest: (osVersion: OSVersion, lifecycle: AppLifecycle))
    -> [(osVersion: OSVersion, lifecycle: AppLifecycle)]
  {
    platforms(from: oldest.osVersion, lifecycle: oldest.lifecycle).filter {
      $0.lifecycle == oldest.lifecycle
    }
  }

  /// The platforms an app meets that supports iOS `oldest` and later, with the app-delegate
  /// lifecycle before iOS 13 and `lifecycle` from then on: each whose versions reach
  /// `oldest` or later ("iOS 13+ without scenes" for an app from iOS 15).
  public static func platforms(from oldest: OSVersion, lifecycle: AppLifecycle)
    -> [(osVersion: OSVersion, lifecycle: AppLifecycle)]
  {
    platforms.filter { platform in
      let next = platforms.first {
        $0.lifecycle == platform.lifecycle && $0.osVersion > platform.osVersion
      }
      let reaches = next.map { $0.osVersion > oldest } ?? true
      let met = platform.osVersion < .iOS13 ? .appDelegate : lifecycle
      return reaches && platform.lifecycle == met
    }
  }

  /// Whether the environment's platform reaches iOS `version` or later: "iOS 13+ without
  /// scenes" reaches iOS 15, "iOS 13–14 with scenes" does not.
  public func reaches(_ version: OSVersion) -> Bool {
    Self.platforms(from: version, lifecycle: lifecycle).contains {
      $0.osVersion == osVersion && $0.lifecycle == lifecycle
    }
  }

  /// The deployment target whose oldest platform is `oldest`, as the report and the command
  /// line name it: "iOS 9+", "iOS 13+ with scenes" (the lifecycle from iOS 13, where an app
  /// has either).
  public static func targetName(from oldest: (osVersion: OSVersion, lifecycle: AppLifecycle))
    -> String
  {
    "iOS \(oldest.osVersion.rawValue)+" + lifecycleSuffix(oldest.osVersion, oldest.lifecycle)
  }

  /// The platform as a reader deploys to it: "iOS 8", "iOS 9–12", "iOS 13+ without scenes",
  /// "iOS 13–14 with scenes": the versions from this one to the one before the next
  /// platform with the same lifecycle.
  public var platformName: String { Self.names[self]?.platform ?? platformNameMade }

  private var platformNameMade: String {
    let next = Self.platforms.first {
      $0.lifecycle == lifecycle && $0.osVersion > osVersion
    }?.osVersion.rawValue
    let versions =
      switch next {
      case nil: "\(osVersion.rawValue)+"
      case osVersion.rawValue + 1: "\(osVersion.rawValue)"
      case let next?: "\(osVersion.rawValue)–\(next - 1)"
      }
    return "iOS \(versions)" + Self.lifecycleSuffix(osVersion, lifecycle)
  }

  /// Every platform on phone and pad, in report order.
  public static let all: [MatrixEnvironment] = platforms.flatMap { osVersion, lifecycle in
    UIUserInterfaceIdiom.allCases.map { MatrixEnvironment(osVersion, $0, lifecycle: lifecycle) }
  }

  /// The stable id REPORT.json and `alertlab diff` know it by, made of what it is, never of
  /// its display name: "ios7-phone", "ios9-pad", "ios13-phone-appdelegate",
  /// "ios15-pad-scenes". The lifecycle is named from iOS 13, where an app has a choice.
  public var id: EnvironmentID {
    EnvironmentID(
      "ios\(osVersion.rawValue)-\(idiom.name)"
        + (osVersion >= .iOS13 ? (lifecycle == .scenes ? "-scenes" : "-appdelegate") : ""))
  }

  /// The environment REPORT.json describes by its fields (`os`: 7, 8, 9, 13, 15, 17, 26, 27; `idiom`:
  /// phone, pad; `lifecycle`: appDelegate, scenes), if the matrix has one: how a report of a
  /// schema before ids is read.
  public init?(os: Int, idiom: String, lifecycle: String) {
    guard
      let environment = Self.all.first(where: {
        $0.osVersion.rawValue == os && $0.idiom.name == idiom && $0.lifecycle.rawValue == lifecycle
      })
    else { return nil }
    self = environment
  }

  /// "iOS 7 phone", "iOS 9–12 pad", "iOS 15+ pad with scenes".
  public var description: String { Self.names[self]?.environment ?? descriptionMade }

  private var descriptionMade: String {
    let name = platformNameMade
    guard let cut = name.firstRange(of: " with") else { return "\(name) \(idiom.name)" }
    return "\(name[..<cut.lowerBound]) \(idiom.name)\(name[cut.lowerBound...])"
  }

  /// The names of every environment of the matrix, made once: the report names each
  /// thousands of times.
  private static let names = Dictionary(
    uniqueKeysWithValues: all.map {
      ($0, (platform: $0.platformNameMade, environment: $0.descriptionMade))
    })

  /// Before iOS 13 every app has the app-delegate lifecycle, so only iOS 13 and later name
  /// it.
  private static func lifecycleSuffix(_ osVersion: OSVersion, _ lifecycle: AppLifecycle) -> String {
    guard osVersion >= .iOS13 else { return "" }
    return lifecycle == .scenes ? " with scenes" : " without scenes"
  }
}
