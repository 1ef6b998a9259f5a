import UIKitSimulation

/// The modelled main run loop. Time is explicit: every animation and its completion is work
/// queued for a later turn, and a driver runs turns until nothing is left. Nothing depends
/// on wall-clock time.
@_spi(Simulation) @MainActor @preconcurrency public final class MainRunLoop {
  /// How many turns `drain()` runs before it gives up and reports that it did not settle.
  nonisolated public static let turnLimit = 1_000

  private var pending: [() -> Void] = []

  /// Whether no work is queued.
  public var isIdle: Bool { pending.isEmpty }

  init() {}

  /// Queues work for the next turn.
  public func perform(_ work: @escaping () -> Void) {
    pending.append(work)
  }

  /// Runs one turn: the work queued before it began. Work queued during the turn waits for
  /// the next one, as an animation completion does.
  private func runOneTurn() {
    let batch = pending
    pending = []
    for work in batch {
      work()
    }
  }

  /// Runs turns until the loop is idle, at most `limit` of them.
  @discardableResult
  public func drain(limit: Int = turnLimit) -> DrainOutcome {
    var turns = 0
    while !pending.isEmpty {
      guard turns < limit else { return .didNotSettle(turns: turns) }
      runOneTurn()
      turns += 1
    }
    return .settled(turns: turns)
  }
}
