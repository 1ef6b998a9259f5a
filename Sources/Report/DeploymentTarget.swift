import Matrix
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// What a reader chooses for: the oldest iOS the app supports, whether it has scenes, and
/// the device. An app runs on its target OS and every later one the matrix covers, so an
/// OS below the target never counts against an approach.
struct DeploymentTarget: Sendable, Hashable {
  let name: String
  let idiom: UIUserInterfaceIdiom
  /// The oldest iOS the app supports.
  let oldest: OSVersion
  /// The matrix environments the app meets.
  let environments: [MatrixEnvironment]

  /// One target per platform of the matrix, each on phone and pad: the app meets its own
  /// platform and every later one with the same lifecycle (iOS 7+, iOS 8+, iOS 13+ without
  /// scenes, iOS 13+ with scenes).
  static let all: [DeploymentTarget] = MatrixEnvironment.platforms.flatMap { oldest in
    UIUserInterfaceIdiom.allCases.map { idiom in
      DeploymentTarget(
        name: MatrixEnvironment.targetName(from: oldest), idiom: idiom,
        oldest: oldest.osVersion,
        environments: MatrixEnvironment.platforms(from: oldest).map {
          MatrixEnvironment($0.osVersion, idiom, lifecycle: $0.lifecycle)
        })
    }
  }

  /// "iOS 8+ on phone", the heading of the target's part of the guide.
  var title: String { "\(name) on \(idiom.name)" }

  /// The environments, named as the report names them: "iOS 8 and iOS 13 (app delegate)".
  var environmentNames: String {
    let names = environments.map(\.platformName)
    guard names.count > 1 else { return names.joined() }
    return names.dropLast().joined(separator: ", ") + " and " + names.last!
  }
}
