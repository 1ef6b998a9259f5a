import Presentable
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The call site of an app that uses BlocksKit's UIAlertView and UIActionSheet categories
/// (v2.2.5), as their headers show it: `bk_alertViewWithTitle:message:` or
/// `bk_actionSheetWithTitle:`, then one `bk_addButtonWithTitle:handler:` per action in the
/// spec's order, `bk_setCancelButtonWithTitle:handler:` for a cancel action and, on a sheet,
/// `bk_setDestructiveButtonWithTitle:handler:` for a destructive one. Fields come from the
/// inherited `alertViewStyle`, validation from `bk_shouldEnableFirstOtherButtonBlock`; a sheet
/// is shown with UIKit's own calls, from the bar button item, the source view, or the view of
/// the view controller at hand.
public enum BlocksKitApproach: Presentable {
  public static let id = "BlocksKit"
  public static let name = "BlocksKit"
  public static let summary =
    "Categories on UIAlertView and UIActionSheet that keep a block per button in a dynamic "
    + "delegate the alert carries, run from clickedButtonAtIndex."
  public static let source = "blockskit-source"
  /// github.com/BlocksKit/BlocksKit (tags, `git log -1 master`, README), its organisation's
  /// page, and CocoaPods' index, read 3 December 2026.
  public static let availability: Availability? = Availability(
    short: "CocoaPods only; archived, last release 2014",
    detail:
      "CocoaPods (`pod 'BlocksKit'`, its UIKit subspec); no Swift package. Its last release is v2.2.5 (19 August 2014; master's podspec says 2.2.6, never tagged, issue 318), its last commit 22 January 2016, and the BlocksKit organisation was archived on 16 October 2023, \"no longer maintained\" (its GitHub page; read 3 December 2026)."
  )
  public static let outsideTheMatrix: String? =
    "an app that sets its own delegate as well (BlocksKit's swapped setter tells it first, then runs the blocks); the did-dismiss block run twice on iPad with iOS 8 (issue 264), which comes from UIPopoverController's own BlocksKit delegate, not modelled; and a Swift closure given as a block raising \"incompatible signatures\" (issues 302 and 303), a check of Objective-C block signatures Swift does not have."

  public static let signUpDialog: SignUpDialog? = SignUpDialog { _, signUp in
    showSignUpWithBlocksKit(signUp: signUp)
  }

  public static func show(_ spec: AlertSpec, in context: PresentationContext) -> ShowOutcome {
    guard spec.preferredAction == nil else {
      return .unsupported(reason: "a UIAlertView or UIActionSheet has no preferred action")
    }
    return switch spec.style {
    case .alert: showAlert(spec, in: context)
    case .actionSheet: showSheet(spec, in: context)
    }
  }

  // MARK: - Alerts

  @MainActor private static func showAlert(_ spec: AlertSpec, in context: PresentationContext)
    -> ShowOutcome
  {
    guard let style = fieldStyle(for: spec.textFields) else {
      return .unsupported(
        reason: "UIAlertView styles offer no such fields (AV6): \(spec.textFields.count) fields")
    }
    let handlers = context.handlers
    let fieldCount = spec.textFields.count
    let alert = UIAlertView.bk_alertView(withTitle: spec.title, message: spec.message)
    alert.alertViewStyle = style
    for (index, field) in spec.textFields.enumerated() {
      alert.textField(at: index)?.placeholder = field.placeholder
      alert.textField(at: index)?.text = field.initialText
    }
    // The blocks take no arguments: one that reads the fields or the title captures the
    // alert, strongly, as an Objective-C block does, which makes a cycle through the dynamic
    // delegate the alert keeps.
    let needsAlert = spec.handlersReferToAlert || fieldCount > 0
    for action in spec.actions {
      var block: (() -> Void)?
      if action.hasHandler {
        if needsAlert {
          block = {
            let texts = (0..<fieldCount).map { alert.textField(at: $0)?.text ?? "" }
            handlers.record(action, fieldTexts: texts, alertTitle: alert.title)
          }
        } else {
          block = { handlers.record(action) }
        }
      }
      if action.role == .cancel {
        alert.bk_setCancelButton(withTitle: action.title, handler: block)
      } else {
        // UIAlertView has no destructive style: a destructive action is a plain button.
        alert.bk_addButton(withTitle: action.title, handler: block)
      }
    }
    if let validation = spec.validation {
      // Never asked: the alert has no first other button (AV3, AV14).
      alert.bk_shouldEnableFirstOtherButtonBlock = { alertView in
        validation.isSatisfied(
          by: (0..<fieldCount).map { alertView.textField(at: $0)?.text ?? "" })
      }
    }
    alert.show()
    return .shown(ShownAlert(alertView: alert))
  }

  /// The UIAlertView style that gives these fields (AV6): one plain or one secure field, or
  /// two, which only login-and-password offers, its second field secure.
  private static func fieldStyle(for fields: [TextFieldSpec]) -> UIAlertViewStyle? {
    switch fields.count {
    case 0: .default
    case 1: fields[0].isSecure ? .secureTextInput : .plainTextInput
    case 2: .loginAndPasswordInput
    default: nil
    }
  }

  // MARK: - Action sheets

  @MainActor private static func showSheet(_ spec: AlertSpec, in context: PresentationContext)
    -> ShowOutcome
  {
    guard spec.textFields.isEmpty else {
      return .unsupported(
        reason: "UIActionSheet has no text fields, and BlocksKit's sheet category takes none")
    }
    let handlers = context.handlers
    // A sheet has no message (AS2): the spec's message is dropped.
    let sheet = UIActionSheet.bk_actionSheet(withTitle: spec.title)
    for action in spec.actions {
      var block: (() -> Void)?
      if action.hasHandler {
        if spec.handlersReferToAlert {
          block = { handlers.record(action, alertTitle: sheet.title) }
        } else {
          block = { handlers.record(action) }
        }
      }
      switch action.role {
      case .cancel: sheet.bk_setCancelButton(withTitle: action.title, handler: block)
      case .destructive: sheet.bk_setDestructiveButton(withTitle: action.title, handler: block)
      case .default: sheet.bk_addButton(withTitle: action.title, handler: block)
      }
    }
    let present = { [weak sheet] in
      guard let sheet else { return }
      switch spec.padAnchor {
      case .barButtonItem:
        if let item = context.barButtonItem {
          sheet.show(from: item, animated: true)
        }
      case .sourceView:
        if let view = context.sourceView {
          sheet.show(from: view.bounds, in: view, animated: true)
        }
      case .none:
        // From the view at hand or, with none, from the key window, as code of its time did.
        if let view = context.viewController?.view ?? UIApplication.shared.keyWindow {
          sheet.show(in: view)
        }
      }
    }
    present()
    return .shown(
      ShownAlert(
        alert: sheet, showAgain: present,
        dismiss: { [weak sheet] in
          guard let sheet else { return }
          sheet.dismiss(withClickedButtonIndex: sheet.cancelButtonIndex, animated: false)
        }))
  }
}
