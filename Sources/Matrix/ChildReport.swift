import Foundation

/// How a child process that runs one cell reports to its parent: one line of JSON on
/// standard output, or, when it crashes, iOS's termination line on standard error.
public enum ChildReport {
  /// The marker before the observation's JSON on standard output.
  static let marker = "ALERTLAB-OBSERVATION "

  /// Runs a cell and prints its observation; called in the child.
  public static func runAndPrint(_ cell: Cell) {
    let data = try! JSONEncoder().encode(CellRun.observe(cell))
    print(marker + String(decoding: data, as: UTF8.self))
  }

  /// The observation and verdict from a child's exit and output; called in the parent.
  public static func verdict(
    for cell: Cell, exitedNormally: Bool, standardOutput: [UInt8], standardError: [UInt8]
  ) -> (observation: Observation?, verdict: Verdict) {
    guard exitedNormally else {
      return (nil, Judge.verdict(for: cell, crashLine: crashLine(standardError: standardError)))
    }
    let output = String(decoding: standardOutput, as: UTF8.self)
    guard let line = output.split(separator: "\n").last(where: { $0.hasPrefix(marker) }),
      let observation = try? JSONDecoder().decode(
        Observation.self, from: Data(line.dropFirst(marker.count).utf8))
    else {
      return (nil, Verdict(.crash, ["the cell's process ended without reporting an observation"]))
    }
    return (observation, Judge.verdict(for: cell, observation: observation))
  }

  /// iOS's termination line if the child printed one, else the Swift runtime's own.
  static func crashLine(standardError: [UInt8]) -> String {
    let lines = String(decoding: standardError, as: UTF8.self).split(separator: "\n")
    if let termination = lines.first(where: { $0.hasPrefix("*** Terminating app") }) {
      return String(termination)
    }
    if let fatal = lines.first(where: { $0.contains("Fatal error") }) {
      return "Swift runtime trap: " + fatal.trimmingCharacters(in: .whitespaces)
    }
    return "the process ended abnormally with no message"
  }
}
