import TestSupport
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The main dispatch queue: MQ1.
@Suite("Main queue facts")
struct MainQueueFactTests {
  /// Records what ran, in order, from blocks the main queue runs.
  @MainActor private final class Log {
    var entries: [String] = []
  }

  @Test("A block sent with async runs on a later turn, after the code that sent it", .fact("MQ1"))
  func asyncRunsLater() {
    withApp { application in
      let log = Log()
      DispatchQueue.main.async { MainActor.assumeIsolated { log.entries.append("async") } }
      log.entries.append("after")
      #expect(log.entries == ["after"])
      application.runLoop.drain()
      #expect(log.entries == ["after", "async"])
      #expect(application.modellingChoices.isEmpty)
    }
  }

  @Test(
    "Blocks sent for a time run once no other work is left, by deadline, then in the order sent",
    .fact("MQ1"))
  func asyncAfterRunsInDeadlineOrder() {
    withApp { application in
      let log = Log()
      let start = DispatchTime.now()
      DispatchQueue.main.asyncAfter(deadline: start + 0.5) {
        MainActor.assumeIsolated { log.entries.append("0.5 s") }
      }
      DispatchQueue.main.asyncAfter(deadline: start + 0.2) {
        MainActor.assumeIsolated { log.entries.append("0.2 s") }
      }
      DispatchQueue.main.asyncAfter(deadline: start + 0.2) {
        MainActor.assumeIsolated { log.entries.append("0.2 s, sent second") }
      }
      DispatchQueue.main.async { MainActor.assumeIsolated { log.entries.append("next turn") } }
      application.runLoop.drain()
      #expect(log.entries == ["next turn", "0.2 s", "0.2 s, sent second", "0.5 s"])
      #expect(DispatchTime.now() == start + 0.5)
      #expect(application.modellingChoices == [.mainQueueClock])
    }
  }

  @Test("A work item cancelled before its turn does not run", .fact("MQ1"))
  func cancelledItemDoesNotRun() {
    withApp { application in
      let log = Log()
      let item = DispatchWorkItem { MainActor.assumeIsolated { log.entries.append("ran") } }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.2, execute: item)
      item.cancel()
      application.runLoop.drain()
      #expect(log.entries.isEmpty)
      #expect(item.isCancelled)
    }
  }

  @Test(
    "An infinite interval clamps to a deadline never reached: the block never runs and is kept",
    .fact("MQ1"))
  func infiniteDeadlineNeverRuns() {
    withApp { application in
      let log = Log()
      weak var released: Log?
      do {
        let kept = Log()
        released = kept
        DispatchQueue.main.asyncAfter(deadline: .now() + .infinity) {
          MainActor.assumeIsolated { kept.entries.append("never") }
        }
      }
      #expect(DispatchTime.now() + .infinity == .distantFuture)
      #expect(application.runLoop.drain() == .settled(turns: 0))
      #expect(application.runLoop.isIdle && log.entries.isEmpty)
      #expect(released != nil)
      #expect(application.modellingChoices.isEmpty)
    }
  }
}
