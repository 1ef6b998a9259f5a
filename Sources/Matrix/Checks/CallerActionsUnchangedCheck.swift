import Presentable

/// `callerActionsUnchanged`: presenting leaves the caller's action values as they were,
/// where the approach has such values.
enum CallerActionsUnchangedCheck: CheckRule {
  struct Failure: CheckFailure {
    let roles: [ActionSpec.Role]
    var check: Check { .callerActionsUnchanged }
    var problem: String { "the caller's actions were changed: roles \(roles.map(\.rawValue))" }
  }

  static func expectation(_ field: JSONNode) throws -> Ideal.Expectation? {
    try flag(field)
  }

  static func failures(of run: CheckedRun) -> [any CheckFailure] {
    guard let roles = run.observation.callerRolesAfterShow,
      roles != run.spec.actions.map(\.role)
    else { return [] }
    return [Failure(roles: roles)]
  }
}
