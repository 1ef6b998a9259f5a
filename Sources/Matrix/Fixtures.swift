import Foundation
import JSON

/// The matrix as data: the scenarios of `Fixtures/scenarios/` and each approach's
/// predictions in `Fixtures/predictions/<approach id>.json`.
public struct Fixtures: Sendable {
  /// The scenarios, by group in report order, then by id.
  public let scenarios: [Scenario]
  /// Each approach's predictions, by approach id.
  public let predictions: [ApproachID: [Prediction]]

  /// Loads and checks every fixture; the first problem throws a `FixtureError` naming the
  /// file, the JSON path and what is wrong. Nothing is skipped.
  public static func load(from directory: URL, approaches: [ApproachIdentity]) throws -> Fixtures {
    let facts = try SourceCatalog.factIDs(ofPackageAt: directory.deletingLastPathComponent())
    let ids = approaches.map(\.id)
    let scenarios = try loadScenarios(
      from: directory.appendingPathComponent("scenarios"), facts: facts)
    var predictions: [ApproachID: [Prediction]] = [:]
    let predictionDirectory = directory.appendingPathComponent("predictions")
    for file in try jsonFiles(in: predictionDirectory) {
      let name = ApproachID(file.deletingPathExtension().lastPathComponent)
      guard ids.contains(name) else {
        throw FixtureError(
          file: relative(file), path: "$",
          problem:
            "no approach has the id '\(name)' (approach ids: \(ids.map(\.rawValue).joined(separator: ", ")))"
        )
      }
      predictions[name] = try loadPredictions(
        file, approach: name, scenarios: scenarios, facts: facts)
    }
    if let missing = ids.first(where: { predictions[$0] == nil }) {
      throw FixtureError(
        file: relative(predictionDirectory.appendingPathComponent("\(missing).json")), path: "$",
        problem: "missing: every approach needs a predictions file, even an empty one")
    }
    return Fixtures(scenarios: scenarios, predictions: predictions)
  }

  /// Every cell: each approach, each scenario, each environment. A cell unavailable by the
  /// rule (`CellUnavailability`) is predicted so by it; a prediction file covers the others,
  /// a prediction that names the cell's scenario before one for the rest.
  public func cells(approaches: [ApproachIdentity]) -> [Cell] {
    approaches.flatMap { approach in
      scenarios.flatMap { scenario in
        let covering = (predictions[approach.id] ?? []).filter { $0.covers(scenario) }
        let relevant =
          covering.filter { !$0.coversTheRest } + covering.filter(\.coversTheRest)
        return MatrixEnvironment.all.map { environment in
          let unavailable = CellUnavailability(approach, scenario, environment)
          return Cell(
            approach: approach, scenario: scenario, environment: environment,
            prediction: unavailable.map(Prediction.init(unavailable:))
              ?? relevant.first { $0.covers(scenario, in: environment) })
        }
      }
    }
  }

  private static func loadScenarios(from directory: URL, facts: Set<String>) throws
    -> [Scenario]
  {
    var scenarios: [Scenario] = []
    for file in try jsonFiles(in: directory) {
      let scenario = try Scenario(json: read(file), facts: facts)
      let name = file.deletingPathExtension().lastPathComponent
      guard scenario.id.rawValue == name else {
        throw FixtureError(
          file: relative(file), path: "$.id",
          problem: "the id '\(scenario.id)' differs from the file name '\(name).json'")
      }
      scenarios.append(scenario)
    }
    guard !scenarios.isEmpty else {
      throw FixtureError(
        file: relative(directory), path: "$", problem: "no scenario: the matrix would be empty")
    }
    return scenarios.sorted { lhs, rhs in
      let groups = BehaviourGroup.allCases
      if lhs.group != rhs.group {
        return groups.firstIndex(of: lhs.group)! < groups.firstIndex(of: rhs.group)!
      }
      return naturallyOrdered(lhs.id.rawValue, rhs.id.rawValue)
    }
  }

  /// Orders ids by their runs of digits as numbers: C2 before C10, I1.3 before I1.12.
  static func naturallyOrdered(_ lhs: String, _ rhs: String) -> Bool {
    func runs(_ text: String) -> [String] {
      text.reduce(into: [String]()) { runs, character in
        if let last = runs.last?.last, last.isNumber == character.isNumber {
          runs[runs.count - 1].append(character)
        } else {
          runs.append(String(character))
        }
      }
    }
    for (left, right) in zip(runs(lhs), runs(rhs)) where left != right {
      if let leftNumber = Int(left), let rightNumber = Int(right) {
        return leftNumber < rightNumber
      }
      return left < right
    }
    return runs(lhs).count < runs(rhs).count
  }

  /// One scenario file's bytes, read as `load` reads them (all but the check of its name),
  /// its sources held to these fact ids.
  public static func scenario(json bytes: [UInt8], file: String, facts: Set<String>) throws
    -> Scenario
  {
    try Scenario(json: node(json: bytes, file: file), facts: facts)
  }

  /// One predictions file's bytes, read as `load` reads them, its sources held to these fact
  /// ids.
  public static func predictions(
    json bytes: [UInt8], file: String, approach: ApproachID, scenarios: [Scenario],
    facts: Set<String>
  ) throws -> [Prediction] {
    try predictions(
      node(json: bytes, file: file), approach: approach, scenarios: scenarios, facts: facts)
  }

