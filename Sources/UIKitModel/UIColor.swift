/// A color, known by name; enough to follow tint inheritance (W7).
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
  /// The color's name.
  public let name: String

  public init(named name: String) {
    self.name = name
  }

  /// The tint a window uses when nobody set one (W7).
  public static let systemBlue = UIColor(named: "systemBlue")

  public var description: String { name }
}
