/// What is wrong with a sign-up dialog tried as a person uses it, as a typed value; only
/// `sentence` words it, for the report.
public enum SignUpProblem: Codable, Hashable, Sendable {
  /// Nothing was drawn.
  case neverAppears
  /// The dialog has no text fields: the approach cannot build the sign-up dialog.
  case noTextFields
  /// A field drawn secure, by its placeholder.
  case drawnSecure(field: String)
  /// Sign up was taken while the nickname was still empty.
  case takenWithNoNickname
  /// The dialog's callback never ran.
  case signUpNeverCalled
  /// The callback ran with other texts than those typed.
  case signUpGotOtherTexts
  /// The trial ended in an uncaught exception, by its name, or a Swift trap, by its message.
  case crashes(String)
  /// The trial did not finish within the backstop.
  case hangs
  /// The app's code ended its process.
  case endsTheApp(status: Int32)

  /// The problem in words: "Full name drawn secure".
  public var sentence: String {
    switch self {
    case .neverAppears: "never appears"
    case .noTextFields: "no text fields"
    case .drawnSecure(let field): "\(field) drawn secure"
    case .takenWithNoNickname: "Sign up taken with no nickname"
    case .signUpNeverCalled: "signUp never called"
    case .signUpGotOtherTexts: "signUp got other texts"
    case .crashes(let what): "crashes (\(what))"
    case .hangs: "hangs"
    case .endsTheApp(let status): "ends the app (exit status \(status))"
    }
  }
}
