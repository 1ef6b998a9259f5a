import Foundation
import JSON
import Matrix

/// REPORT.json's cells and the tables they refer to: each prediction, observation and list
/// of details once, under an id made from its content. A value met again is found by value,
/// without writing it again. An observation is written through its Codable form, the one
/// schema the workers' reports use too.
struct CellTables {
  private var predictions = ContentTable(prefix: "p")
  private var observations = ContentTable(prefix: "o")
  private var details = ContentTable(prefix: "v")
  private var predictionIDs: [Prediction: String] = [:]
  private var observationIDs: [Observation: String] = [:]
  /// The last observation and its id: cells of a scenario in a row are mostly observed alike,
  /// sharing storage, which compares at once where hashing reads it all.
  private var lastObservation: (observation: Observation, id: String)?
  private var detailIDs: [[String]: String] = [:]
  private let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  /// The tables by key, for the top level.
  var all: [(key: String, table: ContentTable)] {
    [("details", details), ("observations", observations), ("predictions", predictions)]
  }

  /// A cell's line: keys sorted, fields at their usual value left out (docs/ReportJSON.md),
  /// so that a passing cell is a short line.
  mutating func cellLine(_ result: CellResult) -> String {
    var line = "{\"approach\":"
    JSONValue.quote(result.cell.approachID, into: &line)
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
    JSONValue.quote(result.cell.environment.description, into: &line)
    line += ",\"observation\":"
    line += result.observation.map { "\"" + observationID($0) + "\"" } ?? "null"
    line += ",\"observed\":\"" + result.verdict.outcome.rawValue + "\""
    if let prediction = result.cell.prediction {
      line += ",\"prediction\":\"" + predictionID(prediction) + "\""
    }
    line += ",\"scenario\":"
    JSONValue.quote(result.cell.scenario.id, into: &line)
    return line + "}"
  }

  private mutating func predictionID(_ prediction: Prediction) -> String {
    if let id = predictionIDs[prediction] { return id }
    let id = predictions.id(
      of: JSONValue.object([
        "outcome": .string(prediction.outcome.rawValue), "reason": .string(prediction.reason),
        "sources": .strings(prediction.sources), "detail": .string(prediction.detail),
      ]).compact)
    predictionIDs[prediction] = id
    return id
  }

  private mutating func observationID(_ observation: Observation) -> String {
    if let last = lastObservation, last.observation == observation { return last.id }
    let id = knownObservationID(observation)
    lastObservation = (observation, id)
    return id
  }

  private mutating func knownObservationID(_ observation: Observation) -> String {
    if let id = observationIDs[observation] { return id }
    // An observation is plain data: encoding it cannot fail.
    let text = String(decoding: try! encoder.encode(observation), as: UTF8.self)
    let id = observations.id(of: text)
    observationIDs[observation] = id
    return id
  }

  private mutating func detailID(_ lines: [String]) -> String {
    if let id = detailIDs[lines] { return id }
    let id = details.id(of: JSONValue.strings(lines).compact)
    detailIDs[lines] = id
    return id
  }
}
