import JSON
import Matrix
import Presentable
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// Renders REPORT.json: the same run as REPORT.md, for tools. The schema is versioned and
/// documented in docs/ReportJSON.md; every key is present in every entry (null where a
/// value does not apply), and keys are sorted, so the text is the same from run to run.
public enum ReportJSON {
  /// Raise it with any change a reader of the schema must know about.
  public static let schemaVersion = 3

  /// The JSON text.
  public static func render(_ data: ReportData) -> String {
    JSONValue.object([
      "schemaVersion": .int(schemaVersion),
      "generatedBy": .string("swift run alertlab"),
      "environments": .array(MatrixEnvironment.all.map(environment)),
      "approaches": .array(
        data.summaries.map { approach in
          .object([
            "name": .string(approach.name), "summary": .string(approach.summary),
            "source": .string(approach.source),
            "addableFrom": approach.addableFrom.map { .int($0.rawValue) } ?? .null,
          ])
        }),
      "scenarios": .array(
        data.scenarios.map { scenario in
          .object([
            "id": .string(scenario.id), "behaviour": .string(scenario.behaviour),
            "group": .string(scenario.group.rawValue), "title": .string(scenario.title),
          ])
        }),
      "cells": .array(data.results.map(cell)),
      "guide": .array(data.guides.map(guide)),
      "callSiteCost": .array(
        data.costs.map { cost in
          .object([
            "writer": .string(cost.writer), "files": .strings(cost.files),
            "lines": .int(cost.lines), "tokens": .int(cost.tokens), "code": .string(cost.code),
            "problems": .array(
              MatrixEnvironment.all.map { environment in
                .object([
                  "environment": .string(environment.description),
                  "problems": cost.problems[environment].map(JSONValue.strings) ?? .null,
                ])
              }),
          ])
        }),
    ]).rendered
  }

  private static func environment(_ environment: MatrixEnvironment) -> JSONValue {
    .object([
      "name": .string(environment.description), "os": .int(environment.osVersion.rawValue),
      "lifecycle": .string(environment.lifecycle.rawValue),
      "idiom": .string(environment.idiom.name),
    ])
  }

  private static func cell(_ result: CellResult) -> JSONValue {
    let environment = result.cell.environment
    return .object([
      "approach": .string(result.cell.approach), "scenario": .string(result.cell.scenario.id),
      "environment": .string(environment.description),
      "os": .int(environment.osVersion.rawValue),
      "lifecycle": .string(environment.lifecycle.rawValue),
      "idiom": .string(environment.idiom.name),
      "observed": .string(result.verdict.outcome.rawValue),
      "predicted": .string(result.cell.predictedOutcome.rawValue),
      "asPredicted": .bool(result.matchesPrediction),
      "details": .strings(result.verdict.details),
      "prediction": result.cell.prediction.map { prediction in
        .object([
          "reason": .string(prediction.reason), "sources": .strings(prediction.sources),
          "detail": .string(prediction.detail),
        ])
      } ?? .null,
      "observation": result.observation.map(observation) ?? .null,
      "choices": .strings(result.choices.map(\.fact)),
    ])
  }

  private static func observation(_ observation: Observation) -> JSONValue {
    let drawn = observation.drawnAfterShow
    return .object([
      "handlers": .array(observation.handlers.map(JSONValue.handlerRun)),
      "steps": .array(
        observation.snapshots.map { snapshot in
          .object([
            "step": .string(snapshot.step), "tap": .string(snapshot.tap?.rawValue),
            "alertOnScreen": snapshot.alertShown ? .string(snapshot.alertTitle ?? "") : .null,
          ])
        }),
      "alertAppeared": .bool(observation.alertAppeared),
      "drawnAfterShow": drawn.map(JSONValue.drawing) ?? .null,
      "drawnAfterShowText": .string(drawn?.rendered()),
      "alive": .strings(observation.alive),
      "observersLeft": .int(observation.observersLeft),
      "lockedByInvisibleWindow": .bool(observation.lockedByInvisibleWindow),
      "appWindowReachable": .bool(observation.appWindowReachable),
      "keyWindowAtEnd": .string(observation.keyWindowAtEnd),
      "console": .strings(observation.console),
    ])
  }

  private static func guide(_ guide: TargetGuide) -> JSONValue {
    .object([
      "target": .string(guide.target.name), "idiom": .string(guide.target.idiom.name),
      "environments": .strings(guide.target.environments.map(\.description)),
      "recommended": .string(guide.recommended?.approach),
      "standings": .array(
        guide.standings.map { standing in
          .object([
            "approach": .string(standing.approach), "passed": .int(standing.passed),
            "expressible": .int(standing.expressible),
            "cannotExpress": .int(standing.cannotExpress.count),
            "crashes": .int(standing.crashes.count), "failures": .int(standing.failures.count),
          ])
        }),
      "unavailable": .strings(guide.unavailable.map(\.approach)),
    ])
  }
}
