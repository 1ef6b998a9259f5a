import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A child process started with posix_spawn, its standard streams on pipes. The parent's
/// pipe ends are close-on-exec, and pipes are made and children started under one lock, so
/// children started in parallel never hold each other's pipes open.
struct ChildProcess {
  private static let spawnLock = NSLock()

  let pid: pid_t
  /// The parent's ends of the child's standard input, output and error.
  let input: Int32
  let output: Int32
  let errors: Int32

  /// Starts `path` with these arguments and environment (`NAME=value` strings).
  static func spawn(_ path: String, arguments: [String], environment: [String]) -> ChildProcess? {
    spawnLock.withLock { spawnLocked(path, arguments: arguments, environment: environment) }
  }

  private static func spawnLocked(_ path: String, arguments: [String], environment: [String])
    -> ChildProcess?
  {
    var inputPipe: [Int32] = [0, 0]
    var outputPipe: [Int32] = [0, 0]
    var errorPipe: [Int32] = [0, 0]
    guard pipe(&inputPipe) == 0, pipe(&outputPipe) == 0, pipe(&errorPipe) == 0 else {
      return nil
    }
    for end in inputPipe + outputPipe + errorPipe {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0)
    posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer {
      for string in argv + envp {
        free(string)
      }
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    var pid: pid_t = 0
    let status = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    for end in [inputPipe[0], outputPipe[1], errorPipe[1]] {
      close(end)
    }
    guard status == 0 else {
      for end in [inputPipe[1], outputPipe[0], errorPipe[0]] {
        close(end)
      }
      return nil
    }
    return ChildProcess(pid: pid, input: inputPipe[1], output: outputPipe[0], errors: errorPipe[0])
  }

  /// Writes text to the child's standard input and closes it.
  func send(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
      guard written > 0 else { break }
      bytes = bytes.dropFirst(written)
    }
    close(input)
  }

  /// Reads whatever standard output has, waiting at most `timeout` milliseconds: nil on
  /// time-out, empty at the end of the output.
  func read(timeout: Int32) -> [UInt8]? {
    var poller = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
    guard poll(&poller, 1, timeout) > 0 else { return nil }
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let count = Glibc.read(output, &chunk, chunk.count)
    return count > 0 ? Array(chunk[..<Int(count)]) : []
  }

  /// Ends the child at once, with every process it started: it leads its own process
  /// group.
  func kill() {
    _ = Glibc.kill(-pid, SIGKILL)
  }

  /// Waits for the child to end; returns whether it exited with status 0, and everything
  /// it wrote to standard error.
  func wait() -> (exitedNormally: Bool, standardError: [UInt8]) {
    var standardError: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = Glibc.read(errors, &chunk, chunk.count)
      guard count > 0 else { break }
      standardError += chunk[..<Int(count)]
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    close(output)
    close(errors)
    let exited = (status & 0x7f) == 0
    return (exited && (status >> 8) & 0xff == 0, standardError)
  }
}
