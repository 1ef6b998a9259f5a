extension DrawnAlert {
  /// A plain-text drawing of the alert: a box with title, message, fields and buttons.
  /// Button marks: `*bold*`, `!destructive!`, `[cancel]`, `(disabled)`.
  public func rendered() -> String {
    var body: [String] = []
    body.append("<\(kind.rawValue)>")
    if let title { body.append(title) }
    if let message { body.append(message) }
    for field in textFields {
      body.append("[\(Self.fieldContent(field))]")
    }
    let buttonLabels = buttons.map(Self.label)
    switch layout {
    case .sideBySide: body.append(buttonLabels.joined(separator: " | "))
    case .stacked: body += buttonLabels
    }
    let width = body.map(\.count).max() ?? 0
    let edge = "+" + String(repeating: "-", count: width + 2) + "+"
    var lines = [edge]
    lines += body.map { line in
      "| " + line + String(repeating: " ", count: width - line.count) + " |"
    }
    lines.append(edge)
    lines += warnings.map { "warning: \($0)" }
    return lines.joined(separator: "\n")
  }

  /// A field's text, dots when secure, or its placeholder in angle brackets when empty;
  /// `|` marks the focused field, `(secure)` a secure one.
  private static func fieldContent(_ field: DrawnTextField) -> String {
    let shown =
      field.text.isEmpty
      ? "<\(field.placeholder ?? "")>"
      : (field.isSecure ? String(repeating: "•", count: field.text.count) : field.text)
    return shown + (field.isFirstResponder ? "|" : "") + (field.isSecure ? " (secure)" : "")
  }

  private static func label(_ button: DrawnButton) -> String {
    var label = button.title
    if button.isDestructive { label = "!\(label)!" }
    if button.isBold { label = "*\(label)*" }
    if button.isCancel { label += " [cancel]" }
    if !button.isEnabled { label += " (disabled)" }
    return label
  }
}
