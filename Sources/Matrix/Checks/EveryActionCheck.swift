import UIKitSimulation

/// `drawn.everyAction`: every action is drawn exactly once, a pad popover's cancel excepted.
enum EveryActionCheck: CheckRule {
  struct Failure: CheckFailure {
    let title: String
    let count: Int
    var check: Check { .everyAction }
    var problem: String { "'\(title)' is drawn \(count) times" }
  }

  static func expectation(_ field: JSONNode) throws -> Ideal.Expectation? {
    try flag(field)
  }

  static func failures(of run: CheckedRun) -> [any CheckFailure] {
    guard let alert = run.observation.drawnAfterShow else { return [] }
    let expected = run.spec.actions.filter { !(alert.kind == .popover && $0.role == .cancel) }
    return expected.compactMap { action in
      let count = alert.buttonTitles.filter { $0 == action.title }.count
      return count == 1 ? nil : Failure(title: action.title, count: count)
    }
  }
}
