import Foundation
import Matrix
import Testing

/// A matrix cell as a test argument, printed "DAAlertController · T3 · iOS 7 pad".
struct MatrixCase: Codable, Sendable, CustomTestStringConvertible {
  let cell: Cell

  var testDescription: String { cell.description }

  /// The package's Fixtures folder.
  static let fixturesFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// Every cell of the checked-in fixtures; a broken fixture throws, failing the suite.
  static func all() throws -> [MatrixCase] {
    let names = Approaches.all.map { $0.name }
    return try Fixtures.load(from: fixturesFolder, approaches: names)
      .cells(approaches: names).map(MatrixCase.init)
  }
}
