import JSON
import Testing

/// The strict parser: what it reads, and what it refuses, with where.
@Suite("JSON parser")
struct JSONParserTests {
  private func parse(_ text: String) throws(JSONParser.Failure) -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
  }

  @Test("Every kind of value reads as itself")
  func kinds() throws {
    let value = try parse(
      #"{"a": [null, true, false, 0, -1.5, 2e3, "x\n\u00e9\ud83d\ude00"], "b": {}}"#)
    #expect(
      value
        == .object([
          "a": .array([
            .null, .bool(true), .bool(false), .number(0), .number(-1.5), .number(2000),
            .string("x\né😀"),
          ]),
          "b": .object([:]),
        ]))
  }

  /// A document the parser must refuse, and the problem it must name.
  struct Refusal: CustomTestStringConvertible, Sendable {
    let name: String
    let bytes: [UInt8]
    let problem: String
    var testDescription: String { name }

    init(_ name: String, _ text: String, _ problem: String) {
      self.init(name, Array(text.utf8), problem)
    }

    init(_ name: String, _ bytes: [UInt8], _ problem: String) {
      self.name = name
      self.bytes = bytes
      self.problem = problem
    }
  }

  static let refusals: [Refusal] = [
    Refusal("a high surrogate then a plain \\u", #"["\uD800\u0041"]"#, "high surrogate"),
    Refusal("a high surrogate at the end", #"["\uD800"]"#, "high surrogate"),
    Refusal("a low surrogate alone", #"["\uDC00"]"#, "low surrogate"),
    Refusal("a sign in a hex escape", #"["\u+041"]"#, "four hexadecimal digits"),
    Refusal("a space in a hex escape", #"["\u 041"]"#, "four hexadecimal digits"),
    Refusal("three hex digits", #"["\u041"]"#, "four hexadecimal digits"),
    Refusal("an unknown escape", #"["\x"]"#, "unknown escape"),
    Refusal("a high surrogate then another high", #"["\uD800\uD800"]"#, "high surrogate"),
    Refusal("a raw control character", "[\"a\u{01}\"]", "control character"),
    Refusal("a raw tab", "[\"a\tb\"]", "control character"),
    Refusal("a raw unit separator", "[\"a\u{1F}b\"]", "control character"),
    Refusal("a key given twice", #"{"a": 1, "a": 2}"#, "given twice"),
    Refusal("a key given twice, once escaped", #"{"a": 1, "\u0061": 2}"#, "given twice"),
    Refusal("a number past Double", "[1e400]", "out of range"),
    Refusal("a negative number past Double", "[-1e400]", "out of range"),
    Refusal("a leading zero", "[01]", "',' or ']'"),
    Refusal("text after the document", "{} x", "after the document"),
    Refusal("an empty document", "", "ends where a value"),
    Refusal("an unterminated string", #"["abc"#, "ends inside a string"),
    Refusal("a lone continuation byte", [0x5B, 0x22, 0x80, 0x22, 0x5D], "invalid UTF-8"),
    Refusal("an overlong slash", [0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D], "invalid UTF-8"),
    Refusal(
      "an overlong three-byte slash", [0x5B, 0x22, 0xE0, 0x80, 0xAF, 0x22, 0x5D], "invalid UTF-8"),
    Refusal(
      "an overlong four-byte slash", [0x5B, 0x22, 0xF0, 0x80, 0x80, 0xAF, 0x22, 0x5D],
      "invalid UTF-8"),
    Refusal("an encoded surrogate", [0x22, 0xED, 0xA0, 0x80, 0x22], "invalid UTF-8"),
    Refusal("past U+10FFFF", [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "invalid UTF-8"),
    Refusal("a cut sequence at the end", [0x22, 0xE2, 0x82], "invalid UTF-8"),
    Refusal("20,000 nested arrays", String(repeating: "[", count: 20_000), "nest more than 64"),
    Refusal(
      "20,000 nested objects", String(repeating: #"{"a":"#, count: 20_000), "nest more than 64"),
  ]

  @Test(
    "A document that is not strict JSON is refused, with the problem named", arguments: refusals)
  func refused(_ refusal: Refusal) {
    #expect {
      try JSONParser.parse(refusal.bytes)
    } throws: { error in
      (error as? JSONParser.Failure)?.problem.contains(refusal.problem) == true
    }
  }

  @Test("Nesting up to the limit is read; one level more is refused at that level")
  func depthLimit() throws {
    let deepest = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
    _ = try parse(deepest)
    let tooDeep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
    let failure = try #require(throws: JSONParser.Failure.self) { try parse(tooDeep) }
    #expect(failure.offset == 64)
    #expect(failure.path == "$" + String(repeating: "[0]", count: 64))
  }

  @Test("A failure says the line, the column, the byte offset and the JSON path")
  func whereItFails() throws {
    let failure = try #require(throws: JSONParser.Failure.self) {
      try parse("{\n  \"a\": [1,\n  \"b\\q\"]}")
    }
    #expect(failure.line == 3)
    #expect(failure.column == 5)
    #expect(failure.offset == 17)
    #expect(failure.path == "$.a[1]")
  }

  @Test("Invalid UTF-8 is refused with its byte offset, line and column")
  func invalidUTF8Offset() throws {
    let bytes = Array("{\n \"a\": \"".utf8) + [0xFF] + Array("\"}".utf8)
    let failure = try #require(throws: JSONParser.Failure.self) { try JSONParser.parse(bytes) }
    #expect(failure.offset == 9)
    #expect(failure.line == 2)
    #expect(failure.column == 8)
    #expect(failure.problem == "invalid UTF-8 at byte offset 9")
  }

  @Test("A surrogate pair is one character; every four-digit escape outside the surrogates reads")
  func escapes() throws {
    #expect(try parse(#""\uD83D\uDE00""#) == .string("😀"))
    #expect(try parse(#""\uDBFF\uDFFF""#) == .string("\u{10FFFF}"))
    #expect(try parse(#""\u0000\uFFFF\uabcd""#) == .string("\u{0}\u{FFFF}\u{ABCD}"))
  }
}
