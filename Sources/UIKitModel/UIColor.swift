import UIKitSimulation

/// A color, known by name; enough to follow tint inheritance (W7). UIKit's is a class; the
/// model's is a value, which code that only passes colors on cannot tell apart.
/// https://developer.apple.com/documentation/uikit/uicolor
nonisolated public struct UIColor: Hashable, Sendable, CustomStringConvertible {
  /// The color's name.
  @_spi(Simulation) public let name: String

  @_spi(Simulation) public init(named name: String) {
    self.name = name
  }

  /// The tint a window uses when nobody set one (W7).
  /// https://developer.apple.com/documentation/uikit/uicolor/systemblue
  public static let systemBlue = UIColor(named: "systemBlue")
  /// https://developer.apple.com/documentation/uikit/uicolor/red
  public static let red = UIColor(named: "red")

  public var description: String { name }
}
