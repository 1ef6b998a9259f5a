import JSON
import Testing

/// The writer: stable bytes, every string escaped, and text the parser reads back.
@Suite("JSON writer")
struct JSONWriterTests {
  private let sample: JSONValue = .object([
    "b": .array([.int(1), .number(-0.25), .number(1e300), .null]),
    "a": .string("quote \" backslash \\ newline \n tab \t nul \u{0} unit \u{1F}"),
    "c": .object(["z": .bool(true), "y": .strings([]), "x": .object([:])]),
  ])

  @Test("Keys are sorted, whole numbers have no fraction, and control characters are escaped")
  func compact() {
    #expect(
      sample.compact
        == #"{"a":"quote \" backslash \\ newline \n tab \t nul \u0000 unit \u001f","b":[1,-0.25,1e+300,null],"c":{"x":{},"y":[],"z":true}}"#
    )
  }

  @Test("Rendered text is indented by two spaces and ends in a newline")
  func rendered() {
    #expect(
      JSONValue.object(["k": .array([.int(2), .string(nil)]), "e": .array([])]).rendered
        == "{\n  \"e\": [],\n  \"k\": [\n    2,\n    null\n  ]\n}\n")
  }

  @Test("What the writer writes, the parser reads back as the same value")
  func roundTrip() throws {
    #expect(try JSONParser.parse(Array(sample.compact.utf8)) == sample)
    #expect(try JSONParser.parse(Array(sample.rendered.utf8)) == sample)
  }

  @Test("JSON has no infinity: a non-finite number is written as null")
  func nonFinite() {
    #expect(JSONValue.array([.number(.infinity), .number(.nan)]).compact == "[null,null]")
  }
}
