@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The UIAlertController SwiftUI presents for an alert modifier (SU2), or as an action sheet
/// for a confirmation dialog (SU11), built from the modifier's controls. A tap dismisses it
/// as any alert controller's does (AC6); then SwiftUI runs the button's action and writes
/// the binding back false, in an order that depends on the OS (SU3).
final class PlatformAlertController: UIAlertController {
  init(
    _ form: AlertForm, title: String?, actions: [Control], message: [Control],
    isPresented: Binding<Bool>, onTap: @escaping () -> Void
  ) {
    let texts = message.compactMap { control -> String? in
      if case .text(let text) = control { text } else { nil }
    }
    super.init(
      title: title, message: texts.isEmpty ? nil : texts.joined(separator: "\n"),
      preferredStyle: form.isDialog ? .actionSheet : .alert)
    // SU8 (choice): UIKit raises at a second cancel action (AC2); SwiftUI is not seen to,
    // and draws one of them.
    if Self.buttons(in: actions).filter({ $0.role == .cancel }).count > 1 {
      UIApplication.current.noteChoice(.swiftUISecondCancel)
    }
    let buttons = Self.drawnButtons(in: actions)
    let osVersion = UIApplication.current.osVersion
    let hasCancel = buttons.contains { $0.role == .cancel }
    for button in buttons {
      let style: UIAlertAction.Style =
        switch button.role?.kind {
        case .cancel: .cancel
        case .destructive: .destructive
        default: .default
        }
      let action = UIAlertAction(title: button.title, style: style) { _ in
        onTap()
        if osVersion >= .iOS16 {
          // SU3 (choice): the order shows only where the action changes state, or reads
          // state the write-back then changes.
          let changes = StateChanges.count
          let read = StateChanges.storage(.read) { button.action() }
          let actionChangedState = StateChanges.count != changes
          let written = StateChanges.storage(.change) { isPresented.wrappedValue = false }
          if actionChangedState || !read.isDisjoint(with: written) {
            UIApplication.current.noteChoice(.swiftUIActionBeforeWriteBack)
          }
          Self.noteIfUnwritten(isPresented)
        } else {
          isPresented.wrappedValue = false
          // Before the action, which may set the binding again for a next alert.
          Self.noteIfUnwritten(isPresented)
          button.action()
        }
      }
      action.isEnabled = !button.isDisabled
      addAction(action)
    }
    let dismissOnly = { (_: UIAlertAction) in
      onTap()
      isPresented.wrappedValue = false
      Self.noteIfUnwritten(isPresented)
    }
    if !form.isDialog, osVersion >= .iOS16 {
      for case .textField(let placeholder, let text, let isSecure) in actions {
        addTextField { field in
          field.placeholder = placeholder
          field.text = text.wrappedValue
          field.isSecureTextEntry = isSecure
          field.addAction(
            UIAction { [weak field] _ in text.wrappedValue = field?.text ?? "" },
            for: .editingChanged)
        }
      }
    }
    if form.isDialog, !hasCancel {
      // SU11: a dialog always has a way out, a standard Cancel unless a button is one.
      addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: dismissOnly))
    } else if buttons.isEmpty {
      // SU6: with no action, the system adds a standard OK, which only dismisses.
      addAction(UIAlertAction(title: "OK", style: .default, handler: dismissOnly))
    } else if !hasCancel, buttons.contains(where: { $0.role?.kind == .destructive }) {
      // SU13 (choice): beside a destructive button with no cancel one, a standard Cancel.
      UIApplication.current.noteChoice(.swiftUIDestructiveCancel)
      addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: dismissOnly))
    }
  }

  required init?(coder: NSCoder) {
    fatalError("the model never decodes alert controllers")
  }

  /// SU5 (choice): a binding that does not take the write of false, as a constant one,
  /// leaves the alert gone but its binding true, and nothing shows it again until the view
  /// updates for another reason.
  private static func noteIfUnwritten(_ isPresented: Binding<Bool>) {
    if isPresented.wrappedValue { UIApplication.current.noteChoice(.swiftUIConstantBinding) }
  }

  /// Each action enabled as its button now says (SU7).
  func updateEnabled(from controls: [Control]) {
    for (action, button) in zip(actions, Self.drawnButtons(in: controls)) {
      action.isEnabled = !button.isDisabled
    }
  }

  private struct Button {
    let title: String
    let role: ButtonRole?
    let isDisabled: Bool
    let action: @MainActor () -> Void
  }

  /// The buttons the alert draws, in order: every one, but of several with the cancel role
  /// only the last (SU8, a choice).
  private static func drawnButtons(in controls: [Control]) -> [Button] {
    let buttons = buttons(in: controls)
    guard let lastCancel = buttons.lastIndex(where: { $0.role == .cancel }) else { return buttons }
    return buttons.enumerated()
      .filter { $0.element.role != .cancel || $0.offset == lastCancel }.map(\.element)
  }

  private static func buttons(in controls: [Control]) -> [Button] {
    controls.compactMap { control in
      guard case .button(let title, let role, let isDisabled, let action) = control else {
        return nil
      }
      return Button(title: title, role: role, isDisabled: isDisabled, action: action)
    }
  }
}
