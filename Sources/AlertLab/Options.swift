/// What the command line asks for.
enum Options: Equatable {
  /// Run the matrix and write REPORT.md and REPORT.json.
  case write
  /// Regenerate in memory and fail if the checked-in files differ.
  case check
  /// Run only the cells every filter matches and print them.
  case only([String])
  /// Print the help.
  case help
  /// Internal: run cells by index, as a child of the command.
  case worker

  /// The exit code of a usage error (EX_USAGE).
  static let usageExitCode: Int32 = 64

  static let helpText = """
    USAGE: swift run alertlab [--check | --only FILTER ... | --help]

    Runs the AlertLab behaviour matrix (every approach, every scenario of Fixtures/, six
    environments) and writes the comparison, from the package root.

      (no arguments)   Run every cell and write REPORT.md and REPORT.json at the package
                       root. Each file is written whole, or not at all.
      --check          Run every cell and compare with the checked-in REPORT.md and
                       REPORT.json; exit 1, naming what differs, if they are stale.
      --only FILTER    Run only the cells that match and print their outcomes. FILTER is
                       an approach (DAAlertController), a behaviour or scenario id (T3, I1.1-action),
                       an OS (iOS 7, 7), an idiom (phone, pad) or an environment
                       (iOS 7 pad). Repeat it to narrow: every filter must match.
      --help           Print this help.

    Every cell runs in a child process that restarts after a crash and resumes with the
    next cell, so a crash costs one cell; a child silent for 10 seconds is ended and its
    cell recorded as a hang. Progress goes to standard error when it is a terminal.
    """

  /// Parses the arguments after the program name.
  static func parse(_ arguments: [String]) -> Result<Options, UsageError> {
    switch arguments.first {
    case nil: return .success(.write)
    case "--help", "-h":
      return arguments.count == 1
        ? .success(.help) : .failure(UsageError("--help takes no other arguments"))
    case "--check":
      return arguments.count == 1
        ? .success(.check) : .failure(UsageError("--check takes no other arguments"))
    case "--worker": return .success(.worker)
    case "--only":
      var filters: [String] = []
      var rest = arguments[...]
      while let flag = rest.first {
        guard flag == "--only" else { return .failure(UsageError("unexpected argument '\(flag)'")) }
        guard rest.count >= 2 else { return .failure(UsageError("--only needs a filter")) }
        filters.append(rest[rest.startIndex + 1])
        rest = rest.dropFirst(2)
      }
      return .success(.only(filters))
    case let argument?:
      return .failure(UsageError("unknown argument '\(argument)'"))
    }
  }
}

/// A command line the command cannot follow.
struct UsageError: Error, Equatable {
  let message: String

  init(_ message: String) {
    self.message = message
  }
}
