import ApproachRegistry
import Foundation
import Presentable
import Testing

/// What Package.swift promises an app that adds a library product.
extension HarnessTests {
  @Test(
    "Package: each approach that says from which iOS an app can add it says what Package.swift's iOS platform says"
  )
  func libraryDeploymentTarget() throws {
    let manifest = try String(
      contentsOf: AlertLabCommand.packageRoot.appendingPathComponent("Package.swift"),
      encoding: .utf8)
    let libraries = Approaches.all.filter { $0.addableFrom != nil }
    #expect(!libraries.isEmpty)
    for approach in libraries {
      let platform = ".iOS(.v\(approach.addableFrom!.rawValue))"
      #expect(
        manifest.contains(platform),
        "\(approach.name) says apps from iOS \(approach.addableFrom!.rawValue) can add it; Package.swift should declare \(platform)"
      )
    }
  }
}
