import Foundation

/// How a child process that runs one cell reports to its parent: one line of JSON on
/// standard output, or, when it crashes, iOS's termination line on standard error.
public enum ChildReport {
  /// The marker before the observation's JSON on standard output.
  public static let marker = "ALERTLAB-OBSERVATION "
  /// The marker before a crash line, written by a worker for a cell whose process crashed.
  public static let crashMarker = "ALERTLAB-CRASH "

  /// Runs a cell and writes its observation line, unbuffered, so that a crash in the next
  /// cell cannot lose it; called in the child.
  public static func runAndPrint(_ cell: Cell) {
    let data = try! JSONEncoder().encode(CellRun.observe(cell))
    FileHandle.standardOutput.write(
      Data((marker + String(decoding: data, as: UTF8.self) + "\n").utf8))
  }

  /// The line a worker writes for a cell whose process crashed with this standard error.
  public static func crashReportLine(standardError: [UInt8]) -> String {
    crashMarker + crashLine(standardError: standardError) + "\n"
  }

  /// The observation and verdict from one report line, or nil when the line is no report.
  public static func verdict(for cell: Cell, reportLine line: [UInt8]) -> (
    observation: Observation?, verdict: Verdict
  )? {
    if line.starts(with: Array(crashMarker.utf8)) {
      let crash = String(decoding: line.dropFirst(crashMarker.utf8.count), as: UTF8.self)
      return (nil, Judge.verdict(for: cell, crashLine: crash.trimmingCharacters(in: .newlines)))
    }
    guard line.starts(with: Array(marker.utf8)) else { return nil }
    guard
      let observation = try? JSONDecoder().decode(
        Observation.self, from: Data(line.dropFirst(marker.utf8.count)))
    else {
      return (
        nil, Verdict(.crash, ["the cell's process reported an observation it could not read"])
      )
    }
    return (observation, Judge.verdict(for: cell, observation: observation))
  }

  /// iOS's termination line if the child printed one, else the Swift runtime's own.
  public static func crashLine(standardError: [UInt8]) -> String {
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
