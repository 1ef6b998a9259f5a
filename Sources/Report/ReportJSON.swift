import JSON
import Matrix
import Presentable
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// Renders REPORT.json: the same run as REPORT.md, for tools. The schema is versioned and
/// documented in docs/ReportJSON.md; keys are sorted, so the text is the same from run to
/// run. Each fact is written once: a prediction, an observation or a list of details that
/// many cells share is listed once under an id made from its content, and referred to by
/// it. Each entry of a list or table is one line, so that a changed cell changes a line or
/// two of a diff.
public enum ReportJSON {
  /// Raise it with any change a reader of the schema must know about.
  public static let schemaVersion = 11

  /// The JSON text.
  public static func render(_ data: ReportData) -> String {
    var tables = CellTables()
    var cells: [String] = []
    cells.reserveCapacity(data.results.count)
    for result in data.results {
      cells.append(tables.cellLine(result))
    }
    let lists: [(key: String, entries: [JSONValue])] = [
      (
        "approaches",
        data.summaries.map { approach in
          .object([
            "id": .string(approach.id.rawValue), "name": .string(approach.name),
            "summary": .string(approach.summary), "source": .string(approach.source),
            "addableFrom": approach.addableFrom.map { .int($0.rawValue) } ?? .null,
            "runsFrom": approach.runsFrom.map { .int($0.oldest.rawValue) } ?? .null,
            "availability": .string(approach.availability?.detail),
            "role": .string(approach.role.rawValue),
          ])
        }
      ),
      (
        "callSiteCost",
        data.costs.map { cost in
          .object([
            "writer": .string(cost.writer.id.rawValue), "files": .strings(cost.files),
            "lines": .int(cost.lines), "tokens": .int(cost.tokens), "code": .string(cost.code),
            "problems": .array(
              MatrixEnvironment.all.map { environment in
                .object([
                  "environment": .string(environment.id.rawValue),
                  "problems": cost.problems[environment].map { .strings($0.map(\.sentence)) }
                    ?? .null,
                ])
              }),
          ])
        }
      ),
      ("environments", MatrixEnvironment.all.map(environment)),
      (
        "recommendations",
        Need.allCases.flatMap { need in
          (AppKind.all + [.swiftUIToday]).map { recommendation(need, $0, data: data) }
        }
      ),
      (
        "scenarios",
        data.scenarios.map { scenario in
          .object([
            "id": .string(scenario.id.rawValue), "behaviour": .string(scenario.behaviour),
            "group": .string(scenario.group.rawValue), "title": .string(scenario.title),
            "needs": .strings(scenario.needs.map(\.rawValue)),
            "environments": .strings(
              MatrixEnvironment.all.filter(scenario.canHappen).map(\.id.rawValue)),
            "steps": .strings(["show"] + scenario.steps.map(\.description)),
            "callerMistake": .bool(scenario.callerMistake),
            "avoidable": .string(scenario.avoidable),
            "secondScene": .bool(scenario.secondScene),
          ])
        }
      ),
    ]
    var members: [(key: String, text: String)] = [
      ("generatedBy", "\"swift run alertlab\""), ("schemaVersion", "\(schemaVersion)"),
      ("cells", "[" + lines(cells) + "]"),
    ]
    for (key, entries) in lists {
      members.append((key, "[" + lines(entries.map(\.compact)) + "]"))
    }
    for (key, table) in tables.all {
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
      "id": .string(environment.id.rawValue), "name": .string(environment.description),
      "os": .int(environment.osVersion.rawValue),
      "lifecycle": .string(environment.lifecycle.rawValue),
      "idiom": .string(environment.idiom.name),
    ])
  }

  /// What to use today for one need of one kind of app, as REPORT.md's summary says it.
  private static func recommendation(_ need: Need, _ kind: AppKind, data: ReportData)
    -> JSONValue
  {
    let ranking = data.ranking(need, kind)
    return .object([
      "need": .string(need.rawValue), "app": .string(kind.name),
      "environments": .strings(kind.environments.map(\.id.rawValue)),
      "recommended": .string(ranking.recommended?.approach.rawValue),
      "candidates": .array(
        ranking.candidates.map { standing in
          .object([
            "approach": .string(standing.approach.rawValue),
            "unavoidableCrashes": .int(standing.unavoidableCrashes.count),
            "failures": .int(standing.failures.count), "passes": .int(standing.passes),
          ])
        }),
      "leftOut": .array(
        ranking.leftOut.map {
          .object(["approach": .string($0.approach.rawValue), "why": .string($0.exclusion.why)])
        }
      ),
    ])
  }
}
