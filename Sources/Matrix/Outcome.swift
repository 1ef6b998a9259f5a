/// The outcome of one cell (docs/Matrix.md).
public enum Outcome: String, Sendable, CaseIterable {
  /// The observed outcome equals the ideal.
  case pass
  /// It differs.
  case fail
  /// The run ended in an uncaught exception or a Swift trap.
  case crash
  /// The run did not settle within the bound.
  case hang
  /// The approach's API has no way to express the scenario.
  case unsupported
  /// The cell cannot run: the approach does not run on that OS or cannot be built into the
  /// scenario's context, or the scenario cannot happen there (`Unavailability`).
  case unavailable

  /// What the outcome means, for the report's legend.
  public var meaning: String {
    switch self {
    case .pass: "the observed outcome equals the ideal"
    case .fail: "it differs from the ideal; the details say how"
    case .crash: "the run ended in an uncaught exception or a Swift trap"
    case .hang: "the run loop did not settle within the bound"
    case .unsupported: "the approach's API has no way to express the scenario"
    case .unavailable:
      "the cell cannot run: the approach does not run on that OS or cannot be built into an app extension, or the scenario cannot happen there"
    }
  }
}
