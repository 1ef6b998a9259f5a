import Foundation
import Matrix
import Presentable
import UIKitModel

/// Renders REPORT.json: every cell with its observed and predicted outcome and what was
/// observed, and the call-site figures. Keys are sorted, so the text is the same from run
/// to run.
public enum ReportJSON {
  struct Document: Encodable {
    let cells: [CellEntry]
    let callSiteCost: [CallSiteCost]
  }

  struct CellEntry: Encodable {
    let approach: String
    let behaviour: String
    let environment: String
    let os: Int
    let lifecycle: AppLifecycle
    let idiom: String
    let observed: Outcome
    let predicted: Outcome
    let details: [String]
    let prediction: PredictionEntry?
    let observation: ObservationEntry?
  }

  struct PredictionEntry: Encodable {
    let reason: String
    let sources: [String]
  }

  /// The observation, without the full drawing of every step.
  struct ObservationEntry: Encodable {
    let handlers: [HandlerLog.Entry]
    let steps: [StepEntry]
    let drawnAfterShow: DrawnAlert?
    let alive: [String]
    let observersLeft: Int
    let lockedByInvisibleWindow: Bool
    let appWindowReachable: Bool
    let console: [String]
  }

  struct StepEntry: Encodable {
    let step: String
    let tap: TapResult?
    let alertOnScreen: String?
  }

  /// The JSON text.
  public static func render(_ data: ReportData) throws -> String {
    let document = Document(
      cells: data.results.map { result in
        CellEntry(
          approach: result.cell.approach, behaviour: result.cell.scenario.id,
          environment: result.cell.environment.description,
          os: result.cell.environment.osVersion.rawValue,
          lifecycle: result.cell.environment.lifecycle,
          idiom: result.cell.environment.idiom.rawValue, observed: result.verdict.outcome,
          predicted: result.cell.predictedOutcome, details: result.verdict.details,
          prediction: result.cell.prediction.map {
            PredictionEntry(reason: $0.reason, sources: $0.sources)
          },
          observation: result.observation.map { observation in
            ObservationEntry(
              handlers: observation.handlers,
              steps: observation.snapshots.map {
                StepEntry(step: $0.step, tap: $0.tap, alertOnScreen: $0.alert?.title)
              },
              drawnAfterShow: observation.snapshots.first?.alert, alive: observation.alive,
              observersLeft: observation.observersLeft,
              lockedByInvisibleWindow: observation.lockedByInvisibleWindow,
              appWindowReachable: observation.appWindowReachable, console: observation.console)
          })
      },
      callSiteCost: data.costs)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
  }
}
