import Foundation
import JSON
import Testing

/// The JSON reader against Foundation's JSONSerialization, on seeded mutations of the
/// checked-in fixtures: both accept or both refuse, except where a limit of ours that
/// Fixtures/README.md documents is stricter.
@Suite("JSON differential")
struct JSONDifferentialTests {
  /// How many mutated files are compared.
  static let differentialInputs = 5_000

  /// The problems of this reader's documented limits, where it refuses what Foundation may
  /// accept: a key given twice, nesting past 64, a number no `Double` holds, invalid UTF-8,
  /// a lone surrogate.
  static let documentedLimits = [
    "is given twice in one object", "nest more than", "the number is out of range",
    "invalid UTF-8", "surrogate",
  ]

  /// Both accept or both refuse each mutation of the fixtures, except where a documented limit of
  /// ours is stricter.
  @Test("Differential: the JSON reader and JSONSerialization agree on 5,000 seeded mutations")
  func differentialJSON() throws {
    let folder = AlertLabCommand.packageRoot.appendingPathComponent("Fixtures")
    let files = try ["scenarios", "predictions"].flatMap { sub in
      try FixtureFuzzTests.fixtureFiles(in: folder.appendingPathComponent(sub))
    }
    var generator = SplitMix64(seed: 0x4A_53_4F_4E_44_69_66_66)
    var tally = (agreed: 0, stricter: 0, foundationLenient: 0)
    for input in 0..<Self.differentialInputs {
      let file = files[Int(generator.next() % UInt64(files.count))]
      let bytes = Mutation.apply(to: file.bytes, using: &generator)
      let foundationAccepts =
        (try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])) != nil
      switch (
        Result { () throws(JSONParser.Failure) in try JSONParser.parse(bytes) }, foundationAccepts
      ) {
      case (.success, true), (.failure, false):
        tally.agreed += 1
      case (.failure, true) where (try? JSONParser.parse(Self.withoutTrailingCommas(bytes))) != nil:
        // Foundation accepts a comma before a closing bracket, which RFC 8259 refuses (and
        // JSONTestSuite's n_array_extra_comma and n_object_trailing_comma with it).
        tally.foundationLenient += 1
      case (.failure(let failure), true):
        // A mutation may add a trailing comma and break a documented limit at once: the
        // refusal names the comma, the limit shows once the comma is taken out.
        var problems = [failure.problem]
        if case .failure(let stripped) = Result(catching: { () throws(JSONParser.Failure) in
          try JSONParser.parse(Self.withoutTrailingCommas(bytes))
        }) {
          problems.append(stripped.problem)
        }
        guard
          problems.contains(where: { problem in
            Self.documentedLimits.contains(where: problem.contains)
          })
        else {
          Issue.record(
            "input \(input) (\(file.name)): refused, yet Foundation accepts it and no documented limit says why: \(failure)"
          )
          continue
        }
        tally.stricter += 1
      case (.success, false):
        Issue.record(
          "input \(input) (\(file.name)): accepted, yet Foundation refuses it: \(String(decoding: bytes.prefix(200), as: UTF8.self))"
        )
      }
    }
    #expect(tally.agreed > Self.differentialInputs / 2, "\(tally)")
  }

  /// The bytes without each comma that only white space parts from a closing bracket,
  /// outside strings.
  static func withoutTrailingCommas(_ bytes: [UInt8]) -> [UInt8] {
    var kept: [UInt8] = []
    var inString = false
    var escaped = false
    for (index, byte) in bytes.enumerated() {
      defer { escaped = inString && !escaped && byte == UInt8(ascii: "\\") }
      if byte == UInt8(ascii: "\""), !escaped { inString.toggle() }
      if !inString, byte == UInt8(ascii: ","),
        let next = bytes[(index + 1)...].first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }),
        next == UInt8(ascii: "]") || next == UInt8(ascii: "}")
      {
        continue
      }
      kept.append(byte)
    }
    return kept
  }

  @Test("A comma before a closing bracket is taken out, and nothing inside a string")
  func trailingCommas() {
    let text = #"{"a": [1, 2 ,], "b\",]": ",}", }"#
    #expect(
      String(decoding: Self.withoutTrailingCommas(Array(text.utf8)), as: UTF8.self)
        == #"{"a": [1, 2 ], "b\",]": ",}" }"#)
  }
}
