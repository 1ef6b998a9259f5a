/// Replaces ASCII characters of a text, each by its own text, in one pass over the bytes: the
/// escaping of Markdown, XML and HTML. A text with none of them goes as it is, which is most.
/// Bytes of other characters are never ASCII in UTF-8, so they pass untouched.
struct ByteReplacement: Sendable {
  /// Each byte's replacement, by byte.
  private let table: [[UInt8]?]

  /// Replaces each key, an ASCII character, by its value.
  init(_ replacements: [Character: String]) {
    var table = [[UInt8]?](repeating: nil, count: 256)
    for (character, replacement) in replacements {
      table[Int(character.asciiValue!)] = Array(replacement.utf8)
    }
    self.table = table
  }

  func apply(_ text: String) -> String {
    guard text.utf8.contains(where: { table[Int($0)] != nil }) else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 16)
    for byte in text.utf8 {
      if let replacement = table[Int(byte)] {
        bytes += replacement
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
