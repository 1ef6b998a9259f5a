import Foundation
import ProcessSupport

/// The command's standard output and standard error. A write that fails (a full disk, a
/// closed descriptor) never traps: a lost line on standard error is lost quietly, as there is
/// nowhere left to say so, but a lost line on standard output is said on standard error, and
/// a run that would have exited 0 exits `outputFailureExitCode` instead.
enum Terminal {
  /// The exit code of a run whose output could not be written (EX_IOERR).
  static let outputFailureExitCode: Int32 = 74

  /// Why the first write to standard output failed, if one did.
  private static let outputFailure = Locked<String?>(nil)

  /// Takes standard output as lost from the start, when the command was started with it
  /// closed: what it says goes nowhere, and a run that would have exited 0 does not.
  static func standardOutputWasClosed() {
    outputFailure.withValue { $0 = "standard output was closed" }
  }

  /// Writes a line to standard output.
  static func say(_ line: String) {
    do {
      try FileHandle.standardOutput.write(contentsOf: Data((line + "\n").utf8))
    } catch {
      outputFailure.withValue { $0 = $0 ?? "\(error.localizedDescription)" }
    }
  }

  /// Writes a line to standard error.
  static func warn(_ line: String) {
    try? FileHandle.standardError.write(contentsOf: Data((line + "\n").utf8))
  }

  /// Ends the process with `code`, or with `outputFailureExitCode` when the run succeeded but
  /// its output was lost.
  static func exit(_ code: Int32) -> Never {
    if let failure = outputFailure.withValue({ $0 }) {
      warn("alertlab: error: cannot write to standard output: \(failure)")
      Foundation.exit(code == 0 ? outputFailureExitCode : code)
    }
    Foundation.exit(code)
  }
}
