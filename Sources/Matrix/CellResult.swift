/// One cell after its run: what was observed (nil when the run crashed or hung) and the
/// verdict.
public struct CellResult: Sendable, Hashable {
  public let cell: Cell
  public let observation: Observation?
  public let verdict: Verdict

  public init(cell: Cell, observation: Observation?, verdict: Verdict) {
    self.cell = cell
    self.observation = observation
    self.verdict = verdict
  }

  /// Whether the verdict is the predicted one, pinned detail included.
  public var matchesPrediction: Bool { cell.isPredicted(verdict) }
}
