/// The outcome a perfect wrapper gives: what each check it makes expects, by check. A check
/// left out is not made; `appeared` is made always. Each check reads its own field of the
/// fixture and says what its expectation means (`Checks/`).
public struct Ideal: Codable, Sendable, Hashable {
  public var expectations: [Check: Expectation]

  public init(expectations: [Check: Expectation] = [:]) {
    self.expectations = expectations
  }

  /// What a check expects, as its fixture field says it.
  public enum Expectation: Codable, Sendable, Hashable {
    /// A flag set, or a group present (`drawn`).
    case made
    case text(String)
    case texts([String])
    case textLists([[String]])
    case flags([Bool])
    case scene(SceneRole)
  }

  /// Whether the ideal makes a check.
  func makes(_ check: Check) -> Bool {
    check == .appeared || expectations[check] != nil
  }

  /// The checks the ideal makes, the rule that the alert appeared among them.
  var checks: Set<Check> {
    Set(Check.allCases.filter(makes))
  }

}

extension Ideal.Expectation {
  var text: String? {
    if case .text(let text) = self { text } else { nil }
  }

  var texts: [String]? {
    if case .texts(let texts) = self { texts } else { nil }
  }

  var textLists: [[String]]? {
    if case .textLists(let lists) = self { lists } else { nil }
  }

  var flags: [Bool]? {
    if case .flags(let flags) = self { flags } else { nil }
  }

  var scene: SceneRole? {
    if case .scene(let scene) = self { scene } else { nil }
  }
}
