import Presentable
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// Compares a cell's observation with its scenario's ideal: each check the ideal makes, by
/// its rule (`Check.rule`), in order.
public enum Judge {
  /// The verdict for a run that ended normally.
  public static func verdict(for cell: Cell, observation: Observation) -> Verdict {
    switch observation.show {
    case .unsupported(let reason): return Verdict(.unsupported, [.unsupported(reason)])
    case .unavailable(let reason, let cause):
      return Verdict(.unavailable, [.unavailable(cause, reason)])
    case .shown: break
    }
    if let missing = observation.missingCapability {
      return Verdict(.unsupported, [.unsupported(missing)])
    }
    guard observation.settled else {
      return Verdict(.hang, [.unsettled(turns: MainRunLoop.turnLimit)])
    }
    let run = CheckedRun(
      cell: cell, ideal: cell.scenario.ideal(in: cell.environment), observation: observation)
    // A run that was observed accepted the alert: where a refusal was due, that alone is
    // the verdict.
    let checks = run.ideal.makes(.rejectsWith) ? [Check.rejectsWith] : Check.allCases
    let failures = checks.filter(run.ideal.makes).flatMap { $0.rule.failures(of: run) }
    return failures.isEmpty ? Verdict(.pass) : Verdict(.fail, failures.map(Finding.failed))
  }

  /// The verdict for a run that raised an uncaught exception: a pass where the ideal is a
  /// refusal with exactly this exception, else a crash.
  public static func verdict(for cell: Cell, exception: UncaughtException) -> Verdict {
    if cell.scenario.ideal(in: cell.environment).expectations[.rejectsWith]?.text == exception.name
    {
      return Verdict(.pass, [.refused(exception)])
    }
    return Verdict(.crash, [.crashed(exception)])
  }
}
