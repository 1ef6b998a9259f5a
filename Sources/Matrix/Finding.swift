@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// What a verdict rests on, as a typed value: a check the observation failed and how, the
/// exception the run ended with, or why the cell could not run or finish. Only `sentence`
/// words it, for the report and the terminal; a prediction's pinned detail is found in it.
public enum Finding: Sendable, Equatable, CustomStringConvertible {
  /// A check of the ideal the observation failed.
  case failed(any CheckFailure)
  /// The run ended with the exception the ideal asks for: a refusal, which passes.
  case refused(UncaughtException)
  /// The run ended with an uncaught exception the ideal does not ask for.
  case crashed(UncaughtException)
  /// The worker trapped (a Swift runtime error): its message.
  case trapped(String)
  /// The app's code ended its process, in two fresh workers in a row.
  case exited(status: Int32)
  /// The cell was still running at the backstop, in two fresh workers in a row.
  case stoppedAtBackstop(seconds: Double)
  /// The model's run loop did not settle within its bound of turns.
  case unsettled(turns: Int)
  /// Why the approach cannot express the scenario, or a step of it.
  case unsupported(String)
  /// Why the cell cannot run here: of which kind, and in words.
  case unavailable(Unavailability, String)

  /// The check a failure is of, if it is one.
  public var check: Check? {
    if case .failed(let failure) = self { failure.check } else { nil }
  }

  /// The exception the run ended with, if it did.
  public var exception: UncaughtException? {
    switch self {
    case .refused(let exception), .crashed(let exception): exception
    default: nil
    }
  }

  /// The finding in words: a failed check's name and its problem, iOS's termination line
  /// for an exception.
  public var sentence: String {
    switch self {
    case .failed(let failure): "\(failure.check.rawValue): \(failure.problem)"
    case .refused(let exception): "refused: \(exception.terminationLine)"
    case .crashed(let exception): exception.terminationLine
    case .trapped(let message): message
    case .exited(let status):
      "the app ended its process (exit status \(status)), in two fresh workers in a row"
    case .stoppedAtBackstop(let seconds):
      "the cell was still running at the \(seconds) s backstop in two fresh workers in a row, and was stopped"
    case .unsettled(let turns): "the run loop did not settle within \(turns) turns"
    case .unsupported(let reason), .unavailable(_, let reason): reason
    }
  }

  public var description: String { sentence }

  /// By case and payload: a failure by its type and values, never by its words.
  public static func == (lhs: Finding, rhs: Finding) -> Bool {
    switch (lhs, rhs) {
    case (.failed(let left), .failed(let right)): left.isSame(as: right)
    case (.refused(let left), .refused(let right)), (.crashed(let left), .crashed(let right)):
      left == right
    case (.trapped(let left), .trapped(let right)): left == right
    case (.exited(let left), .exited(let right)): left == right
    case (.stoppedAtBackstop(let left), .stoppedAtBackstop(let right)): left == right
    case (.unsettled(let left), .unsettled(let right)): left == right
    case (.unsupported(let left), .unsupported(let right)): left == right
    case (.unavailable(let leftCause, let left), .unavailable(let rightCause, let right)):
      leftCause == rightCause && left == right
    default: false
    }
  }
}
