import Foundation
import Isolation
import Matrix
import Report
import SeedExamples
import SignUpTrials

/// Each sign-up example's call-site cost, and what is wrong with it in every environment
/// where its writer runs: an approach's writer runs where the approach's cells are not
/// unavailable (but for a scenario that cannot happen there, which says nothing of it); the
/// hand-written version runs everywhere.
func signUpCosts(packageRoot: URL, results: [CellResult]) throws -> [CallSiteCost] {
  var thread = CellThread()
  let unavailable = Set(
    results.lazy.filter { $0.verdict.outcome == .unavailable && $0.cell.canHappen }
      .map { "\($0.cell.approach) · \($0.cell.environment)" })
  return try SignUpExample.all.map { example in
    var cost = try CallSiteCost.measure(
      writer: example.writer, files: example.files, packageRoot: packageRoot)
    for environment in MatrixEnvironment.all {
      if !unavailable.contains("\(example.writer) · \(environment)") {
        cost.problems[environment] = SignUpTrial.problems(
          of: example, in: environment, on: &thread)
      }
    }
    return cost
  }
}
