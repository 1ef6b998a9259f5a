import Foundation

/// What a worker process is given on standard input: the cells to run, in order, and each
/// cell's time limit. The parent loaded the fixtures; a worker never reads them. Scenarios
/// and predictions travel once each, and cells refer to them by position.
public struct WorkerJob: Codable, Sendable {
  /// One cell, by reference.
  struct Entry: Codable, Sendable {
    let approach: String
    let scenario: Int
    let environment: MatrixEnvironment
    let prediction: Int?
  }

  private let scenarios: [Scenario]
  private let predictions: [Prediction]
  private let entries: [Entry]
  /// Seconds a cell may run, from its own start.
  public let timeLimit: Double

  public init(cells: [Cell], timeLimit: Double) {
    var scenarios: [Scenario] = []
    var scenarioPositions: [String: Int] = [:]
    var predictions: [Prediction] = []
    var predictionPositions: [Prediction: Int] = [:]
    entries = cells.map { cell in
      let scenario =
        scenarioPositions[cell.scenario.id]
        ?? {
          scenarios.append(cell.scenario)
          scenarioPositions[cell.scenario.id] = scenarios.count - 1
          return scenarios.count - 1
        }()
      let prediction = cell.prediction.map { prediction in
        predictionPositions[prediction]
          ?? {
            predictions.append(prediction)
            predictionPositions[prediction] = predictions.count - 1
            return predictions.count - 1
          }()
      }
      return Entry(
        approach: cell.approach, scenario: scenario, environment: cell.environment,
        prediction: prediction)
    }
    self.scenarios = scenarios
    self.predictions = predictions
    self.timeLimit = timeLimit
  }

  /// The cells, in order.
  public var cells: [Cell] {
    entries.map { entry in
      Cell(
        approach: entry.approach, scenario: scenarios[entry.scenario],
        environment: entry.environment, prediction: entry.prediction.map { predictions[$0] })
    }
  }
}

/// One line a worker writes on standard output per cell, in order: how the cell ended.
public struct WorkerReport: Sendable {
  /// The cell's position in the job.
  public let position: Int
  public let ending: IsolatedCell.Ending
}
