import Foundation
import ProcessSupport

/// The built `alertlab` executable, run from the package root as a user would.
struct AlertLabCommand {
  /// The package root.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The build folder that holds this test bundle: the bundle is a file of that folder on
  /// Linux and a folder in it on macOS; Foundation finds it on both.
  static let buildFolder: URL = {
    let bundle = Bundle(for: BundleMarker.self).bundleURL
    return bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
  }()

  /// `alertlab` in the build folder.
  static let executable = buildFolder.appendingPathComponent("alertlab")

  /// `alertlab-worker` in the build folder: where the command runs every cell.
  static let worker = buildFolder.appendingPathComponent("alertlab-worker")

  let status: Int32
  let output: String
  let errors: String

  /// Runs the command (or a copy of it) with these arguments, from the package root unless
  /// told otherwise,
  /// and waits for it. Standard output or standard error go to `outputFile` or `errorFile`
  /// when given (and then read as empty), to pipes otherwise.
  static func run(
    _ arguments: [String], executable: URL = executable, in folder: URL = packageRoot,
    outputFile: FileHandle? = nil, errorFile: FileHandle? = nil
  ) throws -> AlertLabCommand {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = outputFile ?? output
    process.standardError = errorFile ?? errors
    try process.run()
    try output.fileHandleForWriting.close()
    try errors.fileHandleForWriting.close()
    // Both pipes are read at once, so that neither fills while the other is waited on.
    let errorData = Locked(Data())
    let errorsRead = DispatchSemaphore(value: 0)
    Thread {
      errorData.withValue { $0 = errors.fileHandleForReading.readDataToEndOfFile() }
      errorsRead.signal()
    }.start()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    errorsRead.wait()
    process.waitUntilExit()
    return AlertLabCommand(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData.withValue { $0 }, as: UTF8.self))
  }
}

/// A class of this test bundle, for `Bundle(for:)`.
private final class BundleMarker {}

extension AlertLabCommand {
  /// `run`, awaited from a test: the wait happens on a thread of its own, so that it does not
  /// hold one of the few threads Swift Testing runs tests on while the command works.
  static func run(
    _ arguments: [String], executable: URL = executable, in folder: URL = packageRoot,
    outputFile: FileHandle? = nil, errorFile: FileHandle? = nil
  ) async throws -> AlertLabCommand {
    let (output, errors) = (SendableHandle(outputFile), SendableHandle(errorFile))
    return try await offThePool {
      try run(
        arguments, executable: executable, in: folder, outputFile: output.handle,
        errorFile: errors.handle)
    }
  }
}

/// A file handle passed to the thread that runs a command; only that thread uses it then.
private struct SendableHandle: @unchecked Sendable {
  let handle: FileHandle?
  init(_ handle: FileHandle?) { self.handle = handle }
}

/// Runs blocking work (a command, a worker pool, a compiler) on a thread of its own and
/// awaits its result, so that a test's wait leaves Swift Testing's threads to other tests.
func offThePool<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws
  -> Value
{
  try await withCheckedThrowingContinuation { continuation in
    Thread { continuation.resume(with: Result { try body() }) }.start()
  }
}
