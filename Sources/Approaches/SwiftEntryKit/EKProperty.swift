#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

// SwiftEntryKit 2.0.0, Source/Model/EKProperty.swift and Source/Model/EKColor.swift: what an
// entry's labels, buttons and text fields show, and what a button does. Left out: images,
// accessibility identifiers, alignment, line counts, keyboard types, text field delegates,
// the highlighted background and the display mode; `EKColor` keeps its light colour only, as
// the model has no dark mode.

/// A colour (EKColor.swift:11-110).
public struct EKColor {
  /// The colour in light mode.
  public let light: UIColor

  public init(_ color: UIColor) {
    light = color
  }

  /// A colour from a hex value (EKColor.swift:45-50).
  public init(rgb: Int) {
    light = UIColor(
      red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
      blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
  }

  public static let black = EKColor(.black)
  public static let white = EKColor(.white)
  public static let clear = EKColor(.clear)
}

/// What entries show (EKProperty.swift:11-399).
public enum EKProperty {
  /// A label's font and colour (:88-120).
  public struct LabelStyle {
    public var font: UIFont
    public var color: EKColor

    public init(font: UIFont, color: EKColor) {
      self.font = font
      self.color = color
    }
  }

  /// A label's text and style (:123-145).
  public struct LabelContent {
    public var text: String
    public var style: LabelStyle

    public init(text: String, style: LabelStyle) {
      self.text = text
      self.style = style
    }
  }

  /// A button: its label, background and the action its tap runs (:14-51). The library
  /// dismisses nothing at a tap: the action does what the app asks.
  public struct ButtonContent {
    public typealias Action = () -> Void

    public var label: LabelContent
    public var backgroundColor: EKColor
    public var action: Action?

    public init(label: LabelContent, backgroundColor: EKColor, action: @escaping Action = {}) {
      self.label = label
      self.backgroundColor = backgroundColor
      self.action = action
    }
  }

  /// A text field: its placeholder, style, whether it is secure, and its text, which the
  /// form copies into it when its button is tapped (:263-320). A reference holds the text, so
  /// that the app's copy of the content reads it (:267-270, "Intentionally a reference type").
  public struct TextFieldContent {
    final class ContentWrapper {
      var text = ""
    }

    public var isSecure: Bool
    public var placeholder: LabelContent
    public var textStyle: LabelStyle
    let contentWrapper = ContentWrapper()

    /// The field's text: its initial text, and once the button is tapped what was typed.
    public var textContent: String {
      get { contentWrapper.text }
      set { contentWrapper.text = newValue }
    }

    public init(placeholder: LabelContent, textStyle: LabelStyle, isSecure: Bool = false) {
      self.placeholder = placeholder
      self.textStyle = textStyle
      self.isSecure = isSecure
    }
  }

  /// A bar of buttons, side by side up to `horizontalDistributionThreshold` of them, else
  /// one above the other, each `buttonHeight` high (:323-372).
  public struct ButtonBarContent {
    public var content: [ButtonContent] = []
    public var horizontalDistributionThreshold: Int
    public var buttonHeight: CGFloat
    public var expandAnimatedly: Bool

    public init(
      with buttonContents: [ButtonContent], horizontalDistributionThreshold: Int = 2,
      buttonHeight: CGFloat = 50, expandAnimatedly: Bool
    ) {
      guard horizontalDistributionThreshold > 0 else {
        fatalError("horizontalDistributionThreshold Must have a positive value!")
      }
      self.horizontalDistributionThreshold = horizontalDistributionThreshold
      self.buttonHeight = buttonHeight
      self.expandAnimatedly = expandAnimatedly
      content = buttonContents
    }
  }
}

/// A title and a description (EKSimpleMessage.swift:11-30).
public struct EKSimpleMessage {
  public let title: EKProperty.LabelContent
  public let description: EKProperty.LabelContent

  public init(title: EKProperty.LabelContent, description: EKProperty.LabelContent) {
    self.title = title
    self.description = description
  }
}

/// A simple message with a bar of buttons (EKAlertMessage.swift:11-33).
public struct EKAlertMessage {
  public let simpleMessage: EKSimpleMessage
  public let buttonBarContent: EKProperty.ButtonBarContent

  public init(simpleMessage: EKSimpleMessage, buttonBarContent: EKProperty.ButtonBarContent) {
    self.simpleMessage = simpleMessage
    self.buttonBarContent = buttonBarContent
  }
}
