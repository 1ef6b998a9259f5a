/// A neutral description of an alert, in no approach's vocabulary: what a scenario asks
/// every approach to show.
public struct AlertSpec: Hashable, Sendable, Codable {
  /// How the alert is shown.
  public enum Style: String, Hashable, Sendable, CaseIterable, Codable {
    case alert
    case actionSheet
  }

  public var style: Style
  public var title: String?
  public var message: String?
  /// The actions, in the order the caller lists them. Titles are unique within a spec.
  public var actions: [ActionSpec]
  public var textFields: [TextFieldSpec]
  /// The rule the fields must satisfy before confirm actions are enabled.
  public var validation: ValidationRule?
  /// Where a pad action sheet points.
  public var padAnchor: PadAnchor
  /// Whether the caller keeps a strong reference to the alert, as a property would.
  public var callerKeepsReference: Bool
  /// Whether handlers refer to the alert itself, the natural way for the approach.
  public var handlersReferToAlert: Bool
  /// The title of the action the caller marks as preferred, drawn bold in its place (AC5);
  /// nil for none.
  public var preferredAction: String?
  /// The item the alert is about ("Report.pdf" for "Delete “Report.pdf”?"), which the
  /// screen holds and a handler acts on; nil for none.
  public var item: String?
  /// Other alerts the same screen can show, never asked for here: where an approach declares
  /// a screen's alerts up front (SwiftUI's modifiers, SU4), it declares these after this one.
  public var alsoOnScreen: [AlertSpec] = []

  public init(
    style: Style = .alert, title: String?, message: String? = nil, actions: [ActionSpec],
    textFields: [TextFieldSpec] = [], validation: ValidationRule? = nil,
    padAnchor: PadAnchor = .none, callerKeepsReference: Bool = false,
    handlersReferToAlert: Bool = false, preferredAction: String? = nil, item: String? = nil
  ) {
    self.style = style
    self.title = title
    self.message = message
    self.actions = actions
    self.textFields = textFields
    self.validation = validation
    self.padAnchor = padAnchor
    self.callerKeepsReference = callerKeepsReference
    self.handlersReferToAlert = handlersReferToAlert
    self.preferredAction = preferredAction
    self.item = item
  }

  /// The first action with the cancel role, if any.
  public var cancelAction: ActionSpec? { actions.first { $0.role == .cancel } }
}

/// One action of an alert.
public struct ActionSpec: Hashable, Sendable, Codable {
  /// What the action is for, which decides how it is drawn.
  public enum Role: String, Hashable, Sendable, CaseIterable, Codable {
    case `default`
    case cancel
    case destructive
  }

  public var title: String
  public var role: Role
  /// Whether the action has a handler; without one it only dismisses.
  public var hasHandler: Bool

  public init(_ title: String, role: Role = .default, hasHandler: Bool = true) {
    self.title = title
    self.role = role
    self.hasHandler = hasHandler
  }
}

/// One text field of an alert.
public struct TextFieldSpec: Hashable, Sendable, Codable {
  public var placeholder: String?
  public var isSecure: Bool
  public var initialText: String

  public init(placeholder: String?, isSecure: Bool = false, initialText: String = "") {
    self.placeholder = placeholder
    self.isSecure = isSecure
    self.initialText = initialText
  }
}

/// A validation rule over the fields: a minimum length for one field, which enables the
/// actions it gates.
public struct ValidationRule: Hashable, Sendable, Codable {
  /// The index of the field the rule reads.
  public var field: Int
  /// The fewest characters that field needs.
  public var minimumLength: Int
  /// The titles of the actions the rule gates; nil: every action but a cancel one.
  public var actions: [String]?

  public init(field: Int, minimumLength: Int, actions: [String]? = nil) {
    self.field = field
    self.minimumLength = minimumLength
    self.actions = actions
  }

  /// Whether the rule enables this action: a cancel action is never gated.
  public func gates(_ action: ActionSpec) -> Bool {
    action.role != .cancel && (actions?.contains(action.title) ?? true)
  }

  /// Whether texts in field order satisfy the rule.
  public func isSatisfied(by texts: [String]) -> Bool {
    texts.indices.contains(field) && texts[field].count >= minimumLength
  }
}

/// Where a pad action sheet points.
public enum PadAnchor: String, Hashable, Sendable, CaseIterable, Codable {
  /// No anchor given.
  case none
  /// A source view (the presenting screen's view).
  case sourceView
  /// A bar button item.
  case barButtonItem
}
