import Foundation
import UIKitSimulation

/// What UIKit writes to the device console: warnings such as a dropped presentation (AC10).
@_spi(Simulation) @MainActor @preconcurrency public final class Console {
  /// Every line written, oldest first.
  public private(set) var lines: [String] = []

  init() {}

  /// Writes one line.
  public func log(_ line: String) {
    lines.append(line)
  }
}

/// Writes a line to the current app's console, as Foundation's NSLog writes to the device
/// console. It shadows Foundation's NSLog for code that imports the model; the format's
/// arguments are formatted as String(format:) does.
/// https://developer.apple.com/documentation/foundation/nslog(_:_:)
// swift-format-ignore: AlwaysUseLowerCamelCase
public func NSLog(_ format: String, _ args: any CVarArg...) {
  UIApplication.current.console.log(args.isEmpty ? format : String(format: format, arguments: args))
}
