import Foundation
import Matrix
import Presentable
import UIKitModel

/// Renders REPORT.json: the same run as REPORT.md, for tools. The schema is versioned and
/// documented in docs/ReportJSON.md; every key is present in every entry (null where a
/// value does not apply), and keys are sorted, so the text is the same from run to run.
public enum ReportJSON {
  /// Raise it with any change a reader of the schema must know about.
  public static let schemaVersion = 1

  struct Document: Encodable {
    let schemaVersion: Int
    let generatedBy: String
    let environments: [EnvironmentEntry]
    let approaches: [ApproachEntry]
    let scenarios: [ScenarioEntry]
    let cells: [CellEntry]
    let guide: [GuideEntry]
    let callSiteCost: [CallSiteCost]
  }

  struct EnvironmentEntry: Encodable {
    let name: String
    let os: Int
    let lifecycle: AppLifecycle
    let idiom: UIUserInterfaceIdiom

    init(_ environment: MatrixEnvironment) {
      name = environment.description
      os = environment.osVersion.rawValue
      lifecycle = environment.lifecycle
      idiom = environment.idiom
    }
  }

  struct ApproachEntry: Encodable {
    let name: String
    let summary: String
    let source: String
  }

  struct ScenarioEntry: Encodable {
    let id: String
    let behaviour: String
    let group: BehaviourGroup
    let title: String
  }

  struct CellEntry: Encodable {
    let approach: String
    let scenario: String
    let environment: String
    let os: Int
    let lifecycle: AppLifecycle
    let idiom: UIUserInterfaceIdiom
    let observed: Outcome
    let predicted: Outcome
    let asPredicted: Bool
    let details: [String]
    @ExplicitNull var prediction: PredictionEntry?
    @ExplicitNull var observation: ObservationEntry?

  }

  struct PredictionEntry: Encodable {
    let reason: String
    let sources: [String]
    @ExplicitNull var detail: String?

  }

  /// The observation, without the drawing of every step.
  struct ObservationEntry: Encodable {
    let handlers: [HandlerEntry]
    let steps: [StepEntry]
    let alertAppeared: Bool
    @ExplicitNull var drawnAfterShow: DrawnEntry?
    @ExplicitNull var drawnAfterShowText: String?
    let alive: [String]
    let observersLeft: Int
    let lockedByInvisibleWindow: Bool
    let appWindowReachable: Bool
    let keyWindowAtEnd: String
    let console: [String]

  }

  struct StepEntry: Encodable {
    let step: String
    @ExplicitNull var tap: TapResult?
    @ExplicitNull var alertOnScreen: String?

  }

  struct HandlerEntry: Encodable {
    let action: String
    let fieldTexts: [String]
    @ExplicitNull var alertOnScreen: String?
    @ExplicitNull var alertTitleRead: String?

    init(_ entry: HandlerLog.Entry) {
      action = entry.action
      fieldTexts = entry.fieldTexts
      alertOnScreen = entry.alertOnScreen
      alertTitleRead = entry.alertTitleRead
    }
  }

  /// An alert as drawn: DrawnAlert's fields, every one present.
  struct DrawnEntry: Encodable {
    let kind: DrawnAlert.Kind
    @ExplicitNull var title: String?
    @ExplicitNull var message: String?
    let textFields: [FieldEntry]
    let layout: DrawnAlert.Layout
    let buttons: [DrawnButton]
    let warnings: [String]
    let tintColor: String

    init(_ alert: DrawnAlert) {
      kind = alert.kind
      title = alert.title
      message = alert.message
      textFields = alert.textFields.map(FieldEntry.init)
      layout = alert.layout
      buttons = alert.buttons
      warnings = alert.warnings
      tintColor = alert.tintColor.name
    }
  }

  struct FieldEntry: Encodable {
    @ExplicitNull var placeholder: String?
    let text: String
    let isSecure: Bool
    let isFirstResponder: Bool

    init(_ field: DrawnTextField) {
      placeholder = field.placeholder
      text = field.text
      isSecure = field.isSecure
      isFirstResponder = field.isFirstResponder
    }
  }

  struct GuideEntry: Encodable {
    let target: String
    let idiom: UIUserInterfaceIdiom
    let environments: [String]
    let recommended: String
    let standings: [StandingEntry]
    let unavailable: [String]
  }

  struct StandingEntry: Encodable {
    let approach: String
    let passed: Int
    let cells: Int
  }

  /// The JSON text.
  public static func render(_ data: ReportData) throws -> String {
    let document = Document(
      schemaVersion: schemaVersion, generatedBy: "swift run alertlab",
      environments: MatrixEnvironment.all.map(EnvironmentEntry.init),
      approaches: data.approaches.compactMap { name in
        Approaches.named(name).map {
          ApproachEntry(name: name, summary: $0.summary, source: $0.source)
        }
      },
      scenarios: data.scenarios.map {
        ScenarioEntry(id: $0.id, behaviour: $0.behaviour, group: $0.group, title: $0.title)
      },
      cells: data.results.map(cellEntry),
      guide: DeploymentTarget.all.map { target in
        let guide = TargetGuide(target, data: data)
        return GuideEntry(
          target: target.name, idiom: target.idiom,
          environments: target.environments.map(\.description),
          recommended: guide.recommended?.approach ?? "",
          standings: guide.standings.map {
            StandingEntry(approach: $0.approach, passed: $0.passed, cells: $0.results.count)
          },
          unavailable: guide.unavailable.map(\.approach))
      },
      callSiteCost: data.costs)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
  }

  private static func cellEntry(_ result: CellResult) -> CellEntry {
    let environment = result.cell.environment
    return CellEntry(
      approach: result.cell.approach, scenario: result.cell.scenario.id,
      environment: environment.description, os: environment.osVersion.rawValue,
      lifecycle: environment.lifecycle, idiom: environment.idiom,
      observed: result.verdict.outcome, predicted: result.cell.predictedOutcome,
      asPredicted: result.matchesPrediction, details: result.verdict.details,
      prediction: result.cell.prediction.map {
        PredictionEntry(reason: $0.reason, sources: $0.sources, detail: $0.detail)
      },
      observation: result.observation.map { observation in
        let drawn = observation.snapshots.first?.alert
        return ObservationEntry(
          handlers: observation.handlers.map(HandlerEntry.init),
          steps: observation.snapshots.map {
            StepEntry(step: $0.step, tap: $0.tap, alertOnScreen: $0.alert?.title)
          },
          alertAppeared: observation.alertAppeared, drawnAfterShow: drawn.map(DrawnEntry.init),
          drawnAfterShowText: drawn?.rendered(), alive: observation.alive,
          observersLeft: observation.observersLeft,
          lockedByInvisibleWindow: observation.lockedByInvisibleWindow,
          appWindowReachable: observation.appWindowReachable,
          keyWindowAtEnd: observation.keyWindowAtEnd, console: observation.console)
      })
  }
}

/// An optional that a JSON encoder writes as null rather than leaving the key out, so that
/// every key is present in every entry.
// swift-format-ignore: UseSynthesizedInitializer
@propertyWrapper
struct ExplicitNull<Value: Encodable>: Encodable {
  var wrappedValue: Value?

  /// Spelled out: a property wrapper needs it to wrap an initial value.
  init(wrappedValue: Value?) {
    self.wrappedValue = wrappedValue
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let wrappedValue {
      try container.encode(wrappedValue)
    } else {
      try container.encodeNil()
    }
  }
}
