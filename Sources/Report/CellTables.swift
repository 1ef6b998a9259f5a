import JSON
import Matrix

/// REPORT.json's cells and the tables they refer to: each prediction, observation and list
/// of details once, under an id made from its content. A value met again is found by value,
/// without writing it again. An observation is written as `Observation.json`, the text its
/// worker sent.
struct CellTables {
  private var predictions = ContentTable(prefix: "p")
  private var observations = ContentTable(prefix: "o")
  private var details = ContentTable(prefix: "v")
  private var predictionIDs: [Prediction: String] = [:]
  private var observationIDs: [String: String] = [:]
  /// The last observation's JSON and its id: cells of a scenario in a row are mostly observed
  /// alike, their texts sharing storage, which compares at once.
  private var lastObservation: (json: String, id: String)?
  private var detailIDs: [[String]: String] = [:]

  /// The tables by key, for the top level.
  var all: [(key: String, table: ContentTable)] {
    [("details", details), ("observations", observations), ("predictions", predictions)]
  }

  /// A cell's line: keys sorted, fields at their usual value left out (docs/ReportJSON.md),
  /// so that a passing cell is a short line.
  mutating func cellLine(_ result: CellResult) -> String {
    var line = "{\"approach\":"
    JSONValue.quote(result.cell.approach.id.rawValue, into: &line)
    if !result.matchesPrediction {
      line += ",\"asPredicted\":false"
    }
    if !result.choices.isEmpty {
      line += ",\"choices\":" + JSONValue.strings(result.choices.map(\.fact)).compact
    }
    if !result.verdict.findings.isEmpty {
      line += ",\"details\":\"" + detailID(result.verdict.findings.map(\.sentence)) + "\""
    }
    line += ",\"environment\":"
    JSONValue.quote(result.cell.environment.id.rawValue, into: &line)
    line += ",\"observation\":"
    line += result.observation.map { "\"" + observationID(result, $0) + "\"" } ?? "null"
    line += ",\"observed\":\"" + result.verdict.outcome.rawValue + "\""
    if let prediction = result.cell.prediction {
      line += ",\"prediction\":\"" + predictionID(prediction) + "\""
    }
    line += ",\"scenario\":"
    JSONValue.quote(result.cell.scenario.id.rawValue, into: &line)
    if let unavailability = result.unavailability {
      line += ",\"unavailable\":\"" + unavailability.rawValue + "\""
    }
    return line + "}"
  }

  private mutating func predictionID(_ prediction: Prediction) -> String {
    if let id = predictionIDs[prediction] { return id }
    let id = predictions.id(
      of: JSONValue.object([
        "outcome": .string(prediction.outcome.rawValue), "reason": .string(prediction.reason),
        "sources": .strings(prediction.sources), "check": .string(prediction.pinned?.check),
        "exception": .string(prediction.pinned?.exception),
      ]).compact)
    predictionIDs[prediction] = id
    return id
  }

  /// The id of a cell's observation, from the JSON its worker sent where it has it.
  private mutating func observationID(_ result: CellResult, _ observation: Observation) -> String {
    let json = result.observationJSON ?? observation.json
    if let last = lastObservation, last.json == json { return last.id }
    let id = observationIDs[json] ?? observations.id(of: json)
    observationIDs[json] = id
    lastObservation = (json, id)
    return id
  }

  private mutating func detailID(_ lines: [String]) -> String {
    if let id = detailIDs[lines] { return id }
    let id = details.id(of: JSONValue.strings(lines).compact)
    detailIDs[lines] = id
    return id
  }
}
