/// `noObserversLeft`: no notification observer the approach added is left at the end.
enum NoObserversLeftCheck: CheckRule {
  struct Failure: CheckFailure {
    let count: Int
    var check: Check { .noObserversLeft }
    var problem: String { "\(count) notification observer(s) left registered" }
  }

  static func expectation(_ field: JSONNode) throws -> Ideal.Expectation? {
    try flag(field)
  }

  static func failures(of run: CheckedRun) -> [any CheckFailure] {
    let count = run.observation.observersLeft
    return count == 0 ? [] : [Failure(count: count)]
  }
}
