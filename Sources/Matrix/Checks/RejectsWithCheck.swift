/// `rejectsWith`: the approach refuses the alert with this exception, as the programmer
/// error it is. A run that gets as far as an observation accepted it.
enum RejectsWithCheck: CheckRule {
  struct Failure: CheckFailure {
    let exception: String
    var check: Check { .rejectsWith }
    var problem: String { "the alert was accepted and shown, where \(exception) was due" }
  }

  static func expectation(_ field: JSONNode) throws -> Ideal.Expectation? {
    .text(try field.text())
  }

  static func failures(of run: CheckedRun) -> [any CheckFailure] {
    run.expectation(.rejectsWith)?.text.map { [Failure(exception: $0)] } ?? []
  }
}
