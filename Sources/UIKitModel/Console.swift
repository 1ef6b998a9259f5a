/// What UIKit writes to the device console: warnings such as a dropped presentation (AC10).
public final class Console {
  /// Every line written, oldest first.
  public private(set) var lines: [String] = []

  init() {}

  /// Writes one line.
  public func log(_ line: String) {
    lines.append(line)
  }
}
