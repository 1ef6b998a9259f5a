import Isolation
import Matrix
import SeedExamples
import Testing

/// The sign-up examples, each run as a person uses it: what the call-site table says.
@Suite("Sign-up trials")
struct SignUpTrialTests {
  /// A trial and the problems it must find.
  struct Trial: CustomTestStringConvertible, Sendable {
    let key: SignUpTrialKey
    let problems: [SignUpProblem]
    var testDescription: String { key.description }

    init(_ writer: ApproachID, _ environment: MatrixEnvironment, _ problems: [SignUpProblem]) {
      key = SignUpTrialKey(writer: writer, environment: environment)
      self.problems = problems
    }
  }

  /// The hand-written version in every environment, where it works; DAAlertController draws
  /// the full name secure on iOS 7 only; ETAlertView has no fields; ACAlertView crashes and
  /// AlertWindow never appears in a scene-based app.
  static let trials: [Trial] =
    MatrixEnvironment.all.map { Trial(SignUpExample.byHand.id, $0, []) } + [
      Trial("DAAlertController", .init(.iOS7, .phone), [.drawnSecure(field: "Full name")]),
      Trial("DAAlertController", .init(.iOS8, .pad), []),
      Trial("ETAlertView", .init(.iOS8, .phone), [.noTextFields]),
      Trial(
        "ACAlertView", .init(.iOS13, .phone, lifecycle: .scenes),
        [.crashes("NSObjectNotAvailableException")]),
      Trial("AlertWindow", .init(.iOS13, .pad, lifecycle: .scenes), [.neverAppears]),
    ]

  @Test(
    "A sign-up trial runs in a worker like a cell and finds what its dialog does", arguments: trials
  )
  func trial(_ trial: Trial) throws {
    let run = try WorkerPool(executable: AlertLabCommand.worker, width: 1).run([
      .signUpTrial(trial.key)
    ])
    #expect(run.harnessFailures.isEmpty, "\(run.harnessFailures)")
    #expect(run.signUpProblems[trial.key] == trial.problems)
  }

  /// The crash is ACAlertView's in a scene-based app; the trial after it runs in the same
  /// worker.
  @Test("A trial that crashes costs that trial only: the next one in its worker still runs")
  func crashCostsTheTrialOnly() throws {
    let crash = SignUpTrialKey(
      writer: "ACAlertView", environment: .init(.iOS13, .phone, lifecycle: .scenes))
    let next = SignUpTrialKey(writer: "ETAlertView", environment: .init(.iOS8, .phone))
    let run = try WorkerPool(executable: AlertLabCommand.worker, width: 1).run([
      .signUpTrial(crash), .signUpTrial(next),
    ])
    #expect(run.harnessFailures.isEmpty, "\(run.harnessFailures)")
    #expect(run.signUpProblems[crash] == [.crashes("NSObjectNotAvailableException")])
    #expect(run.signUpProblems[next] == [.noTextFields])
  }

  @Test("A writer the worker does not know is the harness's failure, not a trial's")
  func unknownWriter() throws {
    let unknown = try WorkerPool(executable: AlertLabCommand.worker, width: 1).run([
      .signUpTrial(SignUpTrialKey(writer: "nobody", environment: .init(.iOS8, .phone)))
    ])
    #expect(
      unknown.harnessFailures.first?.reason.contains("a sign-up trial of a writer it does not know")
        == true, "\(unknown.harnessFailures)")
  }
}
