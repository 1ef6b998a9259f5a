/// How a drain of the run loop ended.
public enum DrainOutcome: Equatable, Sendable {
  /// The loop went idle after this many turns.
  case settled(turns: Int)
  /// Work was still queued after this many turns: something re-queues itself forever.
  case didNotSettle(turns: Int)

  /// Whether the loop went idle.
  public var didSettle: Bool {
    if case .settled = self { return true }
    return false
  }
}
