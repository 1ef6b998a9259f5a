/// A strict JSON parser (RFC 8259) for fixtures: it refuses a key given twice in one object,
/// which other parsers settle silently, and says where a document goes wrong, by line and
/// column and by JSON path. It reads the whole text in one pass.
struct JSONParser {
  /// Where and why a document is not valid JSON, or repeats a key.
  struct Failure: Error, Equatable {
    let line: Int
    let column: Int
    let path: String
    let problem: String
  }

  private let bytes: [UInt8]
  private var position = 0
  private var line = 1
  private var lineStart = 0

  /// Parses a whole document: one value, with nothing but white space after it.
  static func parse(_ text: [UInt8]) throws(Failure) -> JSONValue {
    var parser = JSONParser(bytes: text)
    let value = try parser.value(path: "$")
    parser.skipWhiteSpace()
    guard parser.position == parser.bytes.count else {
      throw parser.failure("$", "unexpected text after the document")
    }
    return value
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private func failure(_ path: String, _ problem: String) -> Failure {
    Failure(line: line, column: position - lineStart + 1, path: path, problem: problem)
  }

  private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  private mutating func skipWhiteSpace() {
    while let byte = current, [0x20, 0x09, 0x0A, 0x0D].contains(byte) {
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
    case UInt8(ascii: "{"): return try object(path: path)
    case UInt8(ascii: "["): return try array(path: path)
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
      position += 1
      switch byte {
      case UInt8(ascii: "\""):
        flush()
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush()
        scalars.append(try escape(path: path))
      case 0x00..<0x20:
        throw failure(path, "a control character inside a string must be escaped")
      default:
        utf8.append(byte)
      }
    }
  }

  private mutating func escape(path: String) throws(Failure) -> Unicode.Scalar {
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
      if (0xD800..<0xDC00).contains(first), bytes[position...].starts(with: Array("\\u".utf8)) {
        position += 2
        let second = try hexQuad(path: path)
        let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        if (0xDC00..<0xE000).contains(second), let scalar = Unicode.Scalar(combined) {
          return scalar
        }
      }
      guard let scalar = Unicode.Scalar(first) else {
        throw failure(path, "\\u\(String(first, radix: 16)) is not a character")
      }
      return scalar
    default: throw failure(path, "an unknown escape in a string")
    }
  }

  private mutating func hexQuad(path: String) throws(Failure) -> UInt32 {
    guard position + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
    else { throw failure(path, "\\u needs four hexadecimal digits") }
    position += 4
    return value
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
    guard let number = Double(String(decoding: bytes[start..<position], as: UTF8.self)) else {
      throw failure(path, "not a number")
    }
    return .number(number)
  }
}
