/// Markdown that renders the same on GitHub and other viewers: anchors are the headings' own
/// slugs, and text from fixtures is escaped before it reaches a table.
public enum Markdown {
  /// The anchor a viewer gives a heading (GitHub's rule): lower case, letters, digits,
  /// spaces, hyphens and underscores kept, spaces turned into hyphens.
  /// ASCII text, the common case of every cell's anchor, is done byte by byte.
  public static func slug(_ heading: String) -> String {
    guard heading.utf8.allSatisfy({ $0 < 0x80 }) else {
      return String(
        heading.lowercased().compactMap { character -> Character? in
          if character == " " { return "-" }
          let kept =
            character.isLetter || character.isNumber || character == "-" || character == "_"
          return kept ? character : nil
        })
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(heading.utf8.count)
    for byte in heading.utf8 {
      switch byte {
      case UInt8(ascii: " "): bytes.append(UInt8(ascii: "-"))
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 32)
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "-"), UInt8(ascii: "_"):
        bytes.append(byte)
      default: break
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A link to a heading of this document.
  static func link(_ text: String, to heading: String) -> String {
    "[\(text)](#\(slug(heading)))"
  }

  /// Markdown written with link targets from the package root, as a page in `folder` needs
  /// them: every relative target is prefixed with the way up to the root.
  static func relocated(_ text: String, into folder: String) -> String {
    let up = Array(String(repeating: "../", count: folder.split(separator: "/").count).utf8)
    let bytes = Array(text.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + bytes.count / 16)
    var index = 0
    while index < bytes.count {
      output.append(bytes[index])
      // A target starts after "](" and runs to the next ")"; one that is absolute, or an
      // anchor of the same page, or has no end, stays as it is. An escaped "\]" is text.
      guard bytes[index] == UInt8(ascii: "("), index > 0, bytes[index - 1] == UInt8(ascii: "]"),
        !isEscaped(bytes, at: index - 1),
        let end = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: ")")), end > index + 1
      else {
        index += 1
        continue
      }
      let target = bytes[(index + 1)..<end]
      let absolute = ["http:", "https:", "#"].contains { target.starts(with: $0.utf8) }
      if !absolute {
        output += up
      }
      output += bytes[(index + 1)...end]
      index = end + 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Whether the byte at `index` follows an odd number of backslashes.
  private static func isEscaped(_ bytes: [UInt8], at index: Int) -> Bool {
    var backslashes = 0
    var before = index - 1
    while before >= 0, bytes[before] == UInt8(ascii: "\\") {
      backslashes += 1
      before -= 1
    }
    return backslashes % 2 == 1
  }

  /// Text safe inside a table cell or a line: pipes, brackets and markup characters escaped,
  /// line breaks made spaces.
  static func escape(_ text: String) -> String {
    escaping.apply(text)
  }

  private static let escaping = ByteReplacement(
    Dictionary(uniqueKeysWithValues: "|\\*_`[]<>#".map { ($0, "\\\($0)") })
      .merging(["\n": " ", "\r": " "]) { first, _ in first })

  /// A table: a header row, the alignment row and the rows.
  static func table(_ header: [String], _ rows: [[String]]) -> [String] {
    [
      "| " + header.joined(separator: " | ") + " |",
      "|" + String(repeating: "---|", count: header.count),
    ]
      + rows.map { "| " + $0.joined(separator: " | ") + " |" }
  }
}
