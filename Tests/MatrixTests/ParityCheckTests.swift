import Foundation
import Testing

/// Scripts/parity-check holds ReferenceAlert to its deployment target and to app extensions:
/// a planted call of an API deprecated at or before the target, through one that extensions
/// lack, fails both checks, each named; and every wrapper to UIKit's optional requirements.
@Suite("Parity check")
struct ParityCheckTests {
  /// `windows` is deprecated in iOS 15, and `shared` unavailable in app extensions (W24) outside
  /// code marked so: the failure names both.
  @Test(
    "Parity: a planted UIApplication.shared.windows fails ReferenceAlert's iOS 15 and W24 checks")
  func plantedDeprecatedCall() async throws {
    let (status, text) = try await Self.parityCheck(
      planting: "extension ReferenceAlert {\n"
        + "  func plantedWindowCount() -> Int { UIApplication.shared.windows.count }\n}\n")
    #expect(status == 1, "\(text)")
    #expect(text.contains("'windows' is deprecated: deprecated in iOS 15.0"), "\(text)")
    #expect(
      text.contains(
        "ReferenceAlert's adapter says buildsInAppExtensions is true, and its files do not")
        && text.contains("'shared' is unavailable in app extensions"), "\(text)")
  }

  /// Every UIAlertViewDelegate method is an optional requirement in UIKit: a call through the
  /// protocol without `?` does not compile there, nor against the description.
  @Test("Parity: a delegate's optional method called as if it were required fails to compile")
  func plantedRequiredCallOfOptional() async throws {
    let (status, text) = try await Self.parityCheck(
      planting:
        "@MainActor func plantedCancel(_ alert: UIAlertView, _ delegate: (any UIAlertViewDelegate)?) {\n"
        + "  delegate?.alertViewCancel(alert)\n}\n")
    #expect(status == 1, "\(text)")
    #expect(text.contains("cannot call value of non-function type"), "\(text)")
  }

  /// Runs Scripts/parity-check on ReferenceAlert's files and one planted file of this code
  /// under the usual imports: its status and what it printed.
  private static func parityCheck(planting code: String) async throws -> (Int32, String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "alertlab-parity-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let planted = folder.appendingPathComponent("Planted.swift")
    try Data(
      ("#if canImport(UIKit)\n  import UIKit\n#else\n  import UIKitModel\n#endif\n\n" + code).utf8
    ).write(to: planted)
    let process = Process()
    process.executableURL = AlertLabCommand.packageRoot.appendingPathComponent(
      "Scripts/parity-check")
    process.environment = ProcessInfo.processInfo.environment.merging(
      ["PARITY_PLANT": planted.path, "PARITY_ONLY": "ReferenceAlert"]) { _, planted in planted }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    return try await offThePool { [process] in
      try process.run()
      let text = String(
        decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return (process.terminationStatus, text)
    }
  }
}
