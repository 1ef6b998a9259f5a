import Foundation
import Matrix
import Testing

/// The loader rejects bad input with an error naming the file, the JSON path and the
/// problem; it never skips a broken fixture.
@Suite("Fixture loader")
struct FixtureLoaderTests {
  private static let approaches = ["Alpha"]

  private static let goodScenario = """
    {
      "id": "C1", "group": "cancel", "title": "Cancel runs its handler",
      "alert": { "title": "T", "actions": [ { "title": "OK" }, { "title": "Cancel", "role": "cancel" } ] },
      "steps": [ { "step": "tap", "button": "Cancel" } ],
      "ideal": { "handlers": ["Cancel"] }
    }
    """

  private static let goodPredictions = """
    { "approach": "Alpha", "predictions": [
      { "behaviour": "C1", "os": [7], "outcome": "fail", "reason": "why", "sources": ["AV12"] } ] }
    """

  /// Writes a Fixtures folder with these files and loads it.
  private func load(
    scenarios: [String: String], predictions: [String: String] = ["Alpha.json": goodPredictions]
  ) throws -> Fixtures {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("alertlab-\(UUID().uuidString)").appendingPathComponent("Fixtures")
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    for (folder, files) in [("scenarios", scenarios), ("predictions", predictions)] {
      let directory = root.appendingPathComponent(folder)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      for (name, text) in files {
        try Data(text.utf8).write(to: directory.appendingPathComponent(name))
      }
    }
    return try Fixtures.load(from: root, approaches: Self.approaches)
  }

  /// The error loading these files throws.
  private func error(
    scenarios: [String: String], predictions: [String: String] = ["Alpha.json": goodPredictions]
  ) -> FixtureError? {
    do {
      _ = try load(scenarios: scenarios, predictions: predictions)
      return nil
    } catch {
      return error as? FixtureError
    }
  }

