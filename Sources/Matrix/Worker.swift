import Foundation

/// The worker side of isolation: reads a `WorkerJob` from standard input and runs its cells
/// in order, each isolated, writing one `WorkerReport` line per cell before starting the
/// next. After a cell overruns its time limit the worker reports it and exits, since that
/// cell's thread cannot be stopped. Anything else that ends the worker (a Swift trap) is
/// the parent's to report.
public enum Worker {
  /// Runs the job on standard input; returns the exit status.
  public static func run() -> Int32 {
    Platform.restoreDefaultSignals()
    let input = FileHandle.standardInput.readDataToEndOfFile()
    guard let job = try? JSONDecoder().decode(WorkerJob.self, from: input) else {
      FileHandle.standardError.write(
        Data("alertlab worker: unreadable job on standard input\n".utf8))
      return 2
    }
    var thread = CellThread()
    for (position, cell) in job.cells.enumerated() {
      let ending = IsolatedCell.run(cell, timeLimit: job.timeLimit, on: thread)
      if case .exception = ending {
        thread = CellThread()
      }
      let line = WorkerReport(position: position, ending: ending).wireLine
      FileHandle.standardOutput.write(Data((line + "\n").utf8))
      if case .overran = ending { return 0 }
    }
    return 0
  }
}
