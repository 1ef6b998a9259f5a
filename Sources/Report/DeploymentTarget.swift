import Matrix
import UIKitModel

/// What a reader chooses for: the oldest iOS the app supports, whether it has scenes, and
/// the device. An app runs on its target OS and every later one the matrix covers, so an
/// OS below the target never counts against an approach.
struct DeploymentTarget: Sendable, Hashable {
  let name: String
  let idiom: UIUserInterfaceIdiom
  /// The matrix environments the app meets.
  let environments: [MatrixEnvironment]

  /// iOS 7+, iOS 8+, iOS 13+ without scenes and iOS 13+ with scenes, each on phone and pad.
  static let all: [DeploymentTarget] = [
    (
      "iOS 7+",
      [(OSVersion.iOS7, AppLifecycle.appDelegate), (.iOS8, .appDelegate), (.iOS13, .appDelegate)]
    ),
    ("iOS 8+", [(.iOS8, .appDelegate), (.iOS13, .appDelegate)]),
    ("iOS 13+ without scenes", [(.iOS13, .appDelegate)]),
    ("iOS 13+ with scenes", [(.iOS13, .scenes)]),
  ].flatMap { name, platforms in
    UIUserInterfaceIdiom.allCases.map { idiom in
      DeploymentTarget(
        name: name, idiom: idiom,
        environments: platforms.map { MatrixEnvironment($0, idiom, lifecycle: $1) })
    }
  }

  /// "iOS 8+ on phone", the heading of the target's part of the guide.
  var title: String { "\(name) on \(idiom.rawValue)" }

  /// The environments, named as the report names them: "iOS 8 and iOS 13 (app delegate)".
  var environmentNames: String {
    let names = environments.map(\.platformName)
    guard names.count > 1 else { return names.joined() }
    return names.dropLast().joined(separator: ", ") + " and " + names.last!
  }
}
