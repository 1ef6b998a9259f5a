/// `appeared`, a rule of every cell: the scenario's alert was drawn on screen at some point.
/// No false passes: a cell whose alert never appeared fails, whatever else holds.
enum AppearedCheck: CheckRule {
  struct Failure: CheckFailure {
    var check: Check { .appeared }
    var problem: String { "the alert never appeared on screen" }
  }

  static func expectation(_ field: JSONNode) throws -> Ideal.Expectation? {
    throw field.error("appeared is a rule of every cell, not a field of the ideal")
  }

  static func failures(of run: CheckedRun) -> [any CheckFailure] {
    run.observation.alertAppeared ? [] : [Failure()]
  }
}
