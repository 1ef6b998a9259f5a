/// `drawn.secureFields`: each field is drawn secure, or not, as the ideal says, in order.
enum SecureFieldsCheck: CheckRule {
  struct Failure: CheckFailure {
    let drawn: [Bool]
    let ideal: [Bool]
    var check: Check { .secureFields }
    var problem: String { "fields drawn secure: \(drawn); ideal: \(ideal)" }
  }

  static func expectation(_ field: JSONNode) throws -> Ideal.Expectation? {
    .flags(try field.list().map { try $0.bool() })
  }

  static func failures(of run: CheckedRun) -> [any CheckFailure] {
    guard let alert = run.observation.drawnAfterShow else { return [] }
    let drawn = alert.textFields.map(\.isSecure)
    let ideal = run.expectation(.secureFields)?.flags ?? []
    return drawn == ideal ? [] : [Failure(drawn: drawn, ideal: ideal)]
  }
}
