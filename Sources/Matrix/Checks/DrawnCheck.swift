/// `drawn`: something was drawn right after showing, for the `drawn.` checks to look at.
enum DrawnCheck: CheckRule {
  struct Failure: CheckFailure {
    var check: Check { .drawn }
    var problem: String { "nothing was drawn after showing" }
  }

  static func isMade(by ideal: Ideal) -> Bool { ideal.drawn != nil }

  static func failures(of run: CheckedRun) -> [any CheckFailure] {
    run.observation.drawnAfterShow == nil ? [Failure()] : []
  }
}
