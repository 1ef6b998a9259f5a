import ApproachRegistry
import Foundation
import Presentable
import SeedExamples
import Testing

/// What Package.swift promises an app that adds a library product.
extension HarnessTests {
  @Test("Package: the iOS an approach says an app can add it from is Package.swift's iOS platform")
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

extension HarnessTests {
  /// A file of the package, as text.
  private static func packageText(_ path: String) throws -> String {
    try String(
      contentsOf: AlertLabCommand.packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// Whether a file of the package exists.
  private static func packageHas(_ path: String) -> Bool {
    FileManager.default.fileExists(
      atPath: AlertLabCommand.packageRoot.appendingPathComponent(path).path)
  }

  /// Whether an id is letters and digits only.
  private static func isSafeID(_ id: String) -> Bool {
    !id.isEmpty && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
  }

  @Test(
    "Every approach of the registry has each piece README's \"Add an approach\" lists, named by its id"
  )
  func approachSteps() throws {
    let manifest = try Self.packageText("Package.swift")
    let parity = try Self.packageText("Scripts/parity-check")
    let ids = Approaches.all.map { $0.id }
    #expect(Set(ids).count == ids.count, "two approaches share an id: \(ids)")
    for approach in Approaches.all {
      let id = approach.id
      let typeName = String(describing: approach)
      let isPort = approach.role == .swiftPort
      let name = approach.name
      let hasSignUp = SignUpExample.all.map(\.writer).contains(name)
      #expect(
        Self.isSafeID(id),
        "\(id): an id is letters and digits, safe as a file and target name")
      #expect(typeName == "\(id)Approach", "\(typeName): name it \(id)Approach")
      #expect(
        Self.packageHas("Sources/Approach\(id)/\(id)Approach.swift"),
        "\(id): its adapter belongs in Sources/Approach\(id)/\(id)Approach.swift")
      #expect(manifest.contains("\"Approach\(id)\""), "\(id): add Approach\(id) to Package.swift")
      #expect(
        Self.packageHas("Fixtures/predictions/\(id).json"),
        "\(id): write Fixtures/predictions/\(id).json")
      // A Swift port's files and call site are its original's.
      #expect(
        isPort || parity.contains("\n  \"\(id)|"), "\(id): list its files in Scripts/parity-check")
      #expect(
        isPort || hasSignUp,
        "\(id): write Sources/Approach\(id)/SignUpWith\(id).swift and return it as the conformance's signUpDialog"
      )
    }
  }
}
