import Foundation

/// The built `alertlab` executable, run from the package root as a user would.
struct AlertLabCommand {
  /// The package root.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `alertlab` in the build folder that holds this test bundle: the bundle is a file of
  /// that folder on Linux and a folder in it on macOS; Foundation finds it on both.
  static let executable: URL = {
    let bundle = Bundle(for: BundleMarker.self).bundleURL
    let folder = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
    return folder.appendingPathComponent("alertlab")
  }()

  let status: Int32
  let output: String
  let errors: String

  /// Runs the command with these arguments, from the package root unless told otherwise,
  /// and waits for it.
  static func run(_ arguments: [String], in folder: URL = packageRoot) throws -> AlertLabCommand {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return AlertLabCommand(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self))
  }
}

/// A class of this test bundle, for `Bundle(for:)`.
private final class BundleMarker {}
