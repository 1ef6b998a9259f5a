/// The id of one kind of thing the matrix names: an approach, a scenario or an environment.
/// The kinds are distinct types (`ApproachID`, `ScenarioID`, `EnvironmentID`), so that one
/// cannot be passed where another is meant; each is written and read as its raw string.
public struct Identifier<Kind: IdentifierKind>: RawRepresentable, Hashable, Comparable,
  Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral
{
  public let rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  public var description: String { rawValue }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What an `Identifier` names.
public protocol IdentifierKind: Sendable {}

/// An approach's id: "SDCAlertView".
public typealias ApproachID = Identifier<ApproachKind>
/// A scenario's id: "P1.alert".
public typealias ScenarioID = Identifier<ScenarioKind>
/// An environment's stable id: "ios15-pad-scenes".
public typealias EnvironmentID = Identifier<EnvironmentKind>

public enum ApproachKind: IdentifierKind {}
public enum ScenarioKind: IdentifierKind {}
public enum EnvironmentKind: IdentifierKind {}
