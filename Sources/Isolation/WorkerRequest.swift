import Foundation
import JSON
import Matrix
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// One line the parent writes on a worker's standard input. A worker never reads fixtures:
/// each scenario and prediction is sent once per worker, before the first cell that needs
/// it, and cells refer to them by the order in which they came.
enum WorkerRequest {
  /// A scenario, the next in order.
  case scenario(Scenario)
  /// A prediction, the next in order.
  case prediction(Prediction)
  /// A cell to run now, and the seconds it may run from its own start.
  case cell(
    approach: String, scenario: Int, environment: MatrixEnvironment, prediction: Int?,
    timeLimit: Double)

  /// The request as one line of JSON: cells, the most frequent, are written by hand.
  var line: Data {
    var text: String
    switch self {
    case .scenario(let scenario):
      text = "{\"scenario\":" + Self.encoded(scenario) + "}"
    case .prediction(let prediction):
      text = "{\"prediction\":" + Self.encoded(prediction) + "}"
    case .cell(let approach, let scenario, let environment, let prediction, let timeLimit):
      text =
        JSONValue.object([
          "cell": .object([
            "approach": .string(approach), "scenario": .int(scenario),
            "os": .int(environment.osVersion.rawValue),
            "idiom": .string(environment.idiom.name),
            "lifecycle": .string(environment.lifecycle.rawValue),
            "prediction": prediction.map(JSONValue.int) ?? .null, "timeLimit": .number(timeLimit),
          ])
        ]).compact
    }
    text += "\n"
    return Data(text.utf8)
  }

  private static func encoded(_ value: some Encodable) -> String {
    // Scenarios and predictions are plain data: encoding them cannot fail.
    String(decoding: try! JSONEncoder().encode(value), as: UTF8.self)
  }

  /// A problem with a request line: the parent and the worker disagree, a harness bug.
  struct Unreadable: Error, CustomStringConvertible {
    let description: String
  }

  /// Reads a request line.
  init(line: [UInt8]) throws {
    guard let value = try? JSONParser.parse(line), case .object(let fields) = value,
      fields.count == 1, let (kind, body) = fields.first
    else { throw Unreadable(description: "not a request: \(line.count) bytes") }
    switch (kind, body) {
    case ("scenario", _):
      self = .scenario(try JSONDecoder().decode([String: Scenario].self, from: Data(line))[kind]!)
    case ("prediction", _):
      self = .prediction(
        try JSONDecoder().decode([String: Prediction].self, from: Data(line))[kind]!)
    case ("cell", .object(let cell)):
      guard case .string(let approach)? = cell["approach"],
        case .number(let scenario)? = cell["scenario"],
        case .number(let os)? = cell["os"], let osVersion = OSVersion(rawValue: Int(os)),
        case .string(let idiomName)? = cell["idiom"],
        let idiom = UIUserInterfaceIdiom(name: idiomName),
        case .string(let lifecycleName)? = cell["lifecycle"],
        let lifecycle = AppLifecycle(rawValue: lifecycleName),
        case .number(let timeLimit)? = cell["timeLimit"]
      else { throw Unreadable(description: "a cell request with missing fields") }
      var prediction: Int?
      if case .number(let index)? = cell["prediction"] { prediction = Int(index) }
      self = .cell(
        approach: approach, scenario: Int(scenario),
        environment: MatrixEnvironment(osVersion, idiom, lifecycle: lifecycle),
        prediction: prediction, timeLimit: timeLimit)
    default:
      throw Unreadable(description: "an unknown request '\(kind)'")
    }
  }
}
