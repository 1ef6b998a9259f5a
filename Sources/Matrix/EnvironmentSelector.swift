import JSON
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// Which of the matrix's environments something applies to: OS versions, idioms and app
/// lifecycles, each "all" when empty. Predictions and ideal exceptions read it from the
/// same three optional fields: `os`, `idiom`, `lifecycle`.
public struct EnvironmentSelector: Codable, Sendable, Hashable {
  public let osVersions: [OSVersion]
  public let idioms: [UIUserInterfaceIdiom]
  /// Before iOS 13 every app has the app-delegate lifecycle.
  public let lifecycles: [AppLifecycle]

  /// Whether the environment is selected.
  public func selects(_ environment: MatrixEnvironment) -> Bool {
    (osVersions.isEmpty || osVersions.contains(environment.osVersion))
      && (idioms.isEmpty || idioms.contains(environment.idiom))
      && (lifecycles.isEmpty || lifecycles.contains(environment.lifecycle))
  }
}

extension EnvironmentSelector {
  /// Reads `os` (7, 8, 9, 13, 15), `idiom` (`phone`, `pad`) and `lifecycle` (`appDelegate`,
  /// `scenes`) from an object, each an optional list.
  init(json object: JSONObject) throws {
    osVersions =
      try object.optional("os")?.nonEmptyList().map { node in
        guard let version = OSVersion(rawValue: try node.int()) else {
          let versions = OSVersion.allCases.map { "\($0.rawValue)" }
          throw node.error("os must be one of \(versions.joined(separator: ", "))")
        }
        return version
      } ?? []
    idioms =
      try object.optional("idiom")?.nonEmptyList().map {
        try $0.choice(UIUserInterfaceIdiom.self, named: \.name)
      } ?? []
    lifecycles =
      try object.optional("lifecycle")?.nonEmptyList().map { try $0.choice(AppLifecycle.self) }
      ?? []
    guard MatrixEnvironment.all.contains(where: selects) else {
      throw object.error(
        "os, idiom and lifecycle select no environment of the matrix (scenes need iOS 13; 15 has scenes only)"
      )
    }
  }
}
