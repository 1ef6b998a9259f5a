import Foundation

/// A font: its size, and whether it is bold, which is what a person sees of it.
/// https://developer.apple.com/documentation/uikit/uifont
nonisolated public struct UIFont: Hashable, Sendable {
  /// https://developer.apple.com/documentation/uikit/uifont/pointsize
  public let pointSize: CGFloat
  /// Whether the font is the system's bold one.
  @_spi(Simulation) public let isBold: Bool

  /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, isBold: false)
  }

  /// https://developer.apple.com/documentation/uikit/uifont/boldsystemfont(ofsize:)
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, isBold: true)
  }
}
