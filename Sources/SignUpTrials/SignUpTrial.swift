import Isolation
import Matrix
import SeedExamples
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// One sign-up example run in one environment as a person uses it: Sign up tried with no
/// nickname, then a nickname and a full name typed and Sign up tapped. Each trial runs in a
/// fresh modelled app on a thread of its own, so that a modelled exception or a hang costs
/// that trial only.
public enum SignUpTrial {
  /// What is wrong with the dialog in the environment; empty when it works. A trial that
  /// crashes or hangs loses its thread, and the next trial gets a new one.
  public static func problems(
    of example: SignUpExample, in environment: MatrixEnvironment, on thread: inout CellThread
  ) -> [String] {
    switch Isolated.run(
      timeLimit: Isolated.backstopSeconds, on: thread, { observe(example, in: environment) })
    {
    case .finished(let problems):
      return problems
    case .exception(let exception):
      thread = CellThread()
      return ["crashes (\(exception.name))"]
    case .overran:
      thread = CellThread()
      return ["hangs"]
    }
  }

  private static func observe(_ example: SignUpExample, in environment: MatrixEnvironment)
    -> [String]
  {
    let application = UIApplication.launch(
      osVersion: environment.osVersion, idiom: environment.idiom,
      lifecycle: environment.lifecycle)
    var problems: [String] = []
    application.run { application in
      var received: [[String]] = []
      example.show(application.appDelegate.window!.rootViewController!) {
        received.append([$0, $1])
      }
      application.runLoop.drain()
      guard let drawn = application.screen.alert else {
        problems.append("never appears")
        return
      }
      guard !drawn.textFields.isEmpty else {
        problems.append("no text fields")
        return
      }
      for field in drawn.textFields where field.isSecure {
        problems.append("\(field.placeholder ?? "a field") drawn secure")
      }
      if application.screen.tap("Sign up") == .delivered {
        problems.append("Sign up taken with no nickname")
      }
      application.runLoop.drain()
      application.screen.type("nick5", intoField: 0)
      application.screen.type("Ann Lee", intoField: 1)
      application.screen.tap("Sign up")
      application.runLoop.drain()
      if received != [["nick5", "Ann Lee"]] {
        problems.append(received.isEmpty ? "signUp never called" : "signUp got other texts")
      }
    }
    return problems
  }
}
