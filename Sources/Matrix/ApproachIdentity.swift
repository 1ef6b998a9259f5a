import Presentable

/// An approach as the matrix knows it: its id, the stable key that names its prediction file
/// and its target and that a worker finds it by, the name the report prints, and what the
/// rule of unavailable cells reads of it (`CellUnavailability`).
public struct ApproachIdentity: Hashable, Sendable {
  public let id: ApproachID
  public let name: String
  /// The oldest iOS its code runs on; nil for every OS of the matrix.
  public let runsFrom: OSRequirement?
  /// Whether its code builds in an app extension.
  public let buildsInAppExtensions: Bool

  public init(
    id: ApproachID, name: String, runsFrom: OSRequirement? = nil, buildsInAppExtensions: Bool = true
  ) {
    self.id = id
    self.name = name
    self.runsFrom = runsFrom
    self.buildsInAppExtensions = buildsInAppExtensions
  }

  public init(_ approach: any Presentable.Type) {
    self.init(
      id: ApproachID(approach.id), name: approach.name, runsFrom: approach.runsFrom,
      buildsInAppExtensions: approach.buildsInAppExtensions)
  }
}
