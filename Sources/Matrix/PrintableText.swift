/// Text from outside (a fixture's names, a command-line argument, a file's line) made safe to
/// print: every control character shown as an escape, never sent raw to a terminal, and a
/// long text cut short with the length it had.
public enum PrintableText {
  /// How many Unicode scalars of an echoed text are shown.
  public static let echoLimit = 80

  /// The text with each control character (C0, DEL and C1) shown as `\u{hex}`.
  public static func escaped(_ text: String) -> String {
    var line = ""
    for scalar in text.unicodeScalars {
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
        line += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        line.unicodeScalars.append(scalar)
      }
    }
    return line
  }

  /// The text escaped, cut after `echoLimit` Unicode scalars with the number of those left
  /// out: a name or a finding from a file, printed whole however long the file made it.
  public static func cut(_ text: String) -> String {
    let (kept, more) = kept(text)
    return more == 0 ? kept : "\(kept)… (\(more) more characters)"
  }

  /// The text escaped, in single quotes, cut after `echoLimit` Unicode scalars with the
  /// number of those left out: what an error may echo of what it was given.
  public static func quoted(_ text: String) -> String {
    let (kept, more) = kept(text)
    return more == 0 ? "'\(kept)'" : "'\(kept)…' (\(more) more characters)"
  }

  /// The first `echoLimit` Unicode scalars of the text, escaped, and how many were left out.
  private static func kept(_ text: String) -> (kept: String, more: Int) {
    let scalars = text.unicodeScalars
    guard scalars.count > echoLimit else { return (escaped(text), 0) }
    var kept = String.UnicodeScalarView()
    kept.append(contentsOf: scalars.prefix(echoLimit))
    return (escaped(String(kept)), scalars.count - echoLimit)
  }
}
