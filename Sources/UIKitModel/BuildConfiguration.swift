/// How the app's own code was compiled, which decides whether NSAssert is active (RT4).
public enum BuildConfiguration: String, Sendable, CaseIterable, Codable {
  /// Assertions are compiled in and raise.
  case debug
  /// Assertions are compiled out and never run.
  case release
}

/// Models Foundation's NSAssert (RT4): in a debug build a false condition raises
/// NSInternalInconsistencyException with the description as reason; in a release build
/// the check is compiled out and nothing happens. It keeps Foundation's name.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func NSAssert(_ condition: @autoclosure () -> Bool, _ description: String) {
  guard UIApplication.shared.buildConfiguration == .debug else { return }
  if !condition() {
    raiseException(.internalInconsistencyException, reason: description)
  }
}
