import Matrix
import Presentable
import UIKitSimulation

/// What the report says of an approach besides its cells, read from its `Presentable`
/// type: the one list of approaches is the command's, and the report derives the rest.
public struct ApproachSummary: Sendable, Hashable {
  /// The approach's id, which names its page of cell details.
  public let id: ApproachID
  public let name: String
  /// What the approach is, in one sentence.
  public let summary: String
  /// The document it comes from.
  public let source: String
  /// What no scenario can show of it; nil for nothing.
  public let outsideTheMatrix: String?
  public let role: ApproachRole
  /// The oldest iOS an app can add it to; nil for any.
  public let addableFrom: OSVersion?
  /// The oldest iOS its code runs on, and why; nil for every OS the matrix covers.
  public let runsFrom: OSRequirement?
  /// How an app gets it today; nil for no code of its own.
  public let availability: Availability?

  public init(_ type: any Presentable.Type) {
    id = ApproachID(type.id)
    name = type.name
    summary = type.summary
    source = type.source
    outsideTheMatrix = type.outsideTheMatrix
    role = type.role
    addableFrom = type.addableFrom
    runsFrom = type.runsFrom
    availability = type.availability
  }

  /// Whether its code runs on the environment's OS.
  public func runs(in environment: MatrixEnvironment) -> Bool {
    runsFrom.map { environment.reaches($0.oldest) } ?? true
  }

  /// Whether an app whose oldest iOS is `oldest` can add the approach.
  public func isAddable(byAppsFrom oldest: OSVersion) -> Bool {
    addableFrom.map { oldest >= $0 } ?? true
  }

  /// Why an app whose oldest iOS is `oldest` cannot add the approach ("its library needs
  /// iOS 13"), or nil if it can.
  public func whyNotAddable(byAppsFrom oldest: OSVersion) -> String? {
    guard let addableFrom, oldest < addableFrom else { return nil }
    return "its library needs iOS \(addableFrom.rawValue)"
  }
}
