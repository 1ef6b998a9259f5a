import Foundation
import Testing

/// The fact of docs/UIKitFacts.md a test of the model checks, as a trait: `.fact("W25")`.
/// Before any test runs, Swift Testing prepares each planned test's traits, and this one
/// records its fact and its test's name, for `FactCoverageTests` to hold against the
/// document.
struct Fact: TestTrait {
  let id: String

  func prepare(for test: Test) async throws {
    Fact.lock.withLock { Fact.names[id, default: []].append(test.displayName ?? test.name) }
  }

  /// The facts of the tests planned in this run, each with its tests' names.
  static var planned: [String: [String]] { lock.withLock { names } }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var names: [String: [String]] = [:]
}

extension Trait where Self == Fact {
  /// The test checks this fact of docs/UIKitFacts.md.
  static func fact(_ id: String) -> Self { Fact(id: id) }
}
