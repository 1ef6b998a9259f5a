import Presentable
import UIKitModel
import UIKitSimulation

// The call site an app using SwiftEntryKit 2.0.0 writes for an alert, after the Example app's
// "Center Alert View" (Example/SwiftEntryKit/Presets/PresetsViewController.swift:683-781,
// its attributes in Presets/PresetsData/PresetsDataSource.swift:633-682) and the README's
// display and dismiss API (README:717-801):
//
// - an `EKAlertMessageView` with the title, the message and one button per spec action, in
//   the spec's order. SwiftEntryKit has no roles: the Example draws its "NOT NOW" button in
//   grey and the others in teal, in one plain font (:719-767), and the column draws a
//   destructive action red, the only way a person can tell it;
// - the centre float preset at the alert window level, shown until dismissed
//   (`displayDuration = .infinity`), touches around it absorbed;
// - each button's action dismisses the entry and runs the app's handler once the entry has
//   gone, in the dismissal's completion, the README's way to run code after it (README:793-801;
//   issue 50 and pull request 52 for why): the library dismisses nothing at a tap;
// - `SwiftEntryKit.display(entry:using:)` with its defaults: the entry window is not made
//   key (`presentInsideKeyWindow: false`, SwiftEntryKit.swift:108);
// - an action sheet is the Example's bottom alert (PresetsDataSource.swift:53-104): the same
//   view, a bottom float preset whose screen touches dismiss it, with no action run;
// - an alert with text fields is the library's form, which takes one button and no message
//   (EKFormMessageView.swift:26-41), in the Example's "Center Float" attributes, shown in a
//   key window as its sign-up form is (PresetsViewController.swift:834-864); its button checks
//   the spec's rule before it dismisses, as nothing can disable it;
// - the caller's dismissal is `SwiftEntryKit.dismiss(.specific(entryName:))`, by the name
//   the entry was given (README:781-785).
public enum SwiftEntryKitApproach: Presentable {
  public static let id = "SwiftEntryKit"
  public static let name = "SwiftEntryKit 2"
  /// Package.swift `platforms: [.iOS(.v9)]`; SwiftEntryKit.podspec `ios.deployment_target = '9.0'`.
  public static let addableFrom: OSVersion? = .iOS9
  public static let summary =
    "SwiftEntryKit 2.0.0, a Swift library for iOS 9 and later that shows popups, banners and alerts it draws itself in a window of its own: one window for the app, joined to the first scene active in the foreground, entries that replace the one up unless told to queue, buttons with no roles whose actions the app must make dismiss the entry."
  public static let source = "swiftentrykit-source"
  /// github.com/huri000/SwiftEntryKit (tags, Package.swift, podspec, README, issues), read
  /// 7 December 2026.
  public static let availability: Availability? = Availability(
    short: "SwiftPM, CocoaPods, Carthage; unmaintained since 2021",
    detail:
      "Swift Package Manager (`.package(url: \"https://github.com/huri000/SwiftEntryKit\", from: \"2.0.0\")`), CocoaPods (`pod 'SwiftEntryKit'`) or Carthage. Its last release, 2.0.0 of 17 October 2021, is its last commit; issues and pull requests kept coming until 2024 with no answer from its maintainer: unmaintained (read 7 December 2026)."
  )
  public static let outsideTheMatrix: String? =
    "its notes, toasts, banners and popups, queueing by priority (`precedence = .enqueue`), swipes and haptics, which no scenario asks for; and its form's keyboard binding, which moves the form above the keyboard (the model posts no keyboard notifications). Text fields come only with the form, which takes one button and no message, so most scenarios with a field are ones the column does not express."

  public static let signUpDialogAbsence: String? =
    "SwiftEntryKit's form, its one entry with fields, takes one button, so the sign-up dialog's Cancel button cannot be written beside Sign up"

  public static func show(_ spec: AlertSpec, in context: PresentationContext) -> ShowOutcome {
    guard spec.preferredAction == nil else {
      return .unsupported(
        reason:
          "a button has no role or style, so none can be the preferred one (EKProperty.swift:14-51)"
      )
    }
    if !spec.textFields.isEmpty {
      return showForm(spec, handlers: context.handlers)
    }
    let handlers = context.handlers
    var attributes = spec.style == .alert ? alertAttributes : sheetAttributes
    let name = spec.title ?? spec.message ?? "alert"
    attributes.name = name
    let buttons = spec.actions.map { action -> EKProperty.ButtonContent in
      let color: EKColor
      switch action.role {
      case .default: color = EKColor(rgb: 0x00_89_7B)
      case .cancel: color = EKColor(rgb: 0x42_42_42)
      case .destructive: color = EKColor(.red)
      }
      let label = EKProperty.LabelContent(
        text: action.title,
        style: EKProperty.LabelStyle(font: .systemFont(ofSize: 16), color: color))
      return EKProperty.ButtonContent(label: label, backgroundColor: .clear) {
        dismiss(then: action, of: spec, named: name, fieldTexts: [], handlers: handlers)
      }
    }
    let message = EKAlertMessage(
      simpleMessage: EKSimpleMessage(
        title: EKProperty.LabelContent(
          text: spec.title ?? "",
          style: EKProperty.LabelStyle(font: .systemFont(ofSize: 15), color: .black)),
        description: EKProperty.LabelContent(
          text: spec.message ?? "",
          style: EKProperty.LabelStyle(font: .systemFont(ofSize: 13), color: .black))),
      buttonBarContent: EKProperty.ButtonBarContent(with: buttons, expandAnimatedly: true))
    return display(EKAlertMessageView(with: message), using: attributes, named: name)
  }

