import Foundation
import Matrix

/// What one example costs at the call site: the non-blank lines of its files that are
/// neither comments nor imports, and their tokens; and whether it works, environment by
/// environment.
public struct CallSiteCost: Sendable, Hashable {
  /// Who wrote the example: an approach, or the hand-written version.
  public let writer: ApproachIdentity
  /// The files, from the package root.
  public let files: [String]
  public let lines: Int
  public let tokens: Int
  /// The example as the report's card shows it: the files without their imports.
  public let code: String
  /// What is wrong with the dialog in each environment where it runs (empty where it
  /// works); an environment where the writer does not run is absent.
  public var problems: [MatrixEnvironment: [SignUpProblem]] = [:]

  /// Counts one writer's example, whose code is in these files under a package root.
  public static func measure(writer: ApproachIdentity, files: [String], packageRoot: URL) throws
    -> CallSiteCost
  {
    let sources = try files.map { file in
      let url = packageRoot.appendingPathComponent(file)
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw FixtureError(file: file, path: "-", problem: "cannot read the example file")
      }
      return measure(String(decoding: data, as: UTF8.self), writer: writer, file: file)
    }
    return CallSiteCost(
      writer: writer, files: files, lines: sources.map(\.lines).reduce(0, +),
      tokens: sources.map(\.tokens).reduce(0, +),
      code: sources.map(\.code).joined(separator: "\n\n"))
  }

  /// Counts one source text.
  public static func measure(_ source: String, writer: ApproachIdentity, file: String)
    -> CallSiteCost
  {
    let lines = withoutImports(source.split(separator: "\n", omittingEmptySubsequences: false))
    let code = lines.map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("//") }
    let shown = lines.drop { $0.isEmpty }
    return CallSiteCost(
      writer: writer, files: [file], lines: code.count,
      tokens: code.map(tokenCount).reduce(0, +),
      code: shown.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// The lines but the imports: each import line, and each `#if canImport(…)` block that
  /// only imports (UIKit on iOS, the model elsewhere), which an app's file says as one
  /// `import UIKit`.
  private static func withoutImports(_ lines: [Substring]) -> [Substring] {
    var kept: [Substring] = []
    var index = 0
    while index < lines.count {
      let line = lines[index].trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("#if canImport("),
        let end = lines[index...].firstIndex(where: {
          $0.trimmingCharacters(in: .whitespaces) == "#endif"
        }),
        lines[(index + 1)..<end].allSatisfy({ inner in
          let inner = inner.trimmingCharacters(in: .whitespaces)
          return inner.isEmpty || inner == "#else" || isImport(inner)
        })
      {
        index = end + 1
        continue
      }
      if !isImport(line) {
        kept.append(lines[index])
      }
      index += 1
    }
    return kept
  }

  /// Whether a line is an import, with or without attributes (`@_spi(Simulation) import`).
  private static func isImport(_ line: some StringProtocol) -> Bool {
    line.split(separator: " ").first { !$0.hasPrefix("@") } == "import"
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
