import UIKitSimulation

/// The modelled main run loop. Time is explicit: every animation and its completion is work
/// queued for a later turn, and a driver runs turns until nothing is left. Nothing depends
/// on wall-clock time. The loop keeps a clock of its own for work asked for at a time (the
/// main queue's `asyncAfter`, MQ1): the clock moves only when no work is left for now, to the
/// earliest time asked for, so a turn takes no time and delayed work runs in time order.
@_spi(Simulation) @MainActor @preconcurrency public final class MainRunLoop {
  /// How many turns `drain()` runs before it gives up and reports that it did not settle.
  nonisolated public static let turnLimit = 1_000

  /// Work asked for at a time: its time, and its place among work asked for at that time.
  private struct Timed {
    let time: UInt64
    let order: Int
    let work: () -> Void
  }

  private var pending: [() -> Void] = []
  private var timed: [Timed] = []
  private var timedCount = 0
  /// Work asked for at no time the clock can reach: never run, and kept, as the main queue
  /// keeps a block it has not run.
  private var never: [() -> Void] = []

  /// The loop's clock, in nanoseconds since the app started.
  public private(set) var uptimeNanoseconds: UInt64 = 0

  /// Whether no work is queued, for now or for a time the clock can reach.
  public var isIdle: Bool { pending.isEmpty && timed.isEmpty }

  init() {}

  /// Queues work for the next turn.
  public func perform(_ work: @escaping () -> Void) {
    pending.append(work)
  }

  /// Queues work for the first turn at or after a time of the loop's clock; `UInt64.max`
  /// is a time the clock never reaches.
  public func perform(atUptimeNanoseconds time: UInt64, _ work: @escaping () -> Void) {
    guard time < .max else {
      never.append(work)
      return
    }
    timed.append(Timed(time: time, order: timedCount, work: work))
    timedCount += 1
  }

  /// Runs one turn: the work queued before it began. Work queued during the turn waits for
  /// the next one, as an animation completion does. With no work for now, the clock first
  /// moves to the earliest time asked for, and the turn runs the work asked for by then.
  private func runOneTurn() {
    if pending.isEmpty, let next = timed.min(by: Self.runsFirst) {
      uptimeNanoseconds = max(uptimeNanoseconds, next.time)
      let due = timed.filter { $0.time <= uptimeNanoseconds }.sorted(by: Self.runsFirst)
      timed.removeAll { $0.time <= uptimeNanoseconds }
      pending = due.map(\.work)
    }
    let batch = pending
    pending = []
    for work in batch {
      work()
    }
  }

  private static func runsFirst(_ lhs: Timed, _ rhs: Timed) -> Bool {
    (lhs.time, lhs.order) < (rhs.time, rhs.order)
  }

  /// Runs turns until the loop is idle, at most `limit` of them.
  @discardableResult
  public func drain(limit: Int = turnLimit) -> DrainOutcome {
    var turns = 0
    while !isIdle {
      guard turns < limit else { return .didNotSettle(turns: turns) }
      runOneTurn()
      turns += 1
    }
    return .settled(turns: turns)
  }
}
