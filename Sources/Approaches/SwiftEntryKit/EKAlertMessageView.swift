#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

// SwiftEntryKit 2.0.0, Source/MessageViews/EKAlertMessageView.swift and the simple message
// it builds on (EKSimpleMessageView.swift, EKMessageContentView.swift): a title, a
// description and a bar of buttons below them. The bar expands half a second after the view
// is made when the content asks it to (:76-88). Frames stand in for the original's
// constraints: the labels take fixed heights, the bar its buttons'. Left out: the image.

/// A view that can say the height it needs at a width: what Auto Layout's fitting size
/// gives the original, which the model does not have.
protocol EKHeightFitting: UIView {
  /// Lays the view out at a width, and returns the height it takes.
  func layout(width: CGFloat) -> CGFloat
}

/// An alert entry: a message and its buttons (:11-90).
public final class EKAlertMessageView: UIView, EKHeightFitting {
  private let titleLabel = UILabel(frame: .zero)
  private let descriptionLabel = UILabel(frame: .zero)
  private let buttonBarView: EKButtonBarView

  public init(with message: EKAlertMessage) {
    buttonBarView = EKButtonBarView(with: message.buttonBarContent)
    super.init(frame: .zero)
    for (label, content) in [
      (titleLabel, message.simpleMessage.title),
      (descriptionLabel, message.simpleMessage.description),
    ] {
      label.text = content.text
      label.font = content.style.font
      label.textColor = content.style.color.light
      addSubview(label)
    }
    addSubview(buttonBarView)
    if !message.buttonBarContent.content.isEmpty {
      if message.buttonBarContent.expandAnimatedly {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
          self.buttonBarView.expand()
        }
      } else {
        buttonBarView.expand()
      }
    }
  }

  public required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func layout(width: CGFloat) -> CGFloat {
    let margin: CGFloat = 16
    titleLabel.frame = CGRect(x: margin, y: margin, width: width - 2 * margin, height: 20)
    descriptionLabel.frame = CGRect(x: margin, y: 41, width: width - 2 * margin, height: 40)
    let barTop = descriptionLabel.frame.maxY + margin
    buttonBarView.place(
      in: CGRect(x: 0, y: barTop, width: width, height: buttonBarView.expandedHeight))
    return barTop + buttonBarView.expandedHeight
  }
}
