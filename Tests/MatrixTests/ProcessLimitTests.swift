import Foundation
import Testing

/// The command started when the user's other processes leave it too few of `ulimit -u`. The
/// limit binds only a user who is not root, so the test runs the command as `nobody`, which
/// needs root, runuser (Linux's util-linux), bash, whose `ulimit` sets it, and ps (procps),
/// which counts what nobody already runs; elsewhere it does not run.
@Suite("Process limit")
struct ProcessLimitTests {
  /// Root, with runuser to become another user: the only way to make the limit bind here.
  static let canRunAsNobody =
    getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser")
    && FileManager.default.isExecutableFile(atPath: "/bin/bash")
    && FileManager.default.isExecutableFile(atPath: "/usr/bin/ps")

  @Test(
    "With ulimit -u used up by other processes, a run ends at once in a clear error, no wait",
    .enabled(if: canRunAsNobody, "needs root and runuser to run the command as nobody"))
  func processesUsedUp() async throws {
    let package = try TestPackage.make(typing: 1)
    defer { try? FileManager.default.removeItem(at: package) }
    let command = try TestPackage.command(in: package)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: package.path)
    // The limit is fifty above what nobody already runs (its processes and threads, which
    // the limit counts), so other processes of nobody's change nothing. Forty sleeping
    // processes of nobody's leave about ten of those fifty: fewer than a run starts, more
    // than the start-up check of the limit alone asks for. A run that waits is stopped after
    // 20 s (status 124); the sleepers get SIGKILL, since this test process's children
    // inherit a signal mask that holds SIGTERM.
    let script = """
      used=$(ps -L -u nobody -o lwp= | wc -l); ulimit -u $((used + 50))
      for i in $(seq 1 40); do sleep 30 >/dev/null 2>&1 & sleepers="$sleepers $!"; done
      timeout 20 "$0" --only T4 --only ETAlertView; status=$?; kill -KILL $sleepers; exit $status
      """
    let run = try await AlertLabCommand.run(
      ["-u", "nobody", "--", "/bin/bash", "-c", script, command.path],
      executable: URL(fileURLWithPath: "/usr/sbin/runuser"), in: package)
    #expect(run.status == 71, "exit \(run.status) (124: it waited): \(run.errors)")
    #expect(
      run.errors.contains("alertlab: error: the system will not start"),
      "the error names the shortage: \(run.errors)")
  }
}
