import UIKitSimulation

/// A view that draws a line of text, in a font and a color; with no color of its own it
/// draws in its tint (W7).
/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor @preconcurrency open class UILabel: UIView {
  /// https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String?
  /// https://developer.apple.com/documentation/uikit/uilabel/font
  open var font: UIFont! = .systemFont(ofSize: 17)
  /// https://developer.apple.com/documentation/uikit/uilabel/textcolor
  open var textColor: UIColor!
}
