import ApproachRegistry
import Foundation
import Matrix

/// The cells of the checked-in fixtures, as the tests load them.
enum CheckedInCells {
  /// Every cell; a broken fixture throws, failing the test that asked.
  static func all() throws -> [Cell] {
    try Fixtures.load(
      from: AlertLabCommand.packageRoot.appendingPathComponent("Fixtures"),
      approaches: Approaches.all.map(ApproachIdentity.init)
    ).cells(approaches: Approaches.all.map(ApproachIdentity.init))
  }
}
