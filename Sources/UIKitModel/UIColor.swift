import Foundation
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

  /// https://developer.apple.com/documentation/uikit/uicolor/black
  public static let black = UIColor(named: "black")
  /// https://developer.apple.com/documentation/uikit/uicolor/white
  public static let white = UIColor(named: "white")
  /// https://developer.apple.com/documentation/uikit/uicolor/clear
  public static let clear = UIColor(named: "clear")

  /// A color from its components, each from 0 to 1, named by them ("#00897B", or with an
  /// alpha below 1, "#00897B0D").
  /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    let bytes = [red, green, blue] + (alpha < 1 ? [alpha] : [])
    name =
      "#" + bytes.map { String(format: "%02X", Int((min(max($0, 0), 1) * 255).rounded())) }.joined()
  }

  public var description: String { name }
}
