@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// Launches a fresh app and runs `body` as that app. The lifecycle defaults to the OS's:
/// scenes on iOS 13.
public func withApp<Result>(
  _ osVersion: OSVersion = .iOS8, _ idiom: UIUserInterfaceIdiom = .phone,
  lifecycle: AppLifecycle? = nil, tintColor: UIColor? = nil,
  buildConfiguration: BuildConfiguration = .debug,
  _ body: @MainActor (UIApplication) throws -> Result
) rethrows -> Result {
  let application = UIApplication.launch(
    osVersion: osVersion, idiom: idiom, lifecycle: lifecycle, tintColor: tintColor,
    buildConfiguration: buildConfiguration)
  return try application.run(body)
}

/// Whether a crashed process's standard error holds iOS's termination line for this
/// exception, with a reason containing `reason`.
public func endedWithTermination(
  standardError: [UInt8]?, name: String, reasonContaining reason: String
) -> Bool {
  guard let standardError else { return false }
  let text = String(decoding: standardError, as: UTF8.self)
  let prefix = "*** Terminating app due to uncaught exception '\(name)', reason: '"
  return text.split(separator: "\n").contains { line in
    line.hasPrefix(prefix) && line.contains(reason)
  }
}

extension UIApplication {
  /// The main window's root view controller.
  public var rootViewController: UIViewController { appDelegate.window!.rootViewController! }

  /// Taps a button as a person would, then lets every animation and completion run.
  @discardableResult
  public func tapAndSettle(_ title: String) -> TapResult {
    let result = screen.tap(title)
    runLoop.drain()
    return result
  }
}
