/// `screenFree`: at the end no window is left over the app, and the app's screen takes
/// touches.
enum ScreenFreeCheck: CheckRule {
  enum Failure: CheckFailure {
    case lockedByInvisibleWindow
    case appWindowUnreachable
    case windowsLeft(Int)
    var check: Check { .screenFree }
    var problem: String {
      switch self {
      case .lockedByInvisibleWindow: "an invisible window takes every touch"
      case .appWindowUnreachable: "a tap on the app's screen does not reach it"
      case .windowsLeft(let count): "\(count) window(s) left visible over the app"
      }
    }
  }

  static func expectation(_ field: JSONNode) throws -> Ideal.Expectation? {
    try flag(field)
  }

  static func failures(of run: CheckedRun) -> [any CheckFailure] {
    let observation = run.observation
    var failures: [Failure] = []
    if observation.lockedByInvisibleWindow { failures.append(.lockedByInvisibleWindow) }
    if !observation.appWindowReachable { failures.append(.appWindowUnreachable) }
    if observation.extraVisibleWindows != 0 {
      failures.append(.windowsLeft(observation.extraVisibleWindows))
    }
    return failures
  }
}
