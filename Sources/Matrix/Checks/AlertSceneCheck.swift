/// `alertScene`: in an app with two scenes, the alert appeared in the scene the caller acts
/// for (W12).
enum AlertSceneCheck: CheckRule {
  struct Failure: CheckFailure {
    let appeared: SceneRole?
    let ideal: SceneRole
    var check: Check { .alertScene }
    var problem: String {
      "the alert appeared in " + (appeared.map { "the \($0.rawValue) scene" } ?? "no scene")
        + ", not the \(ideal.rawValue) scene the caller acts for"
    }
  }

  static func expectation(_ field: JSONNode) throws -> Ideal.Expectation? {
    .scene(try field.choice(SceneRole.self))
  }

  static func failures(of run: CheckedRun) -> [any CheckFailure] {
    let appeared = run.observation.alertSceneAfterShow
    guard let ideal = run.expectation(.alertScene)?.scene, appeared != ideal else { return [] }
    return [Failure(appeared: appeared, ideal: ideal)]
  }
}
