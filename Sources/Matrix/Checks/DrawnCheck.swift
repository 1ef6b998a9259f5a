/// `drawn`: something was drawn right after showing, for the `drawn.` checks to look at.
enum DrawnCheck: CheckRule {
  struct Failure: CheckFailure {
    var check: Check { .drawn }
    var problem: String { "nothing was drawn after showing" }
  }

  /// The field is an object whose fields are the `drawn.` checks' (`Ideal(json:)`).
  static func expectation(_ field: JSONNode) throws -> Ideal.Expectation? {
    _ = try field.object()
    return .made
  }

  static func failures(of run: CheckedRun) -> [any CheckFailure] {
    run.observation.drawnAfterShow == nil ? [Failure()] : []
  }
}