  /// An alert with fields: the library's form, whose one button checks the spec's rule
  /// itself, as the library has no way to disable it, and shown in a key window so that the
  /// fields take typing, as the Example's sign-up form is (PresetsViewController.swift:834-864;
  /// issue 123).
  @MainActor private static func showForm(_ spec: AlertSpec, handlers: HandlerLog) -> ShowOutcome {
    guard spec.style == .alert, spec.actions.count == 1, spec.message == nil else {
      return .unsupported(
        reason:
          "fields come only with the form, which takes one button and no message (EKFormMessageView.swift:26-41); the alert view with a bar of buttons takes no field (EKAlertMessageView.swift:26-30)"
      )
    }
    let action = spec.actions[0]
    let style = EKProperty.LabelStyle(font: .systemFont(ofSize: 16), color: .black)
    let fields = spec.textFields.map { field -> EKProperty.TextFieldContent in
      var content = EKProperty.TextFieldContent(
        placeholder: EKProperty.LabelContent(text: field.placeholder ?? "", style: style),
        textStyle: style, isSecure: field.isSecure)
      content.textContent = field.initialText
      return content
    }
    var attributes = formAttributes
    let name = spec.title ?? "form"
    attributes.name = name
    let label = EKProperty.LabelContent(
      text: action.title,
      style: EKProperty.LabelStyle(font: .systemFont(ofSize: 16), color: EKColor(.white)))
    let button = EKProperty.ButtonContent(label: label, backgroundColor: EKColor(rgb: 0x00_89_7B)) {
      let texts = fields.map(\.textContent)
      if let rule = spec.validation, !rule.isSatisfied(by: texts) {
        return
      }
      dismiss(then: action, of: spec, named: name, fieldTexts: texts, handlers: handlers)
    }
    let title = EKProperty.LabelContent(text: spec.title ?? "", style: style)
    return display(
      EKFormMessageView(with: title, textFieldsContent: fields, buttonContent: button),
      using: attributes, named: name, presentInsideKeyWindow: true)
  }

  /// A button's action: it dismisses the entry, and runs the spec's handler once the entry
  /// has gone. A handler that refers to the entry does so by its name, the library's handle
  /// on it.
  @MainActor private static func dismiss(
    then action: ActionSpec, of spec: AlertSpec, named name: String, fieldTexts: [String],
    handlers: HandlerLog
  ) {
    guard action.hasHandler else {
      SwiftEntryKit.dismiss()
      return
    }
    SwiftEntryKit.dismiss {
      handlers.record(
        action, fieldTexts: fieldTexts, alertTitle: spec.handlersReferToAlert ? name : nil)
    }
  }

  /// Shows the entry, and what the caller holds: the view, shown again the same way, and a
  /// dismissal by the entry's name.
  @MainActor private static func display(
    _ view: UIView, using attributes: EKAttributes, named name: String,
    presentInsideKeyWindow: Bool = false
  ) -> ShowOutcome {
    SwiftEntryKit.display(
      entry: view, using: attributes, presentInsideKeyWindow: presentInsideKeyWindow)
    return .shown(
      ShownAlert(
        alert: view,
        showAgain: { [weak view] in
          if let view {
            SwiftEntryKit.display(
              entry: view, using: attributes, presentInsideKeyWindow: presentInsideKeyWindow)
          }
        },
        dismiss: { SwiftEntryKit.dismiss(.specific(entryName: name)) }))
  }

  /// The Example's "Center Float" form (PresetsDataSource.swift:805-875).
  private static var formAttributes: EKAttributes {
    var attributes = EKAttributes.float
    attributes.windowLevel = .normal
    attributes.position = .center
    attributes.displayDuration = .infinity
    attributes.entranceAnimation = EKAttributes.Animation(translate: .init(duration: 0.65))
    attributes.exitAnimation = EKAttributes.Animation(translate: .init(duration: 0.65))
    attributes.popBehavior = .animated(
      animation: EKAttributes.Animation(translate: .init(duration: 0.65)))
    attributes.entryInteraction = .absorbTouches
    attributes.screenInteraction = .dismiss
    return attributes
  }

  /// The Example's "Center Alert View" (PresetsDataSource.swift:633-682).
  private static var alertAttributes: EKAttributes {
    var attributes = EKAttributes.centerFloat
    attributes.windowLevel = .alerts
    attributes.displayDuration = .infinity
    attributes.screenInteraction = .absorbTouches
    attributes.entryInteraction = .absorbTouches
    attributes.entranceAnimation = EKAttributes.Animation(
      scale: .init(from: 0.9, to: 1, duration: 0.4), fade: .init(from: 0, to: 1, duration: 0.3))
    attributes.exitAnimation = EKAttributes.Animation(fade: .init(from: 1, to: 0, duration: 0.2))
    return attributes
  }

  /// The Example's bottom alert (PresetsDataSource.swift:53-104).
  private static var sheetAttributes: EKAttributes {
    var attributes = EKAttributes.bottomFloat
    attributes.displayDuration = .infinity
    attributes.screenInteraction = .dismiss
    attributes.entryInteraction = .absorbTouches
    attributes.entranceAnimation = EKAttributes.Animation(
      translate: .init(duration: 0.7), scale: .init(from: 1.05, to: 1, duration: 0.4))
    attributes.exitAnimation = EKAttributes.Animation(translate: .init(duration: 0.2))
    attributes.popBehavior = .animated(
      animation: EKAttributes.Animation(translate: .init(duration: 0.2)))
    return attributes
  }
}
