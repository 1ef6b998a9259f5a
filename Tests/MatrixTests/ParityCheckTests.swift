import Foundation
import Testing

/// Scripts/parity-check holds ReferenceAlert to its deployment target: a planted call of an
/// API deprecated at or before it fails the check, with the deprecation named.
extension HarnessTests {
  /// It is deprecated in iOS 15, and the failure names the deprecation.
  @Test(
    "Parity: a planted call of the deprecated UIApplication.windows fails ReferenceAlert's check"
  )
  func plantedDeprecatedCall() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "alertlab-parity-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let planted = folder.appendingPathComponent("Planted.swift")
    try Data(
      """
      #if canImport(UIKit)
        import UIKit
      #else
        import UIKitModel
      #endif

      extension ReferenceAlert {
        func plantedWindowCount() -> Int { UIApplication.shared.windows.count }
      }

      """.utf8
    ).write(to: planted)
    let process = Process()
    process.executableURL = AlertLabCommand.packageRoot.appendingPathComponent(
      "Scripts/parity-check")
    process.environment = ProcessInfo.processInfo.environment.merging(
      ["PARITY_PLANT": planted.path]) { _, planted in planted }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1, "\(text)")
    #expect(text.contains("'windows' is deprecated: deprecated in iOS 15.0"), "\(text)")
  }
}
