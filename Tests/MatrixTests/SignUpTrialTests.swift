import Isolation
import Matrix
import SeedExamples
import Testing

/// The sign-up examples, each run as a person uses it: what the call-site table says.
@Suite("Sign-up trials")
struct SignUpTrialTests {
  /// - The hand-written version works on iOS 7 and 8
  /// - DAAlertController draws the full name secure on iOS 7 only
  /// - ETAlertView has no fields
  /// - A writer the worker does not know is the harness's failure
  @Test("Sign-up trials run in workers like cells, and a crash costs the trial only")
  func signUpTrials() throws {
    let trials =
      MatrixEnvironment.all.map { SignUpTrialKey(writer: SignUpExample.byHand.id, environment: $0) }
      + [
        SignUpTrialKey(writer: "DAAlertController", environment: .init(.iOS7, .phone)),
        SignUpTrialKey(writer: "DAAlertController", environment: .init(.iOS8, .pad)),
        SignUpTrialKey(writer: "ETAlertView", environment: .init(.iOS8, .phone)),
        SignUpTrialKey(
          writer: "ACAlertView", environment: .init(.iOS13, .phone, lifecycle: .scenes)),
        SignUpTrialKey(
          writer: "AlertWindow", environment: .init(.iOS13, .pad, lifecycle: .scenes)),
      ]
    let pool = WorkerPool(executable: AlertLabCommand.worker)
    let run = try pool.run(trials.map(WorkerJob.signUpTrial))
    #expect(run.harnessFailures.isEmpty, "\(run.harnessFailures)")
    let problems = run.signUpProblems
    for trial in trials.prefix(MatrixEnvironment.all.count) {
      #expect(problems[trial] == [], "\(trial)")
    }
    let expected: [[SignUpProblem]] = [
      [.drawnSecure(field: "Full name")], [], [.noTextFields],
      [.crashes("NSObjectNotAvailableException")], [.neverAppears],
    ]
    for (trial, found) in zip(trials.suffix(expected.count), expected) {
      #expect(problems[trial] == found, "\(trial)")
    }
    let unknown = try pool.run([
      .signUpTrial(SignUpTrialKey(writer: "nobody", environment: .init(.iOS8, .phone)))
    ])
    #expect(
      unknown.harnessFailures.first?.reason.contains("a sign-up trial of a writer it does not know")
        == true, "\(unknown.harnessFailures)")
  }
}
