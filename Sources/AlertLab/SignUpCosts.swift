import Foundation
import Isolation
import Matrix
import Report
import SeedExamples

/// Each sign-up example's call-site cost, and what is wrong with it in every environment
/// where its writer runs, as the workers' trials found: an approach's writer runs on every OS
/// where none of its cells is unavailable for the OS (an app extension or a scenario that
/// cannot happen says nothing of the app's own code); the hand-written version runs
/// everywhere.
func signUpCosts(
  packageRoot: URL, results: [CellResult], problems: [SignUpTrialKey: [SignUpProblem]]
) throws -> [CallSiteCost] {
  let unavailable = Set(
    results.lazy.filter { $0.unavailability == .operatingSystem }
      .map { SignUpTrialKey(writer: $0.cell.approach.id, environment: $0.cell.environment) })
  return try SignUpExample.all.map { example in
    var cost = try CallSiteCost.measure(
      writer: example.writer, files: example.files, packageRoot: packageRoot)
    for environment in MatrixEnvironment.all {
      let trial = SignUpTrialKey(writer: example.writer.id, environment: environment)
      if !unavailable.contains(trial) {
        cost.problems[environment] = problems[trial]
      }
    }
    return cost
  }
}
