import JSON
import Matrix
import Presentable
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// Renders REPORT.json: the same run as REPORT.md, for tools. The schema is versioned and
/// documented in docs/ReportJSON.md; every key is present in every entry (null where a
/// value does not apply), and keys are sorted, so the text is the same from run to run. Each
/// fact is written once: a prediction, an observation or a drawing that many cells share is
/// listed once under an id made from its content, and referred to by it. Each entry of a
/// list or table is one line, so that a changed cell changes a line or two of a diff.
public enum ReportJSON {
  /// Raise it with any change a reader of the schema must know about.
  public static let schemaVersion = 6

  /// The JSON text.
  public static func render(_ data: ReportData) -> String {
    var predictions = ContentTable(prefix: "p")
    var observations = ContentTable(prefix: "o")
    var drawings = ContentTable(prefix: "d")
    var details = ContentTable(prefix: "v")
    var cells: [JSONValue] = []
    for result in data.results {
      let prediction = result.cell.prediction.map { prediction in
        predictions.id(
          of: .object([
            "outcome": .string(prediction.outcome.rawValue), "reason": .string(prediction.reason),
            "sources": .strings(prediction.sources), "detail": .string(prediction.detail),
          ]))
      }
      let observation = result.observation.map { observation in
        observations.id(of: Self.observation(observation, drawings: &drawings))
      }
      // Fields at their usual value are left out (docs/ReportJSON.md says which), so that a
      // passing cell is a short line.
      var cell: [String: JSONValue] = [
        "approach": .string(result.cell.approachID),
        "scenario": .string(result.cell.scenario.id),
        "environment": .string(result.cell.environment.description),
        "observed": .string(result.verdict.outcome.rawValue),
        "observation": .string(observation),
      ]
      if !result.matchesPrediction {
        cell["asPredicted"] = .bool(false)
      }
      if !result.verdict.details.isEmpty {
        cell["details"] = .string(details.id(of: .strings(result.verdict.details)))
      }
      if let prediction {
        cell["prediction"] = .string(prediction)
      }
      if !result.choices.isEmpty {
        cell["choices"] = .strings(result.choices.map(\.fact))
      }
      cells.append(.object(cell))
    }
    let lists: [(key: String, entries: [JSONValue])] = [
      (
        "approaches",
        data.summaries.map { approach in
          .object([
            "id": .string(approach.id), "name": .string(approach.name),
            "summary": .string(approach.summary), "source": .string(approach.source),
            "addableFrom": approach.addableFrom.map { .int($0.rawValue) } ?? .null,
          ])
        }
      ),
      (
        "callSiteCost",
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
        }
      ),
      ("cells", cells),
      ("environments", MatrixEnvironment.all.map(environment)),
      (
        "recommendations",
        Need.allCases.flatMap { need in
          AppKind.all.map { recommendation(need, $0, data: data) }
        }
      ),
      (
        "scenarios",
        data.scenarios.map { scenario in
          .object([
            "id": .string(scenario.id), "behaviour": .string(scenario.behaviour),
            "group": .string(scenario.group.rawValue), "title": .string(scenario.title),
            "needs": .strings(scenario.needs.map(\.rawValue)),
            "environments": .strings(
              MatrixEnvironment.all.filter(scenario.canHappen).map(\.description)),
            "steps": .strings(["show"] + scenario.steps.map(\.description)),
          ])
        }
      ),
    ]
    let tables = [
      ("details", details), ("drawings", drawings), ("observations", observations),
      ("predictions", predictions),
    ]
    var members: [(key: String, text: String)] = [
      ("generatedBy", "\"swift run alertlab\""), ("schemaVersion", "\(schemaVersion)"),
    ]
    for (key, entries) in lists {
      members.append((key, "[" + lines(entries.map(\.compact)) + "]"))
    }
    for (key, table) in tables {
      let entries = table.entries.sorted { $0.key < $1.key }
      members.append((key, "{" + lines(entries.map { "\"\($0.key)\": " + $0.value }) + "}"))
    }
    let sorted = members.sorted { $0.key < $1.key }
    return "{\n" + sorted.map { "  \"\($0.key)\": \($0.text)" }.joined(separator: ",\n") + "\n}\n"
  }

  /// Entries one a line, indented inside a list or table of the top level.
  private static func lines(_ entries: [String]) -> String {
    entries.isEmpty ? "" : "\n    " + entries.joined(separator: ",\n    ") + "\n  "
  }

  private static func environment(_ environment: MatrixEnvironment) -> JSONValue {
    .object([
      "name": .string(environment.description), "os": .int(environment.osVersion.rawValue),
      "lifecycle": .string(environment.lifecycle.rawValue),
      "idiom": .string(environment.idiom.name),
    ])
  }

  private static func observation(_ observation: Observation, drawings: inout ContentTable)
    -> JSONValue
  {
    .object([
      "handlers": .array(observation.handlers.map(JSONValue.handlerRun)),
      "steps": .array(
        observation.snapshots.map { snapshot in
          .object([
            "tap": .string(snapshot.tap?.rawValue),
            "alertOnScreen": snapshot.alertShown ? .string(snapshot.alertTitle ?? "") : .null,
          ])
        }),
      "alertAppeared": .bool(observation.alertAppeared),
      "drawnAfterShow": .string(observation.drawnAfterShow.map { drawings.id(of: .drawing($0)) }),
      "keyboardUpAfterShow": observation.keyboardUpAfterShow.map(JSONValue.bool) ?? .null,
      "alertSceneAfterShow": .string(observation.alertSceneAfterShow?.rawValue),
      "alive": .strings(observation.alive),
      "observersLeft": .int(observation.observersLeft),
      "lockedByInvisibleWindow": .bool(observation.lockedByInvisibleWindow),
      "appWindowReachable": .bool(observation.appWindowReachable),
      "keyWindowAtEnd": .string(observation.keyWindowAtEnd),
      "console": .strings(observation.console),
    ])
  }

  /// What to use today for one need of one kind of app, as REPORT.md's summary says it.
  private static func recommendation(_ need: Need, _ kind: AppKind, data: ReportData)
    -> JSONValue
  {
    let ranking = data.ranking(need, kind)
    return .object([
      "need": .string(need.rawValue), "app": .string(kind.name),
      "environments": .strings(kind.environments.map(\.description)),
      "recommended": .string(ranking.recommended?.approach),
      "candidates": .array(
        ranking.candidates.map { standing in
          .object([
            "approach": .string(standing.approach),
            "unavoidableCrashes": .int(standing.unavoidableCrashes.count),
            "failures": .int(standing.failures.count), "passes": .int(standing.passes),
          ])
        }),
      "leftOut": .array(
        ranking.leftOut.map { .object(["approach": .string($0.approach), "why": .string($0.why)]) }
      ),
    ])
  }
}
