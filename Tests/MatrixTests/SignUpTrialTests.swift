import Isolation
import Matrix
import SeedExamples
import SignUpTrials
import Testing

/// The sign-up examples, each run as a person uses it: what the call-site table says.
extension HarnessTests {
  private func problems(_ writer: String, _ environment: MatrixEnvironment) throws -> [String] {
    let example = try #require(SignUpExample.all.first { $0.writer == writer })
    var thread = CellThread()
    return SignUpTrial.problems(of: example, in: environment, on: &thread)
  }

  @Test(
    "Sign-up trials: the hand-written version works on iOS 7 and 8; DAAlertController draws the full name secure on iOS 7 only; ETAlertView has no fields; a crash costs the trial only"
  )
  func signUpTrials() throws {
    for environment in MatrixEnvironment.all {
      #expect(try problems(SignUpExample.byHand, environment) == [], "\(environment)")
    }
    #expect(try problems("DAAlertController", .init(.iOS7, .phone)) == ["Full name drawn secure"])
    #expect(try problems("DAAlertController", .init(.iOS8, .pad)) == [])
    #expect(try problems("ETAlertView", .init(.iOS8, .phone)) == ["no text fields"])
    #expect(
      try problems("ACAlertView", .init(.iOS13, .phone, lifecycle: .scenes)) == [
        "crashes (NSObjectNotAvailableException)"
      ])
    #expect(
      try problems("UIAlertController+Window", .init(.iOS13, .pad, lifecycle: .scenes)) == [
        "never appears"
      ])
  }
}
