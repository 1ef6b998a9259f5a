import ProcessSupport

/// What a run needs of the system, checked before it starts: a process short of file
/// descriptors, processes or memory would otherwise trap in Foundation or wait for ever on a
/// thread that could not start. Measured on Linux: a run opens about 30 descriptors, yet
/// Foundation's `Process` starts no child below a limit of about 240 (macOS's default is 256);
/// under 16 processes and threads a run waits for ever, as it does when the user's other
/// processes leave too few of a higher limit, so the check starts that many threads first;
/// under 512 MiB of address space a worker stalls.
enum ResourceCheck {
  /// The exit code of a run the system cannot give what it needs (EX_OSERR).
  static let exitCode: Int32 = 71

  static let minimumOpenFiles: UInt64 = 256
  static let minimumProcesses: UInt64 = 32
  static let minimumAddressSpace: UInt64 = 1 << 30
  /// About what a run starts at once: per worker, its process and its three threads, and the
  /// three threads here that feed it, read it and wait on it; and Foundation's own.
  static let threadsNeeded = 2 * (4 + 3) + 4

  /// A sentence for each limit below what a run needs; empty when the run can go ahead.
  static func shortfalls() -> [String] {
    var shortfalls: [String] = []
    if let files = Platform.softLimit(.openFiles), files < minimumOpenFiles {
      shortfalls.append(
        "the process may open only \(files) files (ulimit -n); a run needs \(minimumOpenFiles)")
    }
    if !Platform.isSuperuser, let processes = Platform.softLimit(.processes),
      processes < minimumProcesses
    {
      shortfalls.append(
        "the user may run only \(processes) processes and threads (ulimit -u); a run needs "
          + "\(minimumProcesses)")
    }
    if let bytes = Platform.softLimit(.addressSpace), bytes < minimumAddressSpace {
      shortfalls.append(
        "the process may map only \(bytes >> 20) MiB of memory (ulimit -v); a run needs "
          + "\(minimumAddressSpace >> 20) MiB")
    }
    // Within the limits, the threads must still start: a short limit says why they would not.
    if shortfalls.isEmpty, !Platform.canStartThreads(threadsNeeded) {
      shortfalls.append(
        "the system will not start \(threadsNeeded) more threads now: the user's processes and "
          + "threads are used up (ulimit -u, or other processes); a run needs about that many")
    }
    return shortfalls
  }
}
