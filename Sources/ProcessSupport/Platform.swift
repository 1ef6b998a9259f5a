import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The C-library calls AlertLab makes, in one place. Each is POSIX and spelled the same on
/// macOS (Darwin) and Linux (Glibc); only the module that declares them differs.
public enum Platform {
  /// Makes a write to a pipe whose reader has gone fail with an error instead of ending the
  /// process, so that a worker that died is reported, not fatal.
  public static func ignoreBrokenPipes() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// Makes a write past the file-size limit (`ulimit -f`) fail with an error the command can
  /// report, instead of ending the process with SIGXFSZ and no word.
  public static func ignoreFileSizeLimitSignal() {
    signal(SIGXFSZ, SIG_IGN)
  }

  /// Gives interrupt, terminate and broken-pipe signals their default action again, and
  /// unblocks every signal: a process inherits ignored signals, and the signal mask of the
  /// thread that started it (a dispatch thread, which blocks most), and a worker must end
  /// when its parent ends it or goes.
  public static func restoreDefaultSignals() {
    for number in [SIGINT, SIGTERM, SIGPIPE] {
      signal(number, SIG_DFL)
    }
    var none = sigset_t()
    sigemptyset(&none)
    pthread_sigmask(SIG_SETMASK, &none, nil)
  }

  /// A handle on what standard output is now, kept for a worker's reports; standard output
  /// itself then goes where standard error goes, so that anything else the process prints
  /// (an approach's `print`) cannot mix with the reports.
  public static func keepStandardOutputForReports() -> FileHandle {
    let reports = dup(STDOUT_FILENO)
    dup2(STDERR_FILENO, STDOUT_FILENO)
    return FileHandle(fileDescriptor: reports, closeOnDealloc: true)
  }

  /// Whether a process ended by this signal brought it on itself (a trap, an abort, a bad
  /// memory access), rather than being stopped from outside.
  public static func isSelfInflicted(signal number: Int32) -> Bool {
    [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE].contains(number)
  }

  /// A signal's number and name, "signal 9 (SIGKILL)".
  public static func signalName(_ number: Int32) -> String {
    let names = [
      SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL",
      SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE",
      SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGPIPE: "SIGPIPE", SIGTERM: "SIGTERM",
    ]
    return "signal \(number)" + (names[number].map { " (\($0))" } ?? "")
  }

