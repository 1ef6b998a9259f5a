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
  public var noun: String {
    if case .cell = self { "cell" } else { "trial" }
  }

  /// Whether an ending is one this kind of job can have: a worker that reports a trial's
  /// problems for a cell, or an observation for a trial, has a bug.
  public func accepts(_ ending: JobEnding) -> Bool {
    switch (self, ending) {
    case (.cell, .tried), (.signUpTrial, .observed): false
    default: true
    }
  }
}

/// Runs a writer's sign-up dialog in an environment, and says what is wrong with it: empty
/// when it works.
public typealias SignUpTrialRun = @Sendable (MatrixEnvironment) -> [SignUpProblem]

/// A sign-up trial: whose dialog, in which environment.
public struct SignUpTrialKey: Sendable, Hashable, CustomStringConvertible {
  /// The writer's id: an approach's, or the hand-written version's.
  public let writer: ApproachID
  public let environment: MatrixEnvironment

  public init(writer: ApproachID, environment: MatrixEnvironment) {
    self.writer = writer
    self.environment = environment
  }

  public var description: String { "the sign-up dialog by \(writer) · \(environment)" }
}
