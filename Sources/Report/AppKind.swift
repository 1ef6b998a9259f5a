import Matrix
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// A kind of app a reader has: the oldest iOS it supports, whether it uses scenes on iOS
/// 13+, and its devices (phone, pad, or both for a universal app). It meets every platform
/// of the matrix whose versions it runs on, with its choice of lifecycle on iOS 13+.
struct AppKind: Sendable {
  let name: String
  /// The name without the devices: "iOS 9+ without scenes".
  let oldestName: String
  /// The oldest iOS the app supports.
  let oldest: OSVersion
  /// Whether the first table has a column for it: an app without scenes, or one whose
  /// oldest iOS has scenes. Older apps that adopt scenes on iOS 13 follow in the full table.
  let inFirstTable: Bool
  /// Its devices.
  let idioms: [UIUserInterfaceIdiom]
  let environments: [MatrixEnvironment]

  /// For every oldest iOS of the matrix's platforms and each lifecycle on iOS 13+, on phone,
  /// pad and both. Two kinds can meet the same platforms ("iOS 15+ without scenes" meets
  /// "iOS 13+ without scenes") and still differ in what they can add: a library for iOS 15.
  static let all: [AppKind] = {
    let platforms = MatrixEnvironment.platforms
    let oldestVersions = platforms.map(\.osVersion).reduce(into: [OSVersion]()) { versions, os in
      if !versions.contains(os) { versions.append(os) }
    }
    let devices: [(name: String, idioms: [UIUserInterfaceIdiom])] =
      UIUserInterfaceIdiom.allCases.map { ($0.name, [$0]) }
      + [("phone and pad", UIUserInterfaceIdiom.allCases)]
    var kinds: [AppKind] = []
    for oldest in oldestVersions {
      for lifecycle in AppLifecycle.allCases {
        let met = MatrixEnvironment.platforms(from: oldest, lifecycle: lifecycle)
        guard !met.isEmpty else { continue }
        let name =
          "iOS \(oldest.rawValue)+ "
          + (lifecycle == .appDelegate
            ? "without scenes"
            : oldest >= .iOS13 ? "with scenes" : "with scenes from iOS 13")
        kinds += devices.map { device in
          AppKind(
            name: "\(name), \(device.name)", oldestName: name, oldest: oldest,
            inFirstTable: lifecycle == .appDelegate || oldest >= .iOS13, idioms: device.idioms,
            environments: met.flatMap { platform in
              device.idioms.map {
                MatrixEnvironment(platform.osVersion, $0, lifecycle: platform.lifecycle)
              }
            })
        }
      }
    }
    return kinds
  }()
}
