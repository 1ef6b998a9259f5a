/// `mainWindowKeyAtEnd`: the app's main window is the key window at the end (W2).
enum MainWindowKeyAtEndCheck: CheckRule {
  struct Failure: CheckFailure {
    let key: WindowName
    var check: Check { .mainWindowKeyAtEnd }
    var problem: String { "at the end the key window is \(key), not the app's main window" }
  }

  static func expectation(_ field: JSONNode) throws -> Ideal.Expectation? {
    try flag(field)
  }

  static func failures(of run: CheckedRun) -> [any CheckFailure] {
    let key = run.observation.keyWindowAtEnd
    return key == .main ? [] : [Failure(key: key)]
  }
}
