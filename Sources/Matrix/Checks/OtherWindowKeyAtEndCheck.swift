/// `otherWindowKeyAtEnd`: the app's other window, key before the alert, is the key window
/// at the end (W2's history).
enum OtherWindowKeyAtEndCheck: CheckRule {
  struct Failure: CheckFailure {
    let key: WindowName
    var check: Check { .otherWindowKeyAtEnd }
    var problem: String { "at the end the key window is \(key), not the app's other window" }
  }

  static func expectation(_ field: JSONNode) throws -> Ideal.Expectation? {
    try flag(field)
  }

  static func failures(of run: CheckedRun) -> [any CheckFailure] {
    let key = run.observation.keyWindowAtEnd
    return key == .other ? [] : [Failure(key: key)]
  }
}
