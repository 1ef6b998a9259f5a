import JSON
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// An expected deviation: for one approach, the cells of some behaviours (in some
/// environments) where the approach is expected not to pass, written from the documents
/// and facts before the run.
public struct Prediction: Sendable, Hashable {
  /// Scenario ids, or behaviour ids that cover all their variants (`I1` covers
  /// `I1.3-actions`).
  public let behaviours: [String]
  /// Whole areas of the matrix it covers, besides the behaviours.
  public let groups: [BehaviourGroup]
  /// Whether it covers every scenario that no other prediction of its file covers in the
  /// same environment: an approach's rule for the rest, written once (`"otherwise": true`).
  public let coversTheRest: Bool
  /// The environments it applies to.
  public let environments: EnvironmentSelector
  public let outcome: Outcome
  /// The check that fails or the exception, when the way the cell deviates is the point.
  public let pinned: PinnedFinding?
  /// Why, in a sentence.
  public let reason: String
  /// Where the reason comes from: document ids and fact ids of `SourceCatalog`.
  public let sources: [String]

  /// Whether the prediction covers a scenario in an environment.
  public func covers(_ scenario: Scenario, in environment: MatrixEnvironment) -> Bool {
    environments.selects(environment) && covers(scenario)
  }

  /// Whether the prediction names the scenario, or a behaviour it is a variant of, or covers
  /// whatever the file's other predictions leave.
  func covers(_ scenario: Scenario) -> Bool {
    coversTheRest || groups.contains(scenario.group)
      || behaviours.contains { Self.id(scenario.id.rawValue, isCoveredBy: $0) }
  }

  /// What it covers, as an error names it: "C1, I1", "the group cancel", "the rest (otherwise)".
  var coverage: String {
    if coversTheRest { return "the rest (otherwise)" }
    if !behaviours.isEmpty { return behaviours.joined(separator: ", ") }
    return "the group " + groups.map(\.rawValue).joined(separator: ", ")
  }

  /// Whether a scenario id is this behaviour or one of its variants.
  static func id(_ id: String, isCoveredBy behaviour: String) -> Bool {
    id.hasPrefix(behaviour)
      && (id.count == behaviour.count || id.dropFirst(behaviour.count).first == ".")
  }
}

extension Prediction {
  /// The prediction the rule makes of a cell that cannot run.
  init(unavailable: CellUnavailability) {
    behaviours = []
    groups = []
    coversTheRest = false
    environments = EnvironmentSelector(osVersions: [], idioms: [], lifecycles: [])
    outcome = .unavailable
    pinned = nil
    reason = unavailable.reason
    sources = unavailable.sources
  }

  init(json node: JSONNode, facts: Set<String>) throws {
    let object = try node.object()
    behaviours = try object.optional("behaviour")?.texts() ?? []
    groups =
      try object.optional("group")?.texts().map { name in
        guard let group = BehaviourGroup(rawValue: name) else {
          throw node.error(
            "group '\(name)' is not one of \(BehaviourGroup.allCases.map(\.rawValue))")
        }
        return group
      } ?? []
    let otherwise = object.optional("otherwise")
    coversTheRest = try otherwise?.bool() ?? false
    if let otherwise, !coversTheRest {
      throw otherwise.error("'otherwise' is true or left out")
    }
    if [!behaviours.isEmpty, !groups.isEmpty, coversTheRest].filter({ $0 }).count != 1 {
      throw node.error(
        "a prediction names its cells by 'behaviour', by 'group' or by 'otherwise', one of the three"
      )
    }
    environments = try EnvironmentSelector(json: object)
    let outcomeNode = try object.required("outcome")
    outcome = try outcomeNode.choice(Outcome.self)
    if outcome == .pass {
      throw outcomeNode.error("a prediction is a deviation: 'pass' needs no prediction")
    }
    if outcome == .unavailable {
      throw outcomeNode.error(
        "a cell is unavailable by the rule alone (the approach's runsFrom and "
          + "buildsInAppExtensions, the environments where the scenario can happen), which "
          + "predicts it: remove this prediction")
    }
    if let detail = object.optional("detail") {
      throw detail.error(
        "a prediction no longer pins words: name the 'check' that fails, or the crash's "
          + "'exception'")
    }
    let check = object.optional("check")
    let exception = object.optional("exception")
    if check != nil, exception != nil {
      throw node.error("a prediction pins a 'check' or an 'exception', not both")
    }
    if let check {
      pinned = .check(try check.choice(Check.self))
    } else if let exception {
      guard outcome == .crash else {
        throw exception.error("only a crash has an exception: the outcome is '\(outcome.rawValue)'")
      }
      pinned = .exception(try exception.text())
    } else {
      pinned = nil
    }
    reason = try object.required("reason").text()
    sources = try object.required("sources").nonEmptyList().map {
      try $0.knownSource(facts: facts)
    }
    try object.finish()
  }
}
