import Matrix
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// A kind of app a reader has: the oldest iOS it supports, whether it uses scenes on iOS
/// 13+, and its devices (phone, pad, or both for a universal app). It meets every platform
/// of the matrix whose versions it runs on, with its choice of lifecycle on iOS 13+.
struct AppKind: Sendable {
  /// What it is, stable whatever its name says: "ios15-scenes-phone-pad".
  let id: String
  let name: String
  /// The name without the devices: "iOS 9+ without scenes".
  let oldestName: String
  /// The oldest iOS the app supports.
  let oldest: OSVersion
  /// Its devices.
  let idioms: [UIUserInterfaceIdiom]
  let environments: [MatrixEnvironment]
  /// The deployment targets this kind stands for, as a reader names theirs: "iOS 9, 10, 11
  /// or 12", "iOS 15 or later".
  let deploymentTargets: String
  /// Whether it uses scenes on iOS 13 and later.
  let usesScenes: Bool
  /// Its lifecycle in words: "without scenes", "with scenes", "with scenes from iOS 13".
  let lifecycleName: String
  /// Whether its screens are SwiftUI views, which hand out no view controller.
  var swiftUI = false

  /// Today's app, built with the current Xcode: iOS 15 or later, the oldest target Xcode 26
  /// builds for, with scenes, which the iOS 27 SDK requires (TN3187), on phone and pad.
  static let today = all.first {
    $0.oldest == .iOS15 && $0.usesScenes && $0.idioms.count > 1
  }!

  /// Today's app with SwiftUI views for screens.
  static let swiftUIToday = today.writtenInSwiftUI()

  /// This kind with SwiftUI views for screens: the same platforms, and code that holds no view
  /// controller.
  func writtenInSwiftUI() -> AppKind {
    AppKind(
      id: id + "-swiftui", name: "SwiftUI app, " + name, oldestName: "SwiftUI app, " + oldestName,
      oldest: oldest, idioms: idioms, environments: environments,
      deploymentTargets: deploymentTargets, usesScenes: usesScenes,
      lifecycleName: lifecycleName, swiftUI: true)
  }

  /// This kind on pad alone, where an app can have two windows side by side.
  var padAlone: AppKind {
    let pad = Self.all.first {
      $0.oldest == oldest && $0.usesScenes == usesScenes && $0.idioms == [.pad]
    }!
    return swiftUI ? pad.writtenInSwiftUI() : pad
  }

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
    for (index, oldest) in oldestVersions.enumerated() {
      let targets = deploymentTargets(
        from: oldest, upTo: oldestVersions.dropFirst(index + 1).first)
      for lifecycle in AppLifecycle.allCases {
        let met = MatrixEnvironment.platforms(from: oldest, lifecycle: lifecycle)
        guard !met.isEmpty else { continue }
        let lifecycleName =
          lifecycle == .appDelegate
          ? "without scenes" : oldest >= .iOS13 ? "with scenes" : "with scenes from iOS 13"
        let name = "iOS \(oldest.rawValue)+ \(lifecycleName)"
        kinds += devices.map { device in
          AppKind(
            id: "ios\(oldest.rawValue)-\(lifecycle.rawValue)-"
              + device.idioms.map(\.name).joined(separator: "-"),
            name: "\(name), \(device.name)", oldestName: name, oldest: oldest,
            idioms: device.idioms,
            environments: met.flatMap { platform in
              device.idioms.map {
                MatrixEnvironment(platform.osVersion, $0, lifecycle: platform.lifecycle)
              }
            }, deploymentTargets: targets, usesScenes: lifecycle == .scenes,
            lifecycleName: lifecycleName)
        }
      }
    }
    return kinds
  }()

  /// The deployment targets from `oldest` to the one before `next`: "iOS 8", "iOS 13 or 14",
  /// "iOS 9, 10, 11 or 12", "iOS 17 to 25", "iOS 15 or later".
  private static func deploymentTargets(from oldest: OSVersion, upTo next: OSVersion?) -> String {
    guard let next else { return "iOS \(oldest.rawValue) or later" }
    let versions = (oldest.rawValue..<next.rawValue).map(String.init)
    guard versions.count > 1 else { return "iOS \(oldest.rawValue)" }
    // A long run of versions reads as a range: "iOS 17 to 25".
    guard versions.count <= 4 else { return "iOS \(versions[0]) to \(versions.last!)" }
    return "iOS " + versions.dropLast().joined(separator: ", ") + " or \(versions.last!)"
  }
}
