import Isolation
import Matrix
import SeedExamples
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// One sign-up example run in one environment as a person uses it: Sign up tried with no
/// nickname, then a nickname and a full name typed and Sign up tapped. A worker runs each
/// trial as it runs a cell (`WorkerJob.signUpTrial`), in a fresh modelled app, so that a
/// modelled exception, a trap or a hang costs that trial only.
public enum SignUpTrial {
  /// The trials for every example in every environment, in report order.
  public static var all: [SignUpTrialKey] {
    SignUpExample.all.flatMap { example in
      MatrixEnvironment.all.map { SignUpTrialKey(writer: example.writer.id, environment: $0) }
    }
  }

  /// Each writer's trial by the writer's id, run on the calling thread: what is wrong with
  /// the writer's dialog in an environment.
  public static var byWriter: [ApproachID: SignUpTrialRun] {
    Dictionary(
      uniqueKeysWithValues: SignUpExample.all.map { example in
        (example.writer.id, { @Sendable environment in problems(of: example, in: environment) })
      })
  }

  private static func problems(of example: SignUpExample, in environment: MatrixEnvironment)
    -> [SignUpProblem]
  {
    let application = UIApplication.launch(
      osVersion: environment.osVersion, idiom: environment.idiom,
      lifecycle: environment.lifecycle)
    var problems: [SignUpProblem] = []
    application.run { application in
      var received: [[String]] = []
      example.dialog.show(application.appDelegate.window!.rootViewController!) {
        received.append([$0, $1])
      }
      application.runLoop.drain()
      guard let drawn = application.screen.alert else {
        problems.append(.neverAppears)
        return
      }
      guard !drawn.textFields.isEmpty else {
        problems.append(.noTextFields)
        return
      }
      for field in drawn.textFields where field.isSecure {
        problems.append(.drawnSecure(field: field.placeholder ?? "a field"))
      }
      if application.screen.tap("Sign up") == .delivered {
        problems.append(.takenWithNoNickname)
      }
      application.runLoop.drain()
      application.screen.type("nick5", intoField: 0)
      application.screen.type("Ann Lee", intoField: 1)
      application.screen.tap("Sign up")
      application.runLoop.drain()
      if received != [["nick5", "Ann Lee"]] {
        problems.append(received.isEmpty ? .signUpNeverCalled : .signUpGotOtherTexts)
      }
    }
    return problems
  }
}
