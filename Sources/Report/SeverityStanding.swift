import Matrix

/// How one approach fares on some environments, counted by severity, as its card says it:
/// crashes (and hangs) first, then failures, then what its API cannot express. A scenario
/// that tests a caller's mistake counts as passed by an approach that cannot make it. An
/// approach that does not run on the OS of one of the environments has no standing there;
/// one whose code cannot be built into an app extension is counted apart there.
struct SeverityStanding: Sendable {
  let approach: ApproachID
  /// Cells that crashed or hung, in matrix order.
  let crashes: [CellResult]
  /// Cells that failed: those whose alert never appeared first, each kind in matrix order.
  let failures: [CellResult]
  /// Cells whose scenario the approach's API cannot express, in matrix order.
  let cannotExpress: [CellResult]
  /// Cells passed, a caller's mistake the API cannot make included.
  let passed: Int

  /// The standing, or nil when the approach does not run on an OS of these environments.
  /// A scenario that cannot happen in an environment counts for nothing there.
  init?(_ approach: ApproachID, in environments: [MatrixEnvironment], data: ReportData) {
    let all = data.results(of: approach) {
      environments.contains($0.environment) && $0.canHappen
    }
    guard !all.contains(where: { $0.unavailability == .operatingSystem }) else { return nil }
    // A cell of an app extension its code cannot be built into is neither passed nor missed.
    let results = all.filter { $0.verdict.outcome != .unavailable }
    self.approach = approach
    crashes = results.filter { [.crash, .hang].contains($0.verdict.outcome) }
    let failed = results.filter { $0.verdict.outcome == .fail }
    failures = failed.filter(\.alertNeverAppeared) + failed.filter { !$0.alertNeverAppeared }
    let unsupported = results.filter { $0.verdict.outcome == .unsupported }
    cannotExpress = unsupported.filter { !$0.cell.scenario.callerMistake }
    passed =
      results.filter { $0.verdict.outcome == .pass }.count + unsupported.count - cannotExpress.count
  }

  /// Every cell it misses, most severe first.
  var misses: [CellResult] { crashes + failures + cannotExpress }

  /// The cells it can express.
  var expressible: Int { passed + crashes.count + failures.count }

  /// "passes 94 of the 96 cells it can express; cannot express 6".
  var counts: String {
    "passes \(passed) of the \(expressible) cells it can express"
      + (cannotExpress.isEmpty ? "" : "; cannot express \(cannotExpress.count)")
  }
}