  /// Opens /dev/null on each of standard input, output and error that is closed, and says
  /// which were. Left closed, the next pipe or file the process opens would take the lowest
  /// free descriptor, 0, 1 or 2: the command's output would go into it, and a worker started
  /// with it would be handed the wrong ends.
  public static func openClosedStandardDescriptors() -> Set<Int32> {
    var closed: Set<Int32> = []
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      closed.insert(descriptor)
      let opened = open("/dev/null", O_RDWR)
      if opened >= 0, opened != descriptor {
        dup2(opened, descriptor)
        close(opened)
      }
    }
    return closed
  }

  /// Runs `body` on a new thread, or says why the system would not start one ("Resource
  /// temporarily unavailable" when the user's processes and threads are used up, ulimit -u),
  /// where Foundation's `Thread` would start nothing and say nothing. The two C libraries
  /// spell `pthread_create`'s thread and routine differently; nothing else differs.
  /// `stackSize` bytes of stack, when given.
  public static func startThread(stackSize: Int? = nil, _ body: @escaping @Sendable () -> Void)
    -> String?
  {
    let argument = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    if let stackSize {
      pthread_attr_setstacksize(&attributes, stackSize)
    }
    #if canImport(Darwin)
      var thread: pthread_t?
      let status = pthread_create(&thread, &attributes, { ThreadBody.run($0) }, argument)
    #else
      var thread = pthread_t()
      let status = pthread_create(&thread, &attributes, { ThreadBody.run($0!) }, argument)
    #endif
    guard status == 0 else {
      Unmanaged<ThreadBody>.fromOpaque(argument).release()
      return describe(errorNumber: status)
    }
    #if canImport(Darwin)
      pthread_detach(thread!)
    #else
      pthread_detach(thread)
    #endif
    return nil
  }

  /// Whether `count` more threads can start now: each is started, then all are let go. Some
  /// of what a run starts (Foundation's own thread for child processes) waits for ever when
  /// the system refuses it; asking first turns that into an error.
  public static func canStartThreads(_ count: Int) -> Bool {
    let release = DispatchSemaphore(value: 0)
    let ended = DispatchGroup()
    var started = 0
    for _ in 0..<count {
      ended.enter()
      let refusal = startThread {
        release.wait()
        ended.leave()
      }
      if refusal != nil {
        ended.leave()
        break
      }
      started += 1
    }
    for _ in 0..<started {
      release.signal()
    }
    ended.wait()
    return started == count
  }

  /// Whether an error number says the user's processes and threads are used up (EAGAIN
  /// from fork or pthread_create, ulimit -u).
  public static func isProcessShortage(_ errorNumber: Int32) -> Bool {
    errorNumber == EAGAIN
  }

  /// The C library's words for an error number: "File too large".
  public static func describe(errorNumber: Int32) -> String {
    String(cString: strerror(errorNumber))
  }

  /// Whether standard error is a terminal, where progress may be drawn.
  public static var standardErrorIsTerminal: Bool {
    isatty(STDERR_FILENO) == 1
  }

  /// Runs `handler` on a queue of its own when the process is interrupted (Ctrl-C) or asked
  /// to terminate, instead of ending at once. The returned sources must be kept alive.
  public static func onInterrupt(_ handler: @escaping @Sendable (Int32) -> Void)
    -> [any DispatchSourceSignal]
  {
    [SIGINT, SIGTERM].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { handler(number) }
      source.resume()
      return source
    }
  }

  /// Runs `body` while holding an exclusive lock on a file (flock(2), created if missing),
  /// which other processes and threads that lock the same file wait for.
  public static func whileLocking<Result>(_ file: URL, _ body: () throws -> Result) throws
    -> Result
  {
    let descriptor = open(file.path, O_RDWR | O_CREAT, 0o644)
    guard descriptor >= 0 else {
      throw LockError(description: "cannot open \(file.path): \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        throw LockError(
          description: "cannot lock \(file.path): \(String(cString: strerror(errno)))")
      }
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }

  /// A lock file that could not be opened or locked.
  public struct LockError: Error, CustomStringConvertible {
    public let description: String
  }

  /// Makes a second name for a file (link(2)); on failure, the system's reason.
  public static func hardLink(_ source: URL, to target: URL) -> String? {
    guard link(source.path, target.path) != 0 else { return nil }
    return String(cString: strerror(errno))
  }

  /// Moves a file over another in one step (rename(2)); on failure, the system's reason.
  public static func move(_ source: URL, over target: URL) -> String? {
    guard rename(source.path, target.path) != 0 else { return nil }
    return String(cString: strerror(errno))
  }

  /// Waits until a descriptor has something to read (or has ended), at most `seconds`;
  /// whether it has (poll(2)). An interrupted wait goes on waiting.
  public static func waitUntilReadable(_ descriptor: Int32, seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while true {
      var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let milliseconds = Int32(min(max(deadline.timeIntervalSinceNow, 0) * 1_000, 86_400_000))
      let ready = poll(&entry, 1, milliseconds)
      if ready > 0 { return true }
      if ready == 0 || errno != EINTR { return ready < 0 }
    }
  }

  /// The bytes a descriptor has, at most `count`, waiting for some if it has none; nil at
  /// its end or on an error (read(2)). An interrupted read is retried.
  public static func read(_ descriptor: Int32, atMost count: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    while true {
      let got = bytes.withUnsafeMutableBytes { buffer in
        #if canImport(Darwin)
          Darwin.read(descriptor, buffer.baseAddress, count)
        #else
          Glibc.read(descriptor, buffer.baseAddress, count)
        #endif
      }
      if got > 0 { return Array(bytes.prefix(got)) }
      if got == 0 || errno != EINTR { return nil }
    }
  }

  /// A resource the system may limit for a process (setrlimit(2)).
  public enum Resource: Sendable {
    /// Open file descriptors (`ulimit -n`).
    case openFiles
    /// Processes and threads of the user (`ulimit -u`); the system does not hold the
    /// superuser to it.
    case processes
    /// Bytes of virtual memory (`ulimit -v`).
    case addressSpace
  }

  /// The soft limit on a resource, or nil when there is none (or it cannot be read).
  public static func softLimit(_ resource: Resource) -> UInt64? {
    var limit = rlimit()
    #if canImport(Darwin)
      let name: Int32 =
        switch resource {
        case .openFiles: RLIMIT_NOFILE
        case .processes: RLIMIT_NPROC
        case .addressSpace: RLIMIT_AS
        }
      guard getrlimit(name, &limit) == 0, limit.rlim_cur != RLIM_INFINITY else { return nil }
    #else
      let name: __rlimit_resource =
        switch resource {
        case .openFiles: RLIMIT_NOFILE
        case .processes: __RLIMIT_NPROC
        case .addressSpace: RLIMIT_AS
        }
      // Glibc's RLIM_INFINITY is all ones, which Swift does not import.
      guard getrlimit(__rlimit_resource_t(name.rawValue), &limit) == 0,
        limit.rlim_cur != rlim_t.max
      else { return nil }
    #endif
    return UInt64(limit.rlim_cur)
  }

  /// The address of a C function a library loaded into the process exports, looked up by
  /// name in every loaded image, or nil: how a test reaches a library's stable C entry point.
  public static func loadedFunction(named name: String) -> UnsafeMutableRawPointer? {
    #if canImport(Darwin)
      dlsym(RTLD_DEFAULT, name)
    #else
      // Glibc's RTLD_DEFAULT is the null handle, which Swift does not import by that name.
      dlsym(nil, name)
    #endif
  }

  /// Whether the process runs as the superuser.
  public static var isSuperuser: Bool {
    geteuid() == 0
  }
}

/// The work of a thread `Platform.startThread` starts, passed through C as a retained pointer.
private final class ThreadBody: Sendable {
  let body: @Sendable () -> Void

  init(_ body: @escaping @Sendable () -> Void) {
    self.body = body
  }

  /// Runs and releases the body behind `argument`.
  static func run(_ argument: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    Unmanaged<ThreadBody>.fromOpaque(argument).takeRetainedValue().body()
    return nil
  }
}
