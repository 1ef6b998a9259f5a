#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

// SwiftEntryKit 2.0.0, Source/MessageViews/MessagesUtils/EKButtonBarView.swift: a bar of
// buttons, side by side up to the content's threshold, else one above the other, each of the
// content's button height, touching (:38-80, :96-107). It starts collapsed and shows its
// buttons when it expands (:145-170); the port adds them then, as a person sees none before.
// Frames stand in for the original's constraints, which the model does not have. Left out:
// separators and corner radii.

/// A bar of buttons (:11-191).
final class EKButtonBarView: UIView {
  private let buttonBarContent: EKProperty.ButtonBarContent
  private let buttonViews: [EKButtonView]

  init(with buttonBarContent: EKProperty.ButtonBarContent) {
    self.buttonBarContent = buttonBarContent
    buttonViews = buttonBarContent.content.map { EKButtonView(content: $0) }
    super.init(frame: .zero)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Whether the buttons stand side by side (:66).
  private var isHorizontal: Bool {
    buttonBarContent.content.count <= buttonBarContent.horizontalDistributionThreshold
  }

  /// The bar's height when expanded (:38-52).
  var expandedHeight: CGFloat {
    let count = CGFloat(buttonBarContent.content.count)
    return isHorizontal
      ? min(count, 1) * buttonBarContent.buttonHeight
      : count * buttonBarContent.buttonHeight
  }

  /// Places the bar and its buttons.
  func place(in frame: CGRect) {
    self.frame = frame
    let height = buttonBarContent.buttonHeight
    let width = isHorizontal ? frame.width / CGFloat(max(buttonViews.count, 1)) : frame.width
    for (index, button) in buttonViews.enumerated() {
      let offset = CGFloat(index)
      button.place(
        in: isHorizontal
          ? CGRect(x: offset * width, y: 0, width: width, height: height)
          : CGRect(x: 0, y: offset * height, width: width, height: height))
    }
  }

  /// Shows the buttons (:145-170).
  func expand() {
    for button in buttonViews where button.superview == nil {
      addSubview(button)
    }
  }
}
