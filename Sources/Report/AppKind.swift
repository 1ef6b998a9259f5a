import Matrix
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// A kind of app a reader has: the oldest iOS it supports, whether it uses scenes on iOS
/// 13+, and its devices (phone, pad, or both for a universal app). It meets every platform
/// of the matrix from its oldest iOS on, with its choice of lifecycle on iOS 13+.
struct AppKind: Sendable {
  let name: String
  /// The name without the devices: "iOS 8+ without scenes".
  let oldestName: String
  /// The oldest iOS the app supports.
  let oldest: OSVersion
  /// Its devices.
  let idioms: [UIUserInterfaceIdiom]
  let environments: [MatrixEnvironment]

  /// For every oldest iOS and each lifecycle on iOS 13+, on phone, pad and both, derived
  /// from the matrix's platforms.
  static let all: [AppKind] = {
    let platforms = MatrixEnvironment.platforms
    let newest = platforms.map(\.osVersion).max()!
    let oldestVersions = platforms.map(\.osVersion).reduce(into: [OSVersion]()) { versions, os in
      if !versions.contains(os) { versions.append(os) }
    }
    let devices: [(name: String, idioms: [UIUserInterfaceIdiom])] =
      UIUserInterfaceIdiom.allCases.map { ($0.name, [$0]) }
      + [("phone and pad", UIUserInterfaceIdiom.allCases)]
    return oldestVersions.flatMap { oldest in
      AppLifecycle.allCases.flatMap { lifecycle in
        let met = platforms.filter {
          $0.osVersion >= oldest && ($0.osVersion < newest || $0.lifecycle == lifecycle)
        }
        let name =
          "iOS \(oldest.rawValue)+ "
          + (lifecycle == .scenes
            ? (oldest == newest ? "with scenes" : "adopting scenes on iOS \(newest.rawValue)")
            : "without scenes")
        return devices.map { device in
          AppKind(
            name: "\(name), \(device.name)", oldestName: name, oldest: oldest,
            idioms: device.idioms,
            environments: met.flatMap { platform in
              device.idioms.map {
                MatrixEnvironment(platform.osVersion, $0, lifecycle: platform.lifecycle)
              }
            })
        }
      }
    }
  }()
}
