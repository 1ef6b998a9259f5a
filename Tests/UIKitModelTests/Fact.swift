import Foundation
import Testing

/// The id of a fact of docs/UIKitFacts.md: "W12", "AC13".
struct FactID: Hashable, Comparable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  let rawValue: String

  init(stringLiteral value: String) { rawValue = value }

  var description: String { rawValue }

  static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The trait of a test that checks a fact of docs/UIKitFacts.md. Swift Testing prepares the
/// traits of every test it plans, so the facts of a run's tests are known before any runs;
/// the test's name says what it checks and need not repeat the id.
struct Fact: TestTrait {
  let id: FactID

  func prepare(for test: Test) async throws {
    Fact.lock.withLock { Fact.names[id, default: []].append(test.displayName ?? test.name) }
  }

  /// The facts of the tests planned in this run, each with its tests' names.
  static var planned: [FactID: [String]] { lock.withLock { names } }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var names: [FactID: [String]] = [:]
}

extension Trait where Self == Fact {
  /// The test checks this fact of docs/UIKitFacts.md.
  static func fact(_ id: FactID) -> Self { Fact(id: id) }
}
