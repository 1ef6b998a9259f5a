import Matrix
import UIKitSimulation

/// What a worker runs: a cell of the matrix, or a writer's sign-up dialog tried in an
/// environment. Both run alike: in a fresh modelled app, on a worker's serving thread, where
/// a modelled exception, a trap, an exit or a hang costs that job only.
public enum WorkerJob: Sendable, CustomStringConvertible {
  case cell(Cell)
  case signUpTrial(SignUpTrialKey)

  public var description: String {
    switch self {
    case .cell(let cell): cell.description
    case .signUpTrial(let trial): trial.description
    }
  }

  /// What the job is called in a note: "cell" or "trial".
  var noun: String {
    if case .cell = self { "cell" } else { "trial" }
  }

  /// The job's result for how it ended in its worker; nil for a report of the other kind of
  /// job, which only a harness bug sends.
  func result(for ending: IsolatedCell.Ending) -> JobResult? {
    switch (self, ending) {
    case (.cell(let cell), _): IsolatedCell.result(for: cell, ending: ending).map(JobResult.cell)
    case (.signUpTrial, .observed): nil
    case (.signUpTrial, .tried(let problems)): .signUpProblems(problems)
    case (.signUpTrial, .exception(let exception, _)):
      .signUpProblems([.crashes(exception.name)])
    case (.signUpTrial, .overran): .signUpProblems([.hangs])
    }
  }

  /// The job's result when its worker trapped while running it: a crash.
  func resultOfTrap(_ message: String) -> JobResult {
    switch self {
    case .cell(let cell):
      .cell(CellResult(cell: cell, observation: nil, verdict: Verdict(.crash, [.trapped(message)])))
    case .signUpTrial: .signUpProblems([.crashes(message)])
    }
  }

  /// The job's result when the app's code ended its process in two fresh workers in a row.
  func resultOfExit(_ status: Int32) -> JobResult {
    switch self {
    case .cell(let cell):
      .cell(
        CellResult(
          cell: cell, observation: nil, verdict: Verdict(.crash, [.exited(status: status)])))
    case .signUpTrial: .signUpProblems([.endsTheApp(status: status)])
    }
  }
}

/// Runs a writer's sign-up dialog in an environment, and says what is wrong with it: empty
/// when it works.
public typealias SignUpTrialRun = @Sendable (MatrixEnvironment) -> [SignUpProblem]

/// A sign-up trial: whose dialog, in which environment.
public struct SignUpTrialKey: Sendable, Hashable, CustomStringConvertible {
  /// The writer's id: an approach's, or the hand-written version's.
  public let writer: String
  public let environment: MatrixEnvironment

  public init(writer: String, environment: MatrixEnvironment) {
    self.writer = writer
    self.environment = environment
  }

  public var description: String { "the sign-up dialog by \(writer) · \(environment)" }
}

/// What a job gives: a cell's result, or what is wrong with a sign-up dialog (empty when it
/// works).
public enum JobResult: Sendable {
  case cell(CellResult)
  case signUpProblems([SignUpProblem])
}
