/// How the app's own code was compiled, which decides whether NSAssert is active (RT4).
public enum BuildConfiguration: String, Sendable, CaseIterable, Codable {
  /// Assertions are compiled in and raise.
  case debug
  /// Assertions are compiled out and never run.
  case release
}
