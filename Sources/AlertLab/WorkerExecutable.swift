import Foundation

/// Where the command finds the worker it starts: `alertlab-worker`, built beside `alertlab`
/// by the same `swift build` or `swift run alertlab`.
enum WorkerExecutable {
  /// The file's name.
  static let name = "alertlab-worker"

  /// `alertlab-worker` in the command's own folder, or why it cannot be used.
  static func besideCommand() -> Result<URL, MissingWorker> {
    guard let command = Bundle.main.executableURL?.resolvingSymlinksInPath() else {
      return .failure(MissingWorker(description: "the command has no path to find its worker by"))
    }
    let worker = command.deletingLastPathComponent().appendingPathComponent(name)
    guard FileManager.default.isExecutableFile(atPath: worker.path) else {
      return .failure(
        MissingWorker(
          description:
            "\(worker.path) is missing or cannot be run: the command runs every cell in it; "
            + "build both with `swift build`"))
    }
    return .success(worker)
  }
}

/// The worker executable cannot be found beside the command.
struct MissingWorker: Error, CustomStringConvertible {
  let description: String
}
