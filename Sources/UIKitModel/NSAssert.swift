import UIKitSimulation

/// Models Foundation's NSAssert (RT4): in a debug build a false condition raises
/// NSInternalInconsistencyException with the description as reason; in a release build
/// the check is compiled out and nothing happens. It keeps Foundation's name.
// swift-format-ignore: AlwaysUseLowerCamelCase
@_spi(Simulation) public func NSAssert(_ condition: @autoclosure () -> Bool, _ description: String)
{
  guard UIApplication.current.buildConfiguration == .debug else { return }
  if !condition() {
    raiseException(.internalInconsistencyException, reason: description)
  }
}
