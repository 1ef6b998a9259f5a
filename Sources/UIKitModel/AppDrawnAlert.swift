import Foundation
import UIKitSimulation

/// An alert an app draws itself, in a view controller it presents (W20): what a person sees
/// of the controller's views. Its labels outside any control are the title and the message,
/// in order; its text fields are its fields; each control that shows a label is a button,
/// titled by it, bold or red as its label is drawn, enabled as the control is, and in the
/// tint its label draws in. The innermost view that holds them all is an alert when it is
/// centred on the screen, else a sheet. In a sheet, a last button drawn apart below the others reads as
/// cancel, a choice; no button of an alert does.
final class AppDrawnAlert: OnScreenAlert {
  private let controller: UIViewController
  private let labels: [UILabel]
  private let fields: [UITextField]
  private let buttons: [(control: UIControl, label: UILabel)]

  /// The alert a presented controller draws, or nil when it draws no button.
  init?(_ controller: UIViewController) {
    guard controller.isViewLoaded else { return nil }
    var labels: [UILabel] = []
    var fields: [UITextField] = []
    var buttons: [(control: UIControl, label: UILabel)] = []
    func visit(_ view: UIView) {
      if let field = view as? UITextField {
        fields.append(field)
      } else if let control = view as? UIControl {
        if let label = Self.firstLabel(in: control) { buttons.append((control, label)) }
      } else if let label = view as? UILabel {
        if !(label.text ?? "").isEmpty { labels.append(label) }
      } else {
        view.subviews.forEach(visit)
      }
    }
    visit(controller.view)
    guard !buttons.isEmpty else { return nil }
    self.controller = controller
    self.labels = labels
    self.fields = fields
    // Drawn order: top to bottom, then left to right.
    self.buttons = buttons.sorted { lhs, rhs in
      let (left, right) = (Self.frame(of: lhs.control), Self.frame(of: rhs.control))
      return left.minY != right.minY ? left.minY < right.minY : left.minX < right.minX
    }
  }

  var object: AnyObject { controller }

  var editableTextFields: [UITextField] { fields }

  func draw(in application: UIApplication) -> DrawnAlert {
    let frames = buttons.map { Self.frame(of: $0.control) }
    let box = Self.frame(of: container)
    let screen = controller.view.window?.bounds ?? application.screenBounds
    let kind: DrawnAlert.Kind = abs(box.midY - screen.midY) <= 1 ? .alert : .actionSheet
    let apart =
      kind == .actionSheet && frames.count > 1
      && frames.dropLast().allSatisfy { $0.maxY < frames[frames.count - 1].minY }
    if apart {
      application.noteChoice(.appDrawnCancel)
    }
    let sideBySide = frames.count > 1 && frames.allSatisfy { $0.minY == frames[0].minY }
    let drawnButtons = buttons.enumerated().map { index, button in
      DrawnButton(
        title: button.label.text ?? "", isCancel: apart && index == buttons.count - 1,
        isBold: button.label.font.isBold, isDestructive: button.label.textColor == .red,
        isEnabled: button.control.isEnabled)
    }
    let tint = buttons.first { $0.label.textColor != .red }.map(\.label)
    return DrawnAlert(
      kind: kind, title: labels.first?.text, message: labels.dropFirst().first?.text,
      textFields: fields.map(DrawnTextField.init), layout: sideBySide ? .sideBySide : .stacked,
      buttons: drawnButtons, warnings: [],
      tint: (tint.map { $0.textColor ?? $0.tintColor } ?? .systemBlue).name)
  }

  func userTapButton(atDrawnPosition position: Int, in application: UIApplication) {
    buttons[position].control.userTouchUpInside()
  }

  /// A touch outside the alert reaches a control without a label that covers the
  /// controller's view, if the app put one there; else nothing.
  func userTapOutside(in application: UIApplication) {
    var controls: [UIControl] = []
    func visit(_ view: UIView) {
      if let control = view as? UIControl, !(control is UITextField),
        Self.firstLabel(in: control) == nil, control.frame.size == controller.view.bounds.size
      {
        controls.append(control)
      }
      view.subviews.forEach(visit)
    }
    visit(controller.view)
    controls.first?.userTouchUpInside()
  }

  /// The system cancels nothing the app draws.
  func systemCancel(in application: UIApplication) {}

  /// The alert's box: the innermost view that holds every label, field and button.
  private var container: UIView {
    let parts: [UIView] = labels + fields + buttons.map(\.control)
    var candidate: UIView = parts[0]
    while let parent = candidate.superview,
      !parts.allSatisfy({ Self.isDescendant($0, of: candidate) })
    {
      candidate = parent
    }
    return candidate
  }

  private static func isDescendant(_ view: UIView, of ancestor: UIView) -> Bool {
    var current: UIView? = view
    while let view = current {
      if view === ancestor { return true }
      current = view.superview
    }
    return false
  }

  /// The first label with text inside a view.
  private static func firstLabel(in view: UIView) -> UILabel? {
    if let label = view as? UILabel, !(label.text ?? "").isEmpty { return label }
    return view.subviews.lazy.compactMap { firstLabel(in: $0) }.first
  }

  /// A view's frame in its window.
  private static func frame(of view: UIView) -> CGRect {
    var frame = view.frame
    var parent = view.superview
    while let current = parent, !(current is UIWindow) {
      frame.origin.x += current.frame.origin.x
      frame.origin.y += current.frame.origin.y
      parent = current.superview
    }
    return frame
  }
}
