import Matrix

/// The key screens: each as every approach leaves it, drawn by the model.
struct KeyScreensSection {
  static let heading = "Key screens"

  var lines: [String] {
    var lines = [
      "## \(Self.heading)",
      "",
      "Each screen as every approach leaves it right after showing (or, where the title says "
        + "so, the alerts a person saw over the whole run), drawn by the model, with the keyboard "
        + "where it is up "
        + "(the text drawings are in REPORT.json). Buttons in bold are drawn bold, red ones "
        + "destructive, grey ones disabled; purple is the app's tint, blue UIKit's own.",
      "",
    ]
    for screen in KeyScreen.all {
      lines += [
        "### \(screen.title)", "", screen.caption, "", "![\(screen.title)](\(screen.file))", "",
      ]
    }
    return lines
  }
}