  @Test("Good fixtures load into cells, with the prediction on the cells it covers")
  func goodFixtures() throws {
    let fixtures = try load(scenarios: ["C1.json": Self.goodScenario])
    let cells = fixtures.cells(approaches: Self.approaches)
    #expect(cells.count == 8)
    #expect(
      cells.filter { $0.prediction != nil }.map(\.environment.description) == [
        "iOS 7 phone", "iOS 7 pad",
      ])
  }

  @Test("An unknown field is rejected with its path")
  func unknownField() {
    let text = Self.goodScenario.replacingOccurrences(
      of: "\"title\": \"OK\"", with: "\"title\": \"OK\", \"colour\": 1")
    let error = error(scenarios: ["C1.json": text])
    #expect(error?.file == "Fixtures/scenarios/C1.json")
    #expect(error?.path == "$.alert.actions[0].colour")
    #expect(error?.problem.hasPrefix("unknown field 'colour'") == true)
  }

  @Test("A missing field is rejected with its path")
  func missingField() {
    let text = Self.goodScenario.replacingOccurrences(of: "\"group\": \"cancel\", ", with: "")
    let error = error(scenarios: ["C1.json": text])
    #expect(error?.description == "Fixtures/scenarios/C1.json: $: missing required field 'group'")
  }

  @Test("A wrong type and an unknown choice are rejected with their paths")
  func wrongValues() {
    let wrongType = Self.goodScenario.replacingOccurrences(
      of: "\"role\": \"cancel\"", with: "\"role\": 3")
    #expect(error(scenarios: ["C1.json": wrongType])?.path == "$.alert.actions[1].role")
    let wrongChoice = Self.goodScenario.replacingOccurrences(
      of: "\"role\": \"cancel\"", with: "\"role\": \"abort\"")
    #expect(
      error(scenarios: ["C1.json": wrongChoice])?.problem.contains("'abort' is not one of") == true)
  }

  @Test("Duplicate ids are rejected, naming both files")
  func duplicateIds() {
    let error = error(scenarios: ["C1.json": Self.goodScenario, "C1-copy.json": Self.goodScenario])
    #expect(error?.problem.contains("duplicate id 'C1'") == true)
    #expect(error?.problem.contains("Fixtures/scenarios/") == true)
  }

  @Test("A step naming an action that does not exist is rejected")
  func stepNamesNoAction() {
    let text = Self.goodScenario.replacingOccurrences(
      of: "\"button\": \"Cancel\"", with: "\"button\": \"Nope\"")
    let error = error(scenarios: ["C1.json": text])
    #expect(error?.path == "$.steps[0]")
    #expect(error?.problem.hasPrefix("'Nope' names no action") == true)
  }

  @Test("A prediction for a behaviour that does not exist is rejected")
  func predictionForNoBehaviour() {
    let predictions = Self.goodPredictions.replacingOccurrences(of: "\"C1\"", with: "\"Z9\"")
    let error = error(
      scenarios: ["C1.json": Self.goodScenario], predictions: ["Alpha.json": predictions])
    #expect(error?.file == "Fixtures/predictions/Alpha.json")
    #expect(error?.path == "$.predictions[0]")
    #expect(error?.problem == "behaviour 'Z9' has no scenario")
  }

  @Test("Two predictions for one cell, a missing predictions file and invalid JSON are rejected")
  func otherPredictionErrors() {
    let twice = """
      { "approach": "Alpha", "predictions": [
        { "behaviour": "C1", "os": [7], "outcome": "fail", "reason": "why", "sources": ["AV12"] },
        { "behaviour": "C1", "outcome": "crash", "reason": "r", "sources": ["AV5"] } ] }
      """
    #expect(
      error(scenarios: ["C1.json": Self.goodScenario], predictions: ["Alpha.json": twice])?.path
        == "$.predictions[1]")
    #expect(
      error(scenarios: ["C1.json": Self.goodScenario], predictions: [:])?.problem.hasPrefix(
        "missing") == true)
    #expect(error(scenarios: ["C1.json": "{ not json"])?.problem == "not valid JSON")
  }

  @Test("A source that is neither a known document nor a fact id is rejected")
  func unknownSource() {
    let predictions = Self.goodPredictions.replacingOccurrences(of: "\"AV12\"", with: "\"AV99\"")
    let error = error(
      scenarios: ["C1.json": Self.goodScenario], predictions: ["Alpha.json": predictions])
    #expect(error?.path == "$.predictions[0].sources[0]")
    #expect(error?.problem.hasPrefix("unknown source 'AV99'") == true)
  }

  @Test("A prediction covers a list of behaviours in the environments its lifecycle selects")
  func behaviourListAndLifecycle() throws {
    let predictions = """
      { "approach": "Alpha", "predictions": [
        { "behaviour": ["C1", "C2"], "lifecycle": ["scenes"], "outcome": "crash",
          "detail": "NSObjectNotAvailableException", "reason": "why", "sources": ["AV20"] } ] }
      """
    let second = Self.goodScenario.replacingOccurrences(of: "\"C1\"", with: "\"C2.alert\"")
    let cells = try load(
      scenarios: ["C1.json": Self.goodScenario, "C2.alert.json": second],
      predictions: ["Alpha.json": predictions]
    ).cells(approaches: Self.approaches)
    #expect(
      cells.filter { $0.prediction != nil }.map(\.description) == [
        "Alpha · C1 · iOS 13 phone (scenes)", "Alpha · C1 · iOS 13 pad (scenes)",
        "Alpha · C2.alert · iOS 13 phone (scenes)", "Alpha · C2.alert · iOS 13 pad (scenes)",
      ])
    let cell = try #require(cells.first { $0.prediction != nil })
    #expect(cell.isPredicted(Verdict(.crash, ["*** NSObjectNotAvailableException ..."])))
    #expect(!cell.isPredicted(Verdict(.crash, ["*** NSRangeException ..."])))
    #expect(!cell.isPredicted(Verdict(.fail, ["NSObjectNotAvailableException"])))
  }

  @Test("An empty selector list is rejected rather than read as every environment")
  func emptySelector() {
    let predictions = Self.goodPredictions.replacingOccurrences(of: "[7]", with: "[]")
    let error = error(
      scenarios: ["C1.json": Self.goodScenario], predictions: ["Alpha.json": predictions])
    #expect(error?.path == "$.predictions[0].os")
    #expect(error?.problem == "expected at least one item, found an empty list")
  }

  @Test("An ideal exception replaces the ideal in the environments it selects")
  func idealException() throws {
    let text = Self.goodScenario.replacingOccurrences(
      of: "\"ideal\": { \"handlers\": [\"Cancel\"] }",
      with: """
        "ideal": { "handlers": ["Cancel"] },
        "idealExceptions": [ { "os": [7], "idiom": ["phone"], "reason": "r", "sources": ["AS4"],
          "ideal": { "handlers": [] } } ]
        """)
    let scenario = try #require(try load(scenarios: ["C1.json": text]).scenarios.first)
    #expect(scenario.ideal(in: MatrixEnvironment(.iOS7, .phone)).handlers == [])
    #expect(scenario.ideal(in: MatrixEnvironment(.iOS7, .pad)).handlers == ["Cancel"])
    let unknownAction = text.replacingOccurrences(
      of: "\"handlers\": [] }", with: "\"handlers\": [\"Nope\"] }")
    #expect(error(scenarios: ["C1.json": unknownAction])?.path == "$.idealExceptions[0].ideal")
  }
}
