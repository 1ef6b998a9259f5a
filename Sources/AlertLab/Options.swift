import Isolation
import Matrix

/// What the command line asks for, in the conventions of swift-argument-parser tools:
/// `--flag value` or `--flag=value`, a short usage error pointing to `--help`.
enum Options: Equatable {
  /// Run the matrix and write REPORT.md, its images and REPORT.json.
  case write
  /// Run the matrix and compare with the checked-in report.
  case check
  /// Run only the cells the filters match and print them.
  case only([String])
  /// Compare two REPORT.json files, cell by cell; no cell runs.
  case diff(old: String, new: String, outcomesOnly: Bool)
  case help
  case version

  /// The exit code of a usage error (EX_USAGE).
  static let usageExitCode: Int32 = 64
  /// The exit code of a diff refused for a file that cannot be read or is not a REPORT.json
  /// (EX_DATAERR).
  static let refusedReportExitCode: Int32 = 65
  /// The exit code of a run in which the harness, not an approach, failed a cell.
  static let harnessFailureExitCode: Int32 = 3

  static let helpText = """
    OVERVIEW: Runs the AlertLab behaviour matrix (every approach, every scenario of
    Fixtures/, every environment) and writes or checks the comparison, or compares two
    REPORT.json files.

    USAGE: swift run alertlab [--check | --only <filter> ... | --version | --help]
           swift run alertlab diff [--outcomes] <old> <new>

    OPTIONS:
      (none)              Run every cell and write REPORT.md, its images (docs/images) and
                          REPORT.json at the package root, all or nothing. Exits 1, naming
                          them, when cells differ from their predictions.
      --check             Run every cell and compare with the checked-in report. Exits 1
                          when cells differ from their predictions or the report is stale.
      --only <filter>     Run only the matching cells and print one line each. A filter is
                          an approach by name or id (DAAlertController, AlertWindow), a
                          behaviour or scenario id (T3, I1.1-action), an OS (7, iOS 7,
                          ios7), an idiom (phone, pad, iPhone, iPad), a lifecycle (scenes,
                          app delegate), a deployment target as the report names it ("iOS
                          8+", "iOS 15+ with scenes") or an environment ("iOS 15+ pad
                          with scenes"). Case, spaces and dashes do not matter. Filters of one kind
                          match any of them; filters of different kinds must all match.
      diff <old> <new>    Run no cell: compare two REPORT.json files. Print a summary (the
                          counts, outcome changes by kind naming the cells that no
                          longer pass, cells added and removed by approach, scenario and
                          environment, first choices changed), then by approach and
                          scenario each cell whose outcome, findings or modelling choices
                          changed, and a line for the cells added or removed. Reads only
                          the two files. Put `--` before a name that starts with '-'.
      --outcomes          With diff: after the summary, only the cells whose outcome
                          changed.
      --version           Print the version.
      -h, --help          Show this help.

    Every cell runs in a worker process, on a thread of its own: an uncaught exception or a
    Swift trap costs that cell only. No verdict depends on the machine's speed: a cell still
    running after \(Int(Isolated.backstopSeconds)) s (a backstop for code that never returns), or whose worker exits
    without a report, runs again in a fresh worker before it is called a hang or a crash. A
    worker killed from outside is the harness's failure, not the approach's: its cell runs
    again in a fresh worker, and if that fails too the run writes nothing. A cell still
    running after \(Int(WorkerPool.patienceSeconds)) s is set aside and named; the cells set aside run last, side by
    side, each in a worker of its own, so that stuck cells cost the backstop once, not once each.
    The command finds the AlertLab package it was built from, whatever the current folder.

    EXIT CODES:
      0    every cell as predicted (and, with --check, the report current); with diff, no
           cell changed
      1    cells differ from their predictions, the report is stale, the fixtures are
           refused, or the command cannot find its package or its worker; with diff, a cell
           changed, was added or was removed
      3    the harness could not run a cell twice; nothing was written
      64   a usage error
      65   diff: a file cannot be read or is not a REPORT.json of a schema it reads
      71   the system refused what a run needs (file descriptors, processes, memory)
      74   the run's output could not be written (standard output full or closed)
      130  interrupted (Ctrl-C); 143 terminated; nothing was written
    """

  /// Parses the arguments after the program name.
  static func parse(_ arguments: [String]) -> Result<Options, UsageError> {
    // As with swift-argument-parser, help wins over anything else on the line, and `--`
    // ends the options.
    let options = arguments.prefix { $0 != "--" }
    if options.contains(where: { $0 == "--help" || $0 == "-h" }) {
      return .success(.help)
    }
    if arguments.first == "diff" {
      return diff(arguments.dropFirst())
    }
    if let positional = arguments.dropFirst(options.count + 1).first {
      return .failure(
        UsageError(
          "unexpected argument \(PrintableText.quoted(positional)): the command takes none"))
    }
    var filters: [String] = []
    var chosen: Options?
    var rest = options
    while let argument = rest.popFirst() {
      let (flag, attached) = split(argument)
      let single: Options?
      switch flag {
      case "--help", "-h": single = .help
      case "--version": single = .version
      case "--check": single = .check
      case "--only":
        guard let value = attached ?? rest.popFirst(), !value.isEmpty else {
          return .failure(UsageError("missing value for '--only <filter>'"))
        }
        filters.append(value)
        continue
      default:
        return .failure(UsageError("unknown option \(PrintableText.quoted(argument))"))
      }
      if attached != nil {
        return .failure(UsageError("\(PrintableText.quoted(flag)) takes no value"))
      }
      if let chosen, chosen != single {
        return .failure(
          UsageError("\(PrintableText.quoted(flag)) cannot be combined with another option"))
      }
      chosen = single
    }
    switch (chosen, filters.isEmpty) {
    case (nil, true): return .success(.write)
    case (nil, false): return .success(.only(filters))
    case (let option?, true): return .success(option)
    case (_?, false): return .failure(UsageError("'--only' cannot be combined with another option"))
    }
  }

  /// The files of `diff <old> <new>`: exactly two, and no option but `--`, after which a
  /// name may start with a dash.
  private static func diff(_ arguments: ArraySlice<String>) -> Result<Options, UsageError> {
    let options = arguments.prefix { $0 != "--" }
    if let option = options.first(where: { $0.hasPrefix("-") && $0 != "--outcomes" }) {
      return .failure(UsageError("unknown option \(PrintableText.quoted(option)) for 'diff'"))
    }
    let outcomesOnly = options.contains("--outcomes")
    let files = Array(
      options.filter { $0 != "--outcomes" } + arguments.dropFirst(options.count + 1))
    guard files.count == 2 else {
      return .failure(
        UsageError("'diff' takes two files, <old> and <new>, and was given \(files.count)"))
    }
    return .success(.diff(old: files[0], new: files[1], outcomesOnly: outcomesOnly))
  }

  /// "--only=T3" as ("--only", "T3"); anything else as (itself, nil).
  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}

/// A command line the command cannot follow: one short sentence.
struct UsageError: Error, Equatable {
  let message: String

  init(_ message: String) {
    self.message = message
  }
}
