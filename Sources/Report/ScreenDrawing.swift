@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// Draws screens as SVG: one phone-sized panel per approach, side by side, each showing the
/// alert as the approach left it, or why there is none. Coordinates are whole numbers and
/// the text is escaped, so the same screens give the same bytes on every run.
enum ScreenDrawing {
  /// What one panel shows.
  enum Content {
    /// The alert as drawn right after showing.
    case alert(DrawnAlert)
    /// No alert: a short reason ("nothing on screen", "crash: NSRangeException").
    case none(String)
  }

  private static let panelWidth = 200
  private static let panelHeight = 340
  private static let gap = 16
  private static let captionHeight = 40
  /// Panels side by side at most: four keep the picture within GitHub's 880-pixel column, so
  /// that its 11-pixel text is shown at 11 pixels.
  static let panelsPerRow = 4

  /// One panel: its caption, what it shows, and whether the keyboard was up.
  struct Panel {
    let caption: String
    let content: Content
    var keyboard = false
  }

  /// The SVG text for panels captioned by approach, with the keyboard drawn over the
  /// bottom third of each panel where it was up (W10: above the app's window, below UIKit's
  /// alert window and any window above level 1; AC13: away while a UIAlertController is up
  /// from iOS 9).
  static func svg(title: String, panels: [Panel]) -> String {
    let columns = min(panels.count, panelsPerRow)
    let rows = (panels.count + panelsPerRow - 1) / panelsPerRow
    let width = columns * (panelWidth + gap) + gap
    let height = rows * (panelHeight + captionHeight + gap) + gap
    var parts = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
        + "viewBox=\"0 0 \(width) \(height)\" font-family=\"Helvetica, Arial, sans-serif\" "
        + "font-size=\"11\">",
      "<title>\(SVGText.escape(title))</title>",
      "<rect width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>",
    ]
    for (index, panel) in panels.enumerated() {
      let x = gap + index % panelsPerRow * (panelWidth + gap)
      let y = gap + index / panelsPerRow * (panelHeight + captionHeight + gap)
      parts += drawPanel(panel.caption, panel.content, x: x, y: y, keyboard: panel.keyboard)
    }
    parts.append("</svg>")
    return parts.joined(separator: "\n") + "\n"
  }

  private static func drawPanel(
    _ caption: String, _ content: Content, x: Int, y: Int, keyboard: Bool
  ) -> [String] {
    var parts = [
      "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(panelWidth)\" height=\"\(panelHeight)\" rx=\"18\" "
        + "fill=\"#d9d9de\" stroke=\"#8e8e93\"/>"
    ]
    for (index, line) in SVGText.lines(caption, characters: charactersPerPanelLine).enumerated() {
      parts.append(
        SVGText.element(
          line, x: x + panelWidth / 2, y: y + panelHeight + 20 + index * 14, anchor: "middle",
          weight: "bold"))
    }
    if keyboard {
      let top = y + panelHeight - panelHeight / 3
      parts.append(
        "<rect x=\"\(x + 1)\" y=\"\(top)\" width=\"\(panelWidth - 2)\" "
          + "height=\"\(panelHeight / 3 - 1)\" rx=\"6\" fill=\"#aeaeb2\"/>")
      parts.append(
        SVGText.element(
          "keyboard", x: x + panelWidth / 2, y: top + panelHeight / 6, anchor: "middle",
          fill: "#ffffff"))
    }
    switch content {
    case .none(let reason):
      let lines = SVGText.lines(reason, characters: charactersPerPanelLine)
      for (index, line) in lines.enumerated() {
        parts.append(
          SVGText.element(
            line, x: x + panelWidth / 2, y: y + panelHeight / 3 + index * 14, anchor: "middle",
            fill: "#3a3a3c"))
      }
    case .alert(let alert):
      parts += drawAlert(alert, panelX: x, panelY: y)
    }
    return parts
  }

  /// Characters of 11-point text that fit a panel's width with a margin.
  static let charactersPerPanelLine = 30

  private static func drawAlert(_ alert: DrawnAlert, panelX: Int, panelY: Int) -> [String] {
    let width = alert.kind == .alert ? 160 : panelWidth - 16
    let lineHeight = 22
    // About 6.5 points a character of 11-point text, with a margin on each side.
    let characters = (width - 16) * 2 / 13
    let titleLines = alert.title.map { SVGText.lines($0, characters: characters) } ?? []
    let messageLines = alert.message.map { SVGText.lines($0, characters: characters) } ?? []
    let headerLines = titleLines.count + messageLines.count
    let buttonRows = alert.layout == .sideBySide ? 1 : alert.buttons.count
    let height =
      12 + headerLines * 16 + alert.textFields.count * 26 + buttonRows * lineHeight + 8
    let x = panelX + (panelWidth - width) / 2
    let y: Int =
      switch alert.kind {
      case .alert: panelY + (panelHeight - height) / 2
      case .actionSheet: panelY + panelHeight - height - 10
      case .popover: panelY + 40
      }
    var parts: [String] = []
    if alert.kind == .popover {
      let tip = x + width / 2
      parts.append(
        "<polygon points=\"\(tip - 8),\(y) \(tip),\(y - 10) \(tip + 8),\(y)\" fill=\"#f7f7f7\"/>")
    }
    parts.append(
      "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\" rx=\"10\" "
        + "fill=\"#f7f7f7\" stroke=\"#c7c7cc\"/>")
    var cursor = y + 18
    for line in titleLines {
      parts.append(
        SVGText.element(line, x: x + width / 2, y: cursor, anchor: "middle", weight: "bold"))
      cursor += 16
    }
    for line in messageLines {
      parts.append(SVGText.element(line, x: x + width / 2, y: cursor, anchor: "middle"))
      cursor += 16
    }
    for field in alert.textFields {
      parts.append(
        "<rect x=\"\(x + 10)\" y=\"\(cursor - 4)\" width=\"\(width - 20)\" height=\"20\" "
          + "fill=\"#ffffff\" stroke=\"#c7c7cc\"/>")
      let shown =
        field.text.isEmpty
        ? (field.placeholder ?? "")
        : (field.isSecure ? String(repeating: "•", count: field.text.count) : field.text)
      parts.append(
        SVGText.element(
          shown, x: x + 14, y: cursor + 10, fill: field.text.isEmpty ? "#aeaeb2" : "#000000"))
      if field.isSecure {
        parts.append(
          SVGText.element(
            "secure", x: x + width - 14, y: cursor + 10, anchor: "end", fill: "#8e8e93"))
      }
      cursor += 26
    }
    parts += drawButtons(alert, x: x, y: cursor, width: width, lineHeight: lineHeight)
    return parts
  }

  private static func drawButtons(
    _ alert: DrawnAlert, x: Int, y: Int, width: Int, lineHeight: Int
  ) -> [String] {
    var parts: [String] = []
    let tint = color(alert.tint)
    for (index, button) in alert.buttons.enumerated() {
      let (buttonX, buttonY, buttonWidth): (Int, Int, Int) =
        alert.layout == .sideBySide
        ? (x + index * width / alert.buttons.count, y, width / alert.buttons.count)
        : (x, y + index * lineHeight, width)
      parts.append(
        "<line x1=\"\(buttonX)\" y1=\"\(buttonY)\" x2=\"\(buttonX + buttonWidth)\" "
          + "y2=\"\(buttonY)\" stroke=\"#c7c7cc\"/>")
      let fill = !button.isEnabled ? "#aeaeb2" : (button.isDestructive ? "#ff3b30" : tint)
      parts.append(
        SVGText.element(
          button.title, x: buttonX + buttonWidth / 2, y: buttonY + 15, anchor: "middle",
          weight: button.isBold ? "bold" : "normal", fill: fill))
    }
    return parts
  }

  /// The drawn colour of a tint: UIKit's system blue, or the matrix apps' own tint.
  private static func color(_ tint: String) -> String {
    tint == UIColor.systemBlue.name ? "#007aff" : "#8e44ad"
  }
}
