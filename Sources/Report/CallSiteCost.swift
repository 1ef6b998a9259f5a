import Foundation
import Matrix

/// What one example file costs at the call site: its non-blank lines that are neither
/// comments nor imports, and their tokens.
public struct CallSiteCost: Codable, Sendable, Hashable {
  /// Who wrote the example: an approach, or plain UIAlertController.
  public let writer: String
  /// The file, from the package root.
  public let file: String
  public let lines: Int
  public let tokens: Int
  /// The example as the report's card shows it: the file without its imports.
  public let code: String

  /// Counts each approach's sign-up example under a package root, in the approaches' order.
  public static func measureSignUpExamples(packageRoot: URL, of approaches: [ApproachSummary])
    throws -> [CallSiteCost]
  {
    try approaches.map { ($0.name, $0.signUpExample) }.map { writer, file in
      let url = packageRoot.appendingPathComponent(file)
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw FixtureError(file: file, path: "-", problem: "cannot read the example file")
      }
      return measure(String(decoding: data, as: UTF8.self), writer: writer, file: file)
    }
  }

  /// Counts one source text.
  public static func measure(_ source: String, writer: String, file: String) -> CallSiteCost {
    let code = source.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("//") && !$0.hasPrefix("import ") }
    let shown = source.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("import ") }.drop { $0.isEmpty }
    return CallSiteCost(
      writer: writer, file: file, lines: code.count, tokens: code.map(tokenCount).reduce(0, +),
      code: shown.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// Tokens of one line, up to a trailing comment: a string literal, a word or number, or
  /// one punctuation mark each.
  static func tokenCount(_ line: String) -> Int {
    var count = 0
    var inWord = false
    var inString = false
    var previous: Character = " "
    for character in line {
      if !inString && character == "/" && previous == "/" {
        return count - 1
      }
      if inString {
        if character == "\"" && previous != "\\" { inString = false }
      } else if character == "\"" {
        inString = true
        inWord = false
        count += 1
      } else if character.isLetter || character.isNumber || character == "_" {
        if !inWord { count += 1 }
        inWord = true
      } else {
        inWord = false
        if !character.isWhitespace { count += 1 }
      }
      previous = character
    }
    return count
  }
}
