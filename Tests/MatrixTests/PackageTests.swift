import ApproachRegistry
import Foundation
import Matrix
import Presentable
import SeedExamples
import Testing

/// What Package.swift promises an app that adds a library product.
@Suite("Package manifest")
struct PackageTests {
  @Test("Package: the iOS our library says an app can add it from is Package.swift's iOS platform")
  func libraryDeploymentTarget() throws {
    let manifest = try String(
      contentsOf: AlertLabCommand.packageRoot.appendingPathComponent("Package.swift"),
      encoding: .utf8)
    // A published library's deployment target is its own package's, not this one's.
    let libraries = Approaches.all.filter { $0.role == .reference && $0.addableFrom != nil }
    #expect(!libraries.isEmpty)
    for approach in libraries {
      let platform = ".iOS(.v\(approach.addableFrom!.rawValue))"
      #expect(
        manifest.contains(platform),
        "\(approach.name) says apps from iOS \(approach.addableFrom!.rawValue) can add it; Package.swift should declare \(platform)"
      )
    }
  }

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

  /// The strings of a Swift or shell array literal that follows `opening` in a text: the
  /// `"…"` items up to the closing bracket.
  private static func quotedItems(after opening: String, in text: String) -> [String] {
    guard let start = text.range(of: opening),
      let end = text[start.upperBound...].firstIndex(where: { $0 == "]" || $0 == ")" })
    else { return [] }
    return text[start.upperBound..<end].split(separator: "\"", omittingEmptySubsequences: false)
      .enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// Its matrix run is one `--only` per OS; an OS left out is a part of the matrix unseen.
  @Test("mutation-check runs the matrix on every OS of the matrix's platforms")
  func mutationCheckRunsEveryOS() throws {
    let script = try String(
      contentsOf: AlertLabCommand.packageRoot.appendingPathComponent("Scripts/mutation-check.py"),
      encoding: .utf8)
    let list = try #require(script.firstMatch(of: /for os in \[([^\]]*)\]/)?.1)
    let versions = Set(list.matches(of: /"(\d+)"/).compactMap { Int($0.1) })
    #expect(versions == Set(MatrixEnvironment.platforms.map(\.osVersion.rawValue)))
  }

  @Test("An approach is in every list README's \"Add an approach\" names, each named by its id")
  func approachSteps() throws {
    let parity = try Self.packageText("Scripts/parity-check")
    let ids = Approaches.all.map { $0.id }
    #expect(Set(ids).count == ids.count, "two approaches share an id: \(ids)")
    for approach in Approaches.all {
      let id = approach.id
      let typeName = String(describing: approach)
      let isPort = approach.role == .swiftPort
      let hasSignUp = SignUpExample.all.contains { $0.writer.id.rawValue == id }
      #expect(
        Self.isSafeID(id),
        "\(id): an id is letters and digits, safe as a file and target name")
      #expect(typeName == "\(id)Approach", "\(typeName): name it \(id)Approach")
      #expect(
        Self.packageHas("Sources/Approaches/\(id)/\(id)Approach.swift"),
        "\(id): its adapter belongs in Sources/Approaches/\(id)/\(id)Approach.swift")
      #expect(
        Self.packageHas("Fixtures/predictions/\(id).json"),
        "\(id): write Fixtures/predictions/\(id).json")
      // A Swift port's files and call site are its original's.
      #expect(
        isPort || parity.contains("\n  \"\(id)|"), "\(id): list its files in Scripts/parity-check")
      #expect(
        isPort || hasSignUp || approach.signUpDialogAbsence != nil,
        "\(id): write Sources/Approaches/\(id)/SignUpWith\(id).swift and return it as the conformance's signUpDialog"
      )
    }
  }

  @Test(
    "Package.swift, the folders, the predictions and parity-check name the registry's approaches")
  func approachLists() throws {
    let ids = Approaches.all.map { $0.id }
    let manifest = try Self.packageText("Package.swift")
    #expect(
      Self.quotedItems(after: "let approachIDs = [", in: manifest) == ids,
      "Package.swift's approachIDs must be Approaches.all's ids, in its order: \(ids)")
    let swift5 = Set(Self.quotedItems(after: "let swift5Approaches: Set = [", in: manifest))
    #expect(swift5.isSubset(of: ids), "Package.swift's swift5Approaches names no approach")
    let root = AlertLabCommand.packageRoot
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("Sources/Approaches").path)
    for folder in folders where !ids.contains(folder) {
      Issue.record(
        "Sources/Approaches/\(folder) is no approach: add \(folder)Approach to Approaches.all")
    }
    let predictions = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("Fixtures/predictions").path)
    for file in predictions where !ids.map({ $0 + ".json" }).contains(file) {
      Issue.record("Fixtures/predictions/\(file) predicts no approach of Approaches.all")
    }
    for fields in try Self.parityEntries() {
      #expect(ids.contains(fields[0]), "Scripts/parity-check lists \(fields[0]), no approach")
      #expect(
        (fields[1] == "5") == swift5.contains(fields[0]),
        "\(fields[0]): Scripts/parity-check's language mode and Package.swift's swift5Approaches differ"
      )
    }
  }

  /// Scripts/parity-check's entries, each split into its fields: id, language mode,
  /// availability checked, files.
  private static func parityEntries() throws -> [[String]] {
    try packageText("Scripts/parity-check").split(separator: "\n")
      .filter { $0.hasPrefix("  \"") && $0.contains("|") }
      .map { $0.dropFirst(3).dropLast().split(separator: "|").map(String.init) }
  }
}
