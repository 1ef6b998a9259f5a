@_spi(Simulation) import UIKitModel

/// `drawn.tintFollowsApp`: the alert is drawn in the tint of the app's window (W7).
enum TintFollowsAppCheck: CheckRule {
  struct Failure: CheckFailure {
    let tint: String
    var check: Check { .tintFollowsApp }
    var problem: String { "drawn in \(tint), not the app's \(CellRun.appTint)" }
  }

  static func expectation(_ field: JSONNode) throws -> Ideal.Expectation? {
    try flag(field)
  }

  static func failures(of run: CheckedRun) -> [any CheckFailure] {
    guard let alert = run.observation.drawnAfterShow, alert.tint != CellRun.appTint.name else {
      return []
    }
    return [Failure(tint: alert.tint)]
  }
}
