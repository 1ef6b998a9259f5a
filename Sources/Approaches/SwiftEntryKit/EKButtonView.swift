#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

// SwiftEntryKit 2.0.0, Source/MessageViews/MessagesUtils/EKButtonView.swift: one button of a
// bar. The original is a view holding a `UIButton` and, beside it, the title label
// (:15-16, :42-64), and runs the content's action at touch-up-inside (:82-84). The model has
// no `UIButton`: the port's button is a control holding its label, which a person sees and
// touches the same. Left out: the highlighted background and accessibility.

/// A button of a bar (:11-97).
final class EKButtonView: UIControl {
  private let content: EKProperty.ButtonContent

  init(content: EKProperty.ButtonContent) {
    self.content = content
    super.init(frame: .zero)
    let titleLabel = UILabel(frame: .zero)
    titleLabel.font = content.label.style.font
    titleLabel.text = content.label.text
    titleLabel.textColor = content.label.style.color.light
    addSubview(titleLabel)
    addAction(UIAction { [unowned self] _ in self.content.action?() }, for: .touchUpInside)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Places the button, its label filling it.
  func place(in frame: CGRect) {
    self.frame = frame
    subviews.first?.frame = bounds
  }
}
