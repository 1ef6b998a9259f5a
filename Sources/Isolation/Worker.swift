import Foundation
import Matrix
import Presentable
import ProcessSupport

/// The worker side of isolation: reads `WorkerRequest` lines from standard input and runs
/// each cell as it comes, isolated, writing one `WorkerReport` line per cell before reading
/// the next. Reports go to the descriptor that was standard output when the worker started;
/// standard output itself is sent to standard error, so that nothing an approach prints can
/// reach the reports. After a cell overruns its time limit the worker reports it and exits,
/// since that cell's thread cannot be stopped. Anything else that ends the worker (a Swift
/// trap) is the parent's to report. The worker ends when its standard input does.
public enum Worker {
  /// Serves requests with these approaches until standard input ends; returns the exit
  /// status.
  public static func run(approaches: [any Presentable.Type]) -> Int32 {
    Platform.restoreDefaultSignals()
    let reports = Platform.keepStandardOutputForReports()
    var scenarios: [Scenario] = []
    var predictions: [Prediction] = []
    var thread = CellThread()
    var position = 0
    var sent = WorkerReport.SentObservations()
    let lines = LineReader(FileHandle.standardInput)
    while let line = lines.next() {
      let request: WorkerRequest
      do {
        request = try WorkerRequest(line: line)
      } catch {
        try? FileHandle.standardError.write(contentsOf: Data("alertlab worker: \(error)\n".utf8))
        return 2
      }
      switch request {
      case .scenario(let scenario): scenarios.append(scenario)
      case .prediction(let prediction): predictions.append(prediction)
      case .cell(let approach, let scenario, let environment, let prediction, let timeLimit):
        guard scenarios.indices.contains(scenario),
          prediction.map(predictions.indices.contains) ?? true,
          let type = approaches.first(where: { $0.id == approach })
        else {
          FileHandle.standardError.write(
            Data("alertlab worker: a cell refers to what it was never sent\n".utf8))
          return 2
        }
        let cell = Cell(
          approach: ApproachIdentity(type), scenario: scenarios[scenario], environment: environment,
          prediction: prediction.map { predictions[$0] })
        let ending = IsolatedCell.run(cell, with: type, timeLimit: timeLimit, on: thread)
        if case .exception = ending {
          thread = CellThread()
        }
        let report = WorkerReport(position: position, ending: ending).wireLine(sent: &sent) + "\n"
        guard (try? reports.write(contentsOf: Data(report.utf8))) != nil else { return 0 }
        position += 1
        if case .overran = ending { return 0 }
      }
    }
    return 0
  }
}
