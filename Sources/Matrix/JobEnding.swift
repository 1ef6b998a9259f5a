@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// How one job's run ended, as the harness saw it: what its worker reported, or how the
/// worker itself ended. It carries no verdict: `JobResult(job:ending:)` makes one, so the
/// harness that runs jobs knows nothing of predictions or ideals.
public enum JobEnding: Sendable, Hashable, Codable {
  /// The cell ran to its end and was observed; on the parent's side, with the observation's
  /// JSON as the worker sent it (`Observation.json`).
  case observed(Observation, json: String? = nil)
  /// The run raised an uncaught exception, after taking these modelling choices.
  case exception(UncaughtException, choices: [ModellingChoice])
  /// The job was still running when its time was up.
  case overran(limit: Double)
  /// A sign-up trial ran to its end: what is wrong with the dialog.
  case tried(problems: [SignUpProblem])
  /// The worker trapped (a Swift runtime error) while running the job.
  case trapped(String)
  /// The app's code ended the worker's process, in two fresh workers in a row.
  case exited(status: Int32)
}
