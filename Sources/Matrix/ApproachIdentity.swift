import Presentable

/// An approach as the matrix knows it: its id, the stable key that names its prediction file
/// and its target and that a worker finds it by, and the name the report prints.
public struct ApproachIdentity: Hashable, Sendable {
  public let id: String
  public let name: String

  public init(id: String, name: String) {
    self.id = id
    self.name = name
  }

  public init(_ approach: any Presentable.Type) {
    self.init(id: approach.id, name: approach.name)
  }
}
