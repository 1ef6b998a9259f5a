/// A strict JSON parser (RFC 8259): it refuses what other parsers settle silently (a key
/// given twice in one object, invalid UTF-8, a lone surrogate, a number a `Double` cannot
/// hold) and says where a document goes wrong, by line, column and byte offset and by JSON
/// path. It reads the text in one pass, and nesting is bounded, so that no input, however
/// hostile, can overflow the stack.
public struct JSONParser {
  /// Where and why a document is not valid JSON, or repeats a key.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    /// The offset of the byte where the problem was found, from 0.
    public let offset: Int
    public let path: String
    public let problem: String

    public var description: String {
      "\(path): \(problem) (line \(line), column \(column))"
    }
  }

  /// How deep arrays and objects may nest: far more than any fixture needs, far less than a
  /// thread's stack allows on any platform.
  public static let maximumDepth = 64

  private let bytes: [UInt8]
  private let maximumDepth: Int
  private var position = 0
  private var line = 1
  private var lineStart = 0
  private var depth = 0

  /// Parses a whole document: one value, with nothing but white space after it.
  public static func parse(_ text: [UInt8], maximumDepth: Int = maximumDepth) throws(Failure)
    -> JSONValue
  {
    var parser = JSONParser(bytes: text, maximumDepth: maximumDepth)
    if let offset = UTF8Validation.firstInvalidByte(in: text) {
      parser.move(to: offset)
      throw parser.failure("$", "invalid UTF-8 at byte offset \(offset)")
    }
    let value = try parser.value(path: "$")
    parser.skipWhiteSpace()
    guard parser.position == parser.bytes.count else {
      throw parser.failure("$", "unexpected text after the document")
    }
    return value
  }

  private init(bytes: [UInt8], maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  private func failure(_ path: String, _ problem: String) -> Failure {
    Failure(
      line: line, column: position - lineStart + 1, offset: position, path: path,
      problem: problem)
  }

  /// Moves to a byte offset, counting lines on the way, so that a failure there says where.
  private mutating func move(to offset: Int) {
    while position < offset {
      if bytes[position] == 0x0A {
        line += 1
        lineStart = position + 1
      }
      position += 1
    }
  }

  private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  private mutating func skipWhiteSpace() {
    while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
      position += 1
      if byte == 0x0A {
        line += 1
        lineStart = position
      }
    }
  }

  private mutating func value(path: String) throws(Failure) -> JSONValue {
    skipWhiteSpace()
    switch current {
    case let bracket? where bracket == UInt8(ascii: "{") || bracket == UInt8(ascii: "["):
      guard depth < maximumDepth else {
        throw failure(path, "arrays and objects nest more than \(maximumDepth) deep")
      }
      depth += 1
      defer { depth -= 1 }
      return bracket == UInt8(ascii: "{") ? try object(path: path) : try array(path: path)
    case UInt8(ascii: "\""): return .string(try string(path: path))
    case UInt8(ascii: "t"): return try literal("true", .bool(true), path: path)
    case UInt8(ascii: "f"): return try literal("false", .bool(false), path: path)
    case UInt8(ascii: "n"): return try literal("null", .null, path: path)
    case let byte? where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte):
      return try number(path: path)
    case nil: throw failure(path, "the document ends where a value was expected")
    default: throw failure(path, "a value was expected")
    }
  }

  private mutating func literal(_ word: String, _ value: JSONValue, path: String)
    throws(Failure) -> JSONValue
  {
    let expected = Array(word.utf8)
    guard bytes[position...].starts(with: expected) else {
      throw failure(path, "a value was expected")
    }
    position += expected.count
    return value
  }

  private mutating func object(path: String) throws(Failure) -> JSONValue {
    position += 1
    var fields: [String: JSONValue] = [:]
    skipWhiteSpace()
    if current == UInt8(ascii: "}") {
      position += 1
      return .object(fields)
    }
    while true {
      skipWhiteSpace()
      guard current == UInt8(ascii: "\"") else {
        throw failure(path, "a key in quotes was expected")
      }
      let key = try string(path: path)
      if fields[key] != nil {
        throw failure("\(path).\(key)", "the key '\(key)' is given twice in one object")
      }
      skipWhiteSpace()
      guard current == UInt8(ascii: ":") else {
        throw failure(path, "':' was expected after the key")
      }
      position += 1
      fields[key] = try value(path: "\(path).\(key)")
      skipWhiteSpace()
      switch current {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "}"):
        position += 1
        return .object(fields)
      default: throw failure(path, "',' or '}' was expected")
      }
    }
  }

  private mutating func array(path: String) throws(Failure) -> JSONValue {
    position += 1
    var items: [JSONValue] = []
    skipWhiteSpace()
    if current == UInt8(ascii: "]") {
      position += 1
      return .array(items)
    }
    while true {
      items.append(try value(path: "\(path)[\(items.count)]"))
      skipWhiteSpace()
      switch current {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "]"):
        position += 1
        return .array(items)
      default: throw failure(path, "',' or ']' was expected")
      }
    }
  }

  /// A string; the bytes are valid UTF-8 already, so they decode exactly.
  private mutating func string(path: String) throws(Failure) -> String {
    position += 1
    // Most strings have no escape and no control character: one slice, decoded at once.
    if let end = bytes[position...].firstIndex(where: { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 }),
      bytes[end] == 0x22
    {
      defer { position = end + 1 }
      return String(decoding: bytes[position..<end], as: UTF8.self)
    }
    var scalars = String.UnicodeScalarView()
    var utf8: [UInt8] = []
    func flush() {
      scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
      utf8.removeAll()
    }
    while true {
      guard let byte = current else { throw failure(path, "the document ends inside a string") }
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        flush()
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush()
        scalars.append(try escape(path: path))
      case 0x00..<0x20:
        throw failure(path, "a control character inside a string must be escaped")
      default:
        position += 1
        utf8.append(byte)
      }
    }
  }

  /// An escape sequence, from its backslash on.
  private mutating func escape(path: String) throws(Failure) -> Unicode.Scalar {
    let start = position
    position += 1
    guard let byte = current else { throw failure(path, "the document ends inside a string") }
    position += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let first = try hexQuad(path: path)
      switch first {
      case 0xD800..<0xDC00:
        guard bytes[position...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
          position = start
          throw failure(path, "a high surrogate must be followed by a low surrogate")
        }
        position += 2
        let second = try hexQuad(path: path)
        guard (0xDC00..<0xE000).contains(second) else {
          position = start
          throw failure(path, "a high surrogate must be followed by a low surrogate")
        }
        // Both are in range: the sum is at most 0x10FFFF, a valid scalar.
        return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
      case 0xDC00..<0xE000:
        position = start
        throw failure(path, "a low surrogate without a high surrogate before it")
      default:
        // Outside the surrogates every value of four hex digits is a scalar.
        return Unicode.Scalar(first)!
      }
    default:
      position = start
      throw failure(path, "an unknown escape in a string")
    }
  }

  /// Exactly four hexadecimal digits: no sign, no space, no fewer.
  private mutating func hexQuad(path: String) throws(Failure) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = Self.hexDigit(byte) else {
        throw failure(path, "\\u needs four hexadecimal digits")
      }
      value = value << 4 | digit
      position += 1
    }
    return value
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case 0x30...0x39: UInt32(byte - 0x30)
    case 0x41...0x46: UInt32(byte - 0x41 + 10)
    case 0x61...0x66: UInt32(byte - 0x61 + 10)
    default: nil
    }
  }

  private mutating func number(path: String) throws(Failure) -> JSONValue {
    let start = position
    func digits() -> Int {
      var count = 0
      while let byte = current, (0x30...0x39).contains(byte) {
        position += 1
        count += 1
      }
      return count
    }
    if current == UInt8(ascii: "-") { position += 1 }
    if current == UInt8(ascii: "0") {
      position += 1
    } else if digits() == 0 {
      throw failure(path, "a digit was expected")
    }
    if current == UInt8(ascii: ".") {
      position += 1
      guard digits() > 0 else { throw failure(path, "a digit was expected after '.'") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      guard digits() > 0 else { throw failure(path, "a digit was expected in the exponent") }
    }
    guard let number = Double(String(decoding: bytes[start..<position], as: UTF8.self)),
      number.isFinite
    else {
      position = start
      throw failure(path, "the number is out of range")
    }
    return .number(number)
  }
}
