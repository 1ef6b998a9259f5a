import UIKitSimulation

/// What the screen needs of an alert that is on it: to draw it and to pass a person's and
/// the system's actions to it.
protocol OnScreenAlert: AnyObject {
  /// The object a person's alert is, to follow its lifetime: the alert itself, or the view
  /// controller that draws it.
  var object: AnyObject { get }
  /// The alert as drawn.
  func draw(in application: UIApplication) -> DrawnAlert
  /// A tap on the button at a position in drawn order.
  func userTapButton(atDrawnPosition position: Int, in application: UIApplication)
  /// A tap outside the alert.
  func userTapOutside(in application: UIApplication)
  /// The system cancelling the alert (AV12).
  func systemCancel(in application: UIApplication)
  /// The fields a person can type into.
  var editableTextFields: [UITextField] { get }
}

extension OnScreenAlert {
  var object: AnyObject { self }
}

extension DrawnTextField {
  /// A field as drawn.
  init(_ field: UITextField) {
    self.init(
      placeholder: field.placeholder, text: field.currentText, isSecure: field.isSecureTextEntry,
      isFirstResponder: field.isFirstResponder)
  }
}
