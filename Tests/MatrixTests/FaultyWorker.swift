import Foundation

/// A worker that ends the way a test tells it to, at a point the test chooses, with no clock
/// involved: a shell script that runs the real `alertlab-worker` behind a pipe, passes its
/// reports on, and after the given number of reports ends it. The n-th worker started ends
/// after `reportsBeforeEnd[n]` reports; workers after the list's last run to their end.
struct FaultyWorker {
  /// How a faulty worker ends.
  enum Fault: String {
    /// SIGKILL to the worker and to the script itself, as something outside the run does.
    case killedFromOutside
    /// The script exits with status 0 with no report, as app code that calls `exit(0)` does.
    case exitedWithoutReport
  }

  /// What a pool is started with: the shell and the script.
  let executable = URL(fileURLWithPath: "/bin/sh")
  let arguments: [String]
  /// The folder of the script and its bookkeeping; the caller removes it.
  let folder: URL

  init(_ fault: Fault, reportsBeforeEnd: [Int]) throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("alertlab-faulty-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let ending =
      switch fault {
      case .killedFromOutside: "kill -KILL \"$worker\"; kill -KILL $$"
      case .exitedWithoutReport: "kill -KILL \"$worker\"; exit 0"
      }
    // Each start takes the next number by creating its marker folder (mkdir is atomic).
    let script = """
      folder='\(folder.path)'
      worker_executable='\(AlertLabCommand.worker.path)'
      set -- \(reportsBeforeEnd.map(String.init).joined(separator: " "))
      start=0
      while ! mkdir "$folder/started-$start" 2>/dev/null; do start=$((start + 1)); done
      [ "$start" -lt "$#" ] || exec "$worker_executable"
      shift "$start"
      after=$1
      mkfifo "$folder/reports-$start"
      # A command run in the background reads /dev/null unless told otherwise: fd 3 tells.
      exec 3<&0
      "$worker_executable" <&3 3<&- >"$folder/reports-$start" &
      worker=$!
      passed=0
      while [ "$passed" -lt "$after" ] && IFS= read -r line; do
        printf '%s\\n' "$line"
        passed=$((passed + 1))
      done <"$folder/reports-$start"
      \(ending)
      """
    let scriptFile = folder.appendingPathComponent("worker.sh")
    try Data(script.utf8).write(to: scriptFile)
    arguments = [scriptFile.path]
  }
}
