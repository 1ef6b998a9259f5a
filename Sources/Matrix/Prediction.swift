/// An expected deviation: for one approach, the cells of a behaviour (in some
/// environments) where the approach is expected not to pass, written from the documents
/// and facts before the run.
public struct Prediction: Codable, Sendable, Hashable {
  /// A scenario id, or a behaviour id that covers all its variants (`I1` covers `I1.3-actions`).
  public let behaviour: String
  /// The OS versions it applies to; all when empty.
  public let osVersions: [Int]
  /// The idioms it applies to; all when empty.
  public let idioms: [String]
  public let outcome: Outcome
  /// Why, in a sentence.
  public let reason: String
  /// Where the reason comes from: seed file names and fact ids.
  public let sources: [String]

  /// Whether the prediction covers a scenario in an environment.
  public func covers(_ scenario: Scenario, in environment: MatrixEnvironment) -> Bool {
    (osVersions.isEmpty || osVersions.contains(environment.osVersion.rawValue))
      && (idioms.isEmpty || idioms.contains(environment.idiom.rawValue))
      && covers(scenario)
  }

  /// Whether the prediction names the scenario, or the behaviour it is a variant of.
  func covers(_ scenario: Scenario) -> Bool {
    let id = scenario.id
    return id.hasPrefix(behaviour)
      && (id.count == behaviour.count || id.dropFirst(behaviour.count).first == ".")
  }
}

extension Prediction {
  init(json node: JSONNode) throws {
    let object = try node.object()
    behaviour = try object.required("behaviour").string()
    osVersions =
      try object.optional("os")?.array().map { osNode in
        let version = try osNode.int()
        guard [7, 8, 13].contains(version) else { throw osNode.error("os must be 7, 8 or 13") }
        return version
      } ?? []
    idioms =
      try object.optional("idiom")?.array().map { idiomNode in
        let idiom = try idiomNode.string()
        guard ["phone", "pad"].contains(idiom) else {
          throw idiomNode.error("idiom must be 'phone' or 'pad'")
        }
        return idiom
      } ?? []
    let outcomeNode = try object.required("outcome")
    outcome = try outcomeNode.choice(Outcome.self)
    if outcome == .pass {
      throw outcomeNode.error("a prediction is a deviation: 'pass' needs no prediction")
    }
    reason = try object.required("reason").string()
    sources = try object.required("sources").array().map { try $0.string() }
    if sources.isEmpty {
      throw node.error("a prediction needs at least one source")
    }
    try object.finish()
  }
}
