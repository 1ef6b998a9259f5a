#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

// SwiftEntryKit 2.0.0, Source/MessageViews/EKFormMessageView.swift and
// MessagesUtils/EKTextField.swift: a form, a title, text fields one under the other and one
// button below them (:24-41). The button first copies each field's text into its content,
// then runs the app's action (:97-116). Frames stand in for the constraints: each field 45
// points high (EKTextField.swift:15), 5 apart, the button 20 below. Left out: the scroll view,
// the fields' images and separators, and the tap that ends editing.

/// A field of a form (EKTextField.swift:11-88).
final class EKTextField: UIView {
  static let totalHeight: CGFloat = 45
  private let textField = UITextField(frame: .zero)

  var text: String {
    get { textField.text ?? "" }
    set { textField.text = newValue }
  }

  init(with content: EKProperty.TextFieldContent) {
    super.init(frame: .zero)
    textField.placeholder = content.placeholder.text
    textField.isSecureTextEntry = content.isSecure
    textField.text = content.textContent
    addSubview(textField)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Places the field, its text field filling it.
  func place(in frame: CGRect) {
    self.frame = frame
    textField.frame = bounds
  }
}

/// A form with one button (EKFormMessageView.swift:11-130).
public final class EKFormMessageView: UIView, EKHeightFitting {
  private let titleLabel = UILabel(frame: .zero)
  private let textFieldsContent: [EKProperty.TextFieldContent]
  private var textFieldViews: [EKTextField] = []
  private var buttonBarView: EKButtonBarView!

  public init(
    with title: EKProperty.LabelContent, textFieldsContent: [EKProperty.TextFieldContent],
    buttonContent: EKProperty.ButtonContent
  ) {
    self.textFieldsContent = textFieldsContent
    super.init(frame: .zero)
    titleLabel.text = title.text
    titleLabel.font = title.style.font
    titleLabel.textColor = title.style.color.light
    addSubview(titleLabel)
    textFieldViews = textFieldsContent.map { EKTextField(with: $0) }
    textFieldViews.forEach(addSubview)
    setupButton(with: buttonContent)
  }

  public required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// The button, whose tap copies the fields' texts before the app's action (:97-116).
  private func setupButton(with buttonContent: EKProperty.ButtonContent) {
    var buttonContent = buttonContent
    let action = buttonContent.action
    buttonContent.action = { [weak self] in
      self?.extractTextFieldsContent()
      action?()
    }
    buttonBarView = EKButtonBarView(
      with: EKProperty.ButtonBarContent(with: [buttonContent], expandAnimatedly: true))
    addSubview(buttonBarView)
    buttonBarView.expand()
  }

  private func extractTextFieldsContent() {
    for (content, textField) in zip(textFieldsContent, textFieldViews) {
      content.contentWrapper.text = textField.text
    }
  }

  func layout(width: CGFloat) -> CGFloat {
    let margin: CGFloat = 20
    titleLabel.frame = CGRect(x: margin, y: margin, width: width - 2 * margin, height: 20)
    var top = titleLabel.frame.maxY + 20
    for field in textFieldViews {
      field.place(
        in: CGRect(x: margin, y: top, width: width - 2 * margin, height: EKTextField.totalHeight))
      top += EKTextField.totalHeight + 5
    }
    top += 15
    buttonBarView.place(
      in: CGRect(x: margin, y: top, width: width - 2 * margin, height: buttonBarView.expandedHeight)
    )
    return top + buttonBarView.expandedHeight + margin
  }
}
