/// Text as SVG takes it: the characters XML reserves escaped, and long text broken into
/// lines that fit a width, so that no label runs outside its frame.
enum SVGText {
  /// A text element at a point, its content escaped.
  static func element(
    _ content: String, x: Int, y: Int, anchor: String = "start", weight: String = "normal",
    fill: String = "#000000"
  ) -> String {
    "<text x=\"\(x)\" y=\"\(y)\" text-anchor=\"\(anchor)\" font-weight=\"\(weight)\" "
      + "fill=\"\(fill)\">\(escape(content))</text>"
  }

  /// The text with `&`, `<`, `>` and `"` escaped as XML and HTML take them, in one pass over
  /// its bytes: the HTML page escapes every cell's text, and four searches with Foundation's
  /// `replacingOccurrences` were a third of a run's CPU.
  static func escape(_ text: String) -> String {
    entities.apply(text)
  }

  private static let entities = ByteReplacement([
    "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;",
  ])

  /// The text in lines of at most `characters` characters, broken at spaces where it can
  /// and inside a word where a word is longer than a line.
  static func lines(_ text: String, characters: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      var word = Substring(word)
      while word.count > characters {
        if !current.isEmpty {
          lines.append(current)
          current = ""
        }
        lines.append(String(word.prefix(characters)))
        word = word.dropFirst(characters)
      }
      if current.isEmpty {
        current = String(word)
      } else if current.count + 1 + word.count <= characters {
        current += " " + word
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