  private static func loadPredictions(
    _ file: URL, approach: ApproachID, scenarios: [Scenario], facts: Set<String>
  ) throws -> [Prediction] {
    try predictions(read(file), approach: approach, scenarios: scenarios, facts: facts)
  }

  private static func predictions(
    _ root: JSONNode, approach: ApproachID, scenarios: [Scenario], facts: Set<String>
  ) throws -> [Prediction] {
    let file = root.file
    let object = try root.object()
    let named = try object.required("approach")
    guard try ApproachID(named.text()) == approach else {
      throw named.error("the file is named for the approach id '\(approach)'")
    }
    let predictions = try object.required("predictions").list(
      atMost: FixtureLimits.predictions
    ).map { node in
      let prediction = try Prediction(json: node, facts: facts)
      for behaviour in prediction.behaviours
      where !scenarios.contains(where: { Prediction.id($0.id.rawValue, isCoveredBy: behaviour) }) {
        throw node.error("behaviour '\(behaviour)' has no scenario")
      }
      return prediction
    }
    try object.finish()
    // A cell may be named once, and left to the rest once: a prediction for the rest
    // applies only where none names the cell.
    var coveredBy: [Bool: [CellPlace: Prediction]] = [:]
    for (index, prediction) in predictions.enumerated() {
      for scenario in scenarios where prediction.covers(scenario) {
        for environment in MatrixEnvironment.all where prediction.covers(scenario, in: environment)
        {
          let place = CellPlace(scenario: scenario.id, environment: environment)
          if let earlier = coveredBy[prediction.coversTheRest]?[place] {
            throw FixtureError(
              file: file, path: "$.predictions[\(index)]",
              problem:
                "covers \(scenario.id) on \(environment), as an earlier prediction for \(earlier.coverage) does"
            )
          }
          coveredBy[prediction.coversTheRest, default: [:]][place] = prediction
        }
      }
    }
    return predictions
  }

  /// The JSON files of a fixtures folder, by name. macOS metadata (`._*`, `.DS_Store`) is
  /// passed over; anything else that is not a `.json` file (a subfolder, `C1.JSON`) is
  /// refused, so that no fixture is skipped unseen.
  private static func jsonFiles(in directory: URL) throws -> [URL] {
    let manager = FileManager.default
    let names: [String]
    do {
      names = try manager.contentsOfDirectory(atPath: directory.path)
    } catch {
      throw FixtureError(file: relative(directory), path: "$", problem: "cannot read the folder")
    }
    let entries = names.filter { !$0.hasPrefix("._") && $0 != ".DS_Store" }
    guard entries.count <= FixtureLimits.folderEntries else {
      throw FixtureError(
        file: relative(directory), path: "$",
        problem:
          "\(entries.count) entries: a fixtures folder holds at most \(FixtureLimits.folderEntries) files"
      )
    }
    var files: [URL] = []
    // Swift compares strings by canonical equivalence: two names that differ only in their
    // Unicode normalisation are one key here, as they are one file on some file systems.
    var seen: [String: String] = [:]
    for name in entries.sorted() {
      let url = directory.appendingPathComponent(name)
      if let earlier = seen.updateValue(name, forKey: name) {
        throw FixtureError(
          file: relative(url), path: "$",
          problem: "the same name as '\(earlier)' in another Unicode normalisation: keep one")
      }
      var isFolder: ObjCBool = false
      _ = manager.fileExists(atPath: url.path, isDirectory: &isFolder)
      guard !isFolder.boolValue, name.hasSuffix(".json") else {
        throw FixtureError(
          file: relative(url), path: "$",
          problem: isFolder.boolValue
            ? "a folder: fixtures are .json files directly in \(directory.lastPathComponent)/"
            : "not a .json file (names end in .json, in lower case): rename or remove it")
      }
      files.append(url)
    }
    return files
  }

  private static func read(_ file: URL) throws -> JSONNode {
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw FixtureError(file: relative(file), path: "$", problem: "cannot read the file")
    }
    return try node(json: Array(data), file: relative(file))
  }

  /// The parsed document, or a `FixtureError` that says where it goes wrong.
  private static func node(json bytes: [UInt8], file: String) throws(FixtureError) -> JSONNode {
    guard bytes.count <= FixtureLimits.fileSize else {
      throw FixtureError(
        file: file, path: "$",
        problem: "\(bytes.count) bytes are more than the limit of \(FixtureLimits.fileSize)")
    }
    do {
      return JSONNode(value: try JSONParser.parse(bytes), path: "$", file: file)
    } catch {
      throw FixtureError(
        file: file, path: error.path,
        problem: "\(error.problem) (line \(error.line), column \(error.column))")
    }
  }

  /// A path from the Fixtures folder on, as errors print it.
  private static func relative(_ url: URL) -> String {
    let components = url.standardizedFileURL.pathComponents
    guard let start = components.lastIndex(of: "Fixtures") else { return url.path }
    return components[start...].joined(separator: "/")
  }
}

/// Where a cell is in an approach's column: its scenario and environment.
private struct CellPlace: Hashable {
  let scenario: ScenarioID
  let environment: MatrixEnvironment
}
