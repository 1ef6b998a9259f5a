import ApproachRegistry
import Foundation
import Matrix
import Testing
import UIKitSimulation

/// The loader reads fixtures strictly: good input loads into the cells it describes, and
/// every class of bad input is refused with the file, the JSON path and the problem (line and
/// column for syntax), never skipped.
@Suite("Fixture loader")
struct FixtureLoaderTests {
  static let approaches = [ApproachIdentity(id: "Alpha", name: "Alpha")]

  static let scenario = """
    {
      "id": "C1", "group": "cancel", "needs": ["alerts"], "title": "Cancel runs its handler",
      "alert": { "title": "T", "actions": [ { "title": "OK" }, { "title": "Cancel", "role": "cancel" } ] },
      "steps": [ { "step": "tap", "button": "Cancel" } ],
      "ideal": { "handlers": ["Cancel"] }
    }
    """

  static let predictions = """
    { "approach": "Alpha", "predictions": [
      { "behaviour": "C1", "os": [7], "outcome": "fail", "reason": "why", "sources": ["AV12"] } ] }
    """

  /// The good fixtures, with some files replaced (a path from the Fixtures folder and its
  /// text, or nil for a folder) and some removed.
  static func files(_ changes: [String: String?] = [:], removing removed: [String] = [])
    -> [String: String?]
  {
    ["scenarios/C1.json": scenario, "predictions/Alpha.json": predictions].merging(changes) {
      $1
    }.filter { !removed.contains($0.key) }
  }

  /// Writes a Fixtures folder with these files, and any more whose names a dictionary
  /// could not keep apart, and loads it.
  static func load(_ files: [String: String?], alsoWriting more: [(String, String)] = [])
    throws -> Fixtures
  {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("alertlab-\(UUID().uuidString)").appendingPathComponent("Fixtures")
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    for folder in ["scenarios", "predictions"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try TestPackage.copyFactsDocument(into: root.deletingLastPathComponent())
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      if let text {
        try Data(text.utf8).write(to: url)
      } else {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      }
    }
    for (path, text) in more {
      try Data(text.utf8).write(to: root.appendingPathComponent(path))
    }
    return try Fixtures.load(from: root, approaches: approaches)
  }

  @Test("Good fixtures load into cells: predictions by OS, lifecycle, behaviour list and group")
  func goodFixtures() throws {
    let cells = try Self.load(Self.files()).cells(approaches: Self.approaches)
    #expect(cells.count == MatrixEnvironment.all.count)
    #expect(
      cells.filter { $0.prediction != nil }.map(\.environment.description) == [
        "iOS 7 phone", "iOS 7 pad",
      ])
    let listed = """
      { "approach": "Alpha", "predictions": [
        { "behaviour": ["C1", "C2"], "lifecycle": ["scenes"], "outcome": "crash",
          "exception": "NSObjectNotAvailableException", "reason": "why", "sources": ["AV20"] },
        { "group": "cancel", "os": [7], "outcome": "fail", "reason": "why", "sources": ["AV2"] } ] }
      """
    let second = Self.scenario.replacingOccurrences(of: "\"C1\"", with: "\"C2.alert\"")
    let both = try Self.load(
      Self.files([
        "scenarios/C2.alert.json": second, "predictions/Alpha.json": listed,
        "scenarios/._C1.json": "\u{0}\u{5}macOS metadata", "scenarios/.DS_Store": "",
      ])
    ).cells(approaches: Self.approaches)
    // Every environment with scenes, for each of the two scenarios the entry lists.
    let scenes = MatrixEnvironment.all.filter { $0.lifecycle == .scenes }
    #expect(scenes.map(\.description).first == "iOS 13–14 phone with scenes")
    #expect(
      both.filter { $0.prediction?.outcome == .crash }.map(\.description)
        == ["C1", "C2.alert"].flatMap { id in scenes.map { "Alpha · \(id) · \($0)" } })
    #expect(both.filter { $0.prediction?.outcome == .fail }.count == 4)
    let cell = try #require(both.first { $0.prediction?.outcome == .crash })
    let crash = { (name: String) in
      Verdict(.crash, [.crashed(UncaughtException(name: name, reason: "..."))])
    }
    #expect(cell.isPredicted(crash("NSObjectNotAvailableException")))
    #expect(!cell.isPredicted(crash("NSRangeException")))
    #expect(!cell.isPredicted(Verdict(.fail, [.unsupported("NSObjectNotAvailableException")])))
  }

  /// A prediction for the rest covers what no other prediction of its file names, in its own
  /// environments; one that names a cell comes first.
  @Test("A prediction for the rest covers only the cells no other prediction names")
  func predictionForTheRest() throws {
    let rule = """
      { "approach": "Alpha", "predictions": [
        { "otherwise": true, "os": [7, 8], "outcome": "crash", "reason": "why",
          "sources": ["AV20"] },
        { "behaviour": "C1", "os": [7], "outcome": "fail", "reason": "why", "sources": ["AV2"] } ] }
      """
    let second = Self.scenario.replacingOccurrences(of: "\"C1\"", with: "\"C2.alert\"")
    let cells = try Self.load(
      Self.files(["scenarios/C2.alert.json": second, "predictions/Alpha.json": rule])
    ).cells(approaches: Self.approaches)
    let outcomes = cells.compactMap { cell in
      cell.prediction.map { "\(cell.scenario.id) · \(cell.environment): \($0.outcome)" }
    }
    #expect(
      outcomes.sorted() == [
        "C1 · iOS 7 pad: fail", "C1 · iOS 7 phone: fail", "C1 · iOS 8 pad: crash",
        "C1 · iOS 8 phone: crash", "C2.alert · iOS 7 pad: crash", "C2.alert · iOS 7 phone: crash",
        "C2.alert · iOS 8 pad: crash", "C2.alert · iOS 8 phone: crash",
      ])
  }

  @Test("An older file's aliveWhileShown loads and asks no more than every cell's appeared")
  func olderAliveWhileShown() throws {
    let text = Self.scenario.replacingOccurrences(
      of: "\"ideal\": { \"handlers\": [\"Cancel\"] }",
      with: "\"ideal\": { \"handlers\": [\"Cancel\"], \"aliveWhileShown\": true }")
    let older = try #require(
      try Self.load(Self.files(["scenarios/C1.json": text])).scenarios.first)
    let current = try #require(try Self.load(Self.files()).scenarios.first)
    #expect(older.ideal == current.ideal)
  }

  @Test("An older file's otherWindow: true is the full-screen window")
  func olderOtherWindow() throws {
    for (given, kind) in [
      ("true", OtherWindow.fullScreen), ("false", nil), ("\"floating\"", .floating),
    ] {
      let text = Self.scenario.replacingOccurrences(
        of: "\"group\": \"cancel\"", with: "\"group\": \"cancel\", \"otherWindow\": \(given)")
      let scenario = try #require(
        try Self.load(Self.files(["scenarios/C1.json": text])).scenarios.first)
      #expect(scenario.otherWindow == kind, "otherWindow: \(given)")
    }
  }

  @Test("An ideal exception replaces the ideal in the environments it selects")
  func idealException() throws {
    let text = Self.scenario.replacingOccurrences(
      of: "\"ideal\": { \"handlers\": [\"Cancel\"] }",
      with: """
        "ideal": { "handlers": ["Cancel"] },
        "idealExceptions": [ { "os": [7], "idiom": ["phone"], "reason": "r", "sources": ["AS4"],
          "ideal": { "handlers": [] } } ]
        """)
    let scenario = try #require(
      try Self.load(Self.files(["scenarios/C1.json": text])).scenarios.first)
    #expect(
      scenario.ideal(in: MatrixEnvironment(.iOS7, .phone)).expectations[.handlers] == .texts([]))
    #expect(
      scenario.ideal(in: MatrixEnvironment(.iOS7, .pad)).expectations[.handlers]
        == .texts(["Cancel"]))
  }

  @Test("Every class of bad input is refused with its file, JSON path and problem")
  func badInput() {
    for input in BadInput.all {
      do {
        _ = try Self.load(Self.files(input.changes, removing: input.removed))
        Issue.record("\(input.testDescription): accepted")
      } catch let error as FixtureError {
        #expect(error.file == input.file, "\(input.testDescription)")
        #expect(error.path == input.path, "\(input.testDescription)")
        #expect(
          error.problem.hasPrefix(input.problem), "\(input.testDescription): \(error.problem)")
      } catch {
        Issue.record("\(input.testDescription): not a FixtureError: \(error)")
      }
    }
  }

  @Test("Two file names that differ only in Unicode normalisation are refused, not both loaded")
  func normalisedNames() throws {
    let composed = "predictions/Caf\u{E9}.json"
    let decomposed = "predictions/Cafe\u{301}.json"
    #expect(Array(composed.utf8) != Array(decomposed.utf8))
    do {
      _ = try Self.load(
        Self.files(), alsoWriting: [(composed, Self.predictions), (decomposed, Self.predictions)])
      Issue.record("both files were loaded")
    } catch let error as FixtureError {
      // A file system that folds normalisation (APFS) keeps one file, named by neither.
      #expect(
        error.problem.hasPrefix("the same name as 'Caf")
          || error.problem.hasPrefix("no approach is named 'Caf"), "\(error)")
    }
  }

  /// The fact ids a source may cite are docs/UIKitFacts.md's headings, read with the fixtures.
  @Test("Without docs/UIKitFacts.md the fixtures are refused, naming it; its ids are its headings")
  func factsDocument() throws {
    let package = try TestPackage.make(typing: 1)
    defer { try? FileManager.default.removeItem(at: package) }
    let fixtures = package.appendingPathComponent("Fixtures")
    #expect(
      try Fixtures.load(from: fixtures, approaches: Approaches.all.map(ApproachIdentity.init))
        .scenarios.count == 1)
    let document = package.appendingPathComponent(SourceCatalog.factsDocument)
    try Data("# Facts\n\n### AV1\nA fact.\n\n### Not an id\n".utf8).write(to: document)
    #expect(try SourceCatalog.factIDs(ofPackageAt: package) == ["AV1"])
    try FileManager.default.removeItem(at: document)
    #expect(
      throws: FixtureError(
        file: "docs/UIKitFacts.md", path: "### headings",
        problem: "cannot read the file, whose headings are the fact ids sources cite")
    ) {
      try Fixtures.load(from: fixtures, approaches: Approaches.all.map(ApproachIdentity.init))
    }
  }

  @Test("A fixtures folder of more than 500 entries is refused before any is read")
  func tooManyFiles() throws {
    let extra = (0..<500).map { ("scenarios/C\($0 + 2).json", "not even JSON") }
    #expect {
      _ = try Self.load(Self.files(), alsoWriting: extra)
    } throws: { error in
      (error as? FixtureError)
        == FixtureError(
          file: "Fixtures/scenarios", path: "$",
          problem: "501 entries: a fixtures folder holds at most 500 files")
    }
  }

  @Test("An error names the file and path with every control character escaped")
  func escapedError() {
    let error = FixtureError(file: "f.json", path: "$.a\u{1B}[2J", problem: "bad \u{0}")
    #expect(error.description == "f.json: $.a\\u{1b}[2J: bad \\u{0}")
  }
}

/// One class of bad input: the files changed, and the error due.
struct BadInput: Sendable {
  let testDescription: String
  let changes: [String: String?]
  var removed: [String] = []
  let file: String
  let path: String
  let problem: String

  private static let scenarioFile = "Fixtures/scenarios/C1.json"
  private static let predictionsFile = "Fixtures/predictions/Alpha.json"

  private static func scenario(
    _ description: String, _ from: String, _ to: String, path: String, problem: String
  ) -> BadInput {
    BadInput(
      testDescription: description,
      changes: [
        "scenarios/C1.json": FixtureLoaderTests.scenario.replacingOccurrences(of: from, with: to)
      ],
      file: scenarioFile, path: path, problem: problem)
  }

  private static func predictions(
    _ description: String, _ from: String, _ to: String, path: String, problem: String
  ) -> BadInput {
    BadInput(
      testDescription: description,
      changes: [
        "predictions/Alpha.json": FixtureLoaderTests.predictions.replacingOccurrences(
          of: from, with: to)
      ],
      file: predictionsFile, path: path, problem: problem)
  }

  static let all: [BadInput] = [
    scenario(
      "an unknown field", "\"title\": \"OK\"", "\"title\": \"OK\", \"colour\": 1",
      path: "$.alert.actions[0].colour", problem: "unknown field 'colour'"),
    scenario(
      "a missing field", "\"group\": \"cancel\", ", "", path: "$",
      problem: "missing required field 'group'"),
    scenario(
      "a wrong type", "\"title\": \"T\"", "\"title\": 5", path: "$.alert.title",
      problem: "expected a string"),
    scenario(
      "a need that is none", "\"needs\": [\"alerts\"]", "\"needs\": [\"toasts\"]",
      path: "$.needs[0]", problem: "'toasts' is not one of"),
    scenario(
      "a need given twice", "\"needs\": [\"alerts\"]", "\"needs\": [\"alerts\", \"alerts\"]",
      path: "$.needs", problem: "names a need twice"),
    scenario(
      "no need", "\"needs\": [\"alerts\"]", "\"needs\": []", path: "$.needs",
      problem: "expected at least one item"),
    scenario(
      "an unknown choice", "\"role\": \"cancel\"", "\"role\": \"abort\"",
      path: "$.alert.actions[1].role",
      problem: "'abort' is not one of"),
    scenario(
      "a validation gating an action that is none", "\"role\": \"cancel\" } ] }",
      "\"role\": \"cancel\" } ], \"textFields\": [ { \"placeholder\": \"P\" } ], "
        + "\"validation\": { \"field\": 0, \"minimumLength\": 1, \"actions\": [\"Nope\"] } }",
      path: "$.alert.validation.actions[0]", problem: "'Nope' names no action"),
    scenario(
      "a validation gating a cancel action", "\"role\": \"cancel\" } ] }",
      "\"role\": \"cancel\" } ], \"textFields\": [ { \"placeholder\": \"P\" } ], "
        + "\"validation\": { \"field\": 0, \"minimumLength\": 1, \"actions\": [\"Cancel\"] } }",
      path: "$.alert.validation.actions[0]",
      problem: "'Cancel' is a cancel action, which validation never gates"),
    scenario(
      "a step naming no action", "\"button\": \"Cancel\"", "\"button\": \"Nope\"",
      path: "$.steps[0]",
      problem: "'Nope' names no action"),
    scenario(
      "a step hiding another window the app does not have",
      "{ \"step\": \"tap\", \"button\": \"Cancel\" }", "{ \"step\": \"hideOtherWindow\" }",
      path: "$.steps[0]", problem: "the app has no other window to hide (otherWindow)"),
    scenario(
      "a step closing a presenter the app cannot close",
      "{ \"step\": \"tap\", \"button\": \"Cancel\" }", "{ \"step\": \"closePresenter\" }",
      path: "$.steps[0]",
      problem: "the alert is not shown from a screen the app can close (presenter)"),
    scenario(
      "a window both narrow and wide", "\"title\": \"Cancel runs",
      "\"narrowWindow\": true, \"wideWindow\": true, \"title\": \"Cancel runs",
      path: "$.wideWindow", problem: "a window is narrowed on pad or widened on phone, never both"),
    scenario(
      "a second alert on the screen that names no alert", "\"title\": \"Cancel runs",
      "\"alsoOnScreen\": \"Nope\", \"title\": \"Cancel runs", path: "$.alsoOnScreen",
      problem: "'Nope' names no alert of otherAlerts"),
    scenario(
      "an item on an alert other than the scenario's own", "\"title\": \"Cancel runs",
      "\"otherAlerts\": { \"next\": { \"title\": \"N\", \"item\": \"Report.pdf\", "
        + "\"actions\": [ { \"title\": \"OK\" } ] } }, \"title\": \"Cancel runs",
      path: "$.otherAlerts.next.item",
      problem: "only the scenario's own alert has an item its handlers act on"),
    scenario(
      "an empty item", "\"title\": \"T\"", "\"title\": \"T\", \"item\": \"\"",
      path: "$.alert.item", problem: "must not be empty"),
    scenario(
      "an ideal naming no action", "\"handlers\": [\"Cancel\"]", "\"handlers\": [\"Nope\"]",
      path: "$.ideal.handlers",
      problem: "'Nope' names no action"),
    predictions(
      "a prediction for the rest that also names a behaviour", "{ \"behaviour\": \"C1\",",
      "{ \"behaviour\": \"C1\", \"otherwise\": true,", path: "$.predictions[0]",
      problem: "a prediction names its cells by 'behaviour', by 'group' or by 'otherwise'"),
    predictions(
      "a prediction for the rest set false", "{ \"behaviour\": \"C1\",",
      "{ \"otherwise\": false,", path: "$.predictions[0].otherwise",
      problem: "'otherwise' is true or left out"),
    predictions(
      "two predictions for the rest of one cell", "{ \"behaviour\": \"C1\",",
      "{ \"otherwise\": true, \"os\": [7], \"outcome\": \"hang\", \"reason\": \"why\", "
        + "\"sources\": [\"AV12\"] }, { \"otherwise\": true,",
      path: "$.predictions[1]",
      problem: "covers C1 on iOS 7 phone, as an earlier prediction for the rest (otherwise) does"),
    predictions(
      "a prediction of what the rule predicts", "\"outcome\": \"fail\"",
      "\"outcome\": \"unavailable\"", path: "$.predictions[0].outcome",
      problem: "a cell is unavailable by the rule alone"),
    scenario(
      "a preferred action that is none", "\"handlers\": [\"Cancel\"]",
      "\"handlers\": [\"Cancel\"], \"drawn\": { \"preferred\": \"Nope\" }",
      path: "$.ideal.drawn.preferred", problem: "'Nope' names no action"),
    scenario(
      "an app extension's scenario that bears on another need", "\"title\": \"Cancel runs",
      "\"appExtension\": true, \"title\": \"Cancel runs", path: "$.needs",
      problem: "the scenario runs in an app extension (appExtension), and its needs do not name it"),
    scenario(
      "the appExtension need where no extension runs", "\"needs\": [\"alerts\"]",
      "\"needs\": [\"appExtension\"]", path: "$.needs",
      problem: "names appExtension, and the scenario runs in no app extension"),
    scenario(
      "an app extension's scenario that bears on the extension and another need",
      "\"needs\": [\"alerts\"]",
      "\"needs\": [\"appExtension\", \"alerts\"], \"appExtension\": true",
      path: "$.needs", problem: "an app extension's scenario bears on the appExtension need alone"),
    scenario(
      "an app extension with no view controller", "\"needs\": [\"alerts\"]",
      "\"needs\": [\"appExtension\"], \"appExtension\": true, \"presenter\": \"none\"",
      path: "$.presenter",
      problem: "an app extension always has its own view controller at hand"),
    scenario(
      "an interruption ended twice", "\"steps\": [ { \"step\": \"tap\", \"button\": \"Cancel\" } ]",
      "\"systemState\": \"interrupted\", \"steps\": [ { \"step\": \"endInterruption\" }, "
        + "{ \"step\": \"endInterruption\" } ]",
      path: "$.steps[1]", problem: "no interruption is under way"),
    scenario(
      "a key given twice", "\"group\": \"cancel\"", "\"group\": \"cancel\", \"group\": \"index\"",
      path: "$.group", problem: "the key 'group' is given twice in one object (line 2, column"),
    scenario(
      "invalid JSON", "\"steps\": [", "\"steps\": [[", path: "$.steps",
      problem: "',' or ']' was expected (line 5, column 10)"),
    scenario(
      "an id that is not the file name", "\"id\": \"C1\"", "\"id\": \"C2\"", path: "$.id",
      problem: "the id 'C2' differs from the file name 'C1.json'"),
    scenario(
      "a title of two lines", "Cancel runs its handler", "Cancel runs\\nits handler",
      path: "$.title",
      problem: "must be one line"),
    scenario(
      "a count past its bound", "{ \"step\": \"tap\", \"button\": \"Cancel\" }",
      "{ \"step\": \"delete\", \"count\": 1e15, \"field\": 0 }", path: "$.steps[0].count",
      problem: "1000000000000000 is more than the limit of 1000"),
    scenario(
      "ten thousand actions", "{ \"title\": \"OK\" }, ",
      (0..<10_000).map { "{ \"title\": \"A\($0)\" }, " }.joined(), path: "$.alert.actions",
      problem: "10001 items are more than the limit of 50"),
    scenario(
      "a NUL in a title", "Cancel runs its handler", "Cancel\\u0000runs", path: "$.title",
      problem: "must be one line with no control character (found U+0000)"),
    scenario(
      "an escape sequence in a title", "Cancel runs its handler", "\\u001b[31mred",
      path: "$.title", problem: "must be one line with no control character (found U+001B)"),
    scenario(
      "a line separator in an action title", "\"title\": \"OK\"", "\"title\": \"O\\u2028K\"",
      path: "$.alert.actions[0].title", problem: "must be one line with no control character"),
    scenario(
      "one character of 2,000 combining accents", "Cancel runs its handler",
      "e" + String(repeating: "\u{301}", count: 2_000), path: "$.title",
      problem: "is longer than 1000 Unicode scalars"),
    scenario(
      "an empty action title", "\"title\": \"OK\"", "\"title\": \"\"",
      path: "$.alert.actions[0].title", problem: "must not be empty"),
    scenario(
      "a list past its bound", "\"handlers\": [\"Cancel\"]",
      "\"handlers\": [" + Array(repeating: "\"Cancel\"", count: 101).joined(separator: ",") + "]",
      path: "$.ideal.handlers", problem: "101 items are more than the limit of 100"),
    scenario(
      "an id with a table's bar", "\"id\": \"C1\"", "\"id\": \"C1|x\"", path: "$.id",
      problem: "'C1|x' is not an id"),
    scenario(
      "20,000 nested arrays", "\"steps\": [", "\"steps\": " + String(repeating: "[", count: 20_000),
      path: "$.steps" + String(repeating: "[0]", count: 63),
      problem: "arrays and objects nest more than 64 deep"),
    scenario(
      "a lone surrogate", "Cancel runs its handler", "\\uD800\\u0041", path: "$.title",
      problem: "a high surrogate must be followed by a low surrogate (line 2, column"),
    scenario(
      "an ideal exception that selects nothing", "\"ideal\": { \"handlers\": [\"Cancel\"] }",
      """
      "ideal": { "handlers": ["Cancel"] }, "idealExceptions": [ { "os": [8], "lifecycle": ["scenes"],
        "reason": "r", "sources": ["AS4"], "ideal": { "handlers": [] } } ]
      """, path: "$.idealExceptions[0]", problem: "os, idiom and lifecycle select no environment"),
    BadInput(
      testDescription: "a file over 1 MiB",
      changes: [
        "scenarios/C1.json": FixtureLoaderTests.scenario + String(repeating: " ", count: 1 << 20)
      ],
      file: scenarioFile, path: "$",
      problem:
        "\(FixtureLoaderTests.scenario.utf8.count + 1 << 20) bytes are more than the limit of 1048576"
    ),
    BadInput(
      testDescription: "a file that is not .json", changes: ["scenarios/C2.JSON": "{}"],
      file: "Fixtures/scenarios/C2.JSON", path: "$", problem: "not a .json file"),
    BadInput(
      testDescription: "a subfolder", changes: ["scenarios/more": nil],
      file: "Fixtures/scenarios/more",
      path: "$", problem: "a folder"),
    BadInput(
      testDescription: "an empty matrix", changes: [:], removed: ["scenarios/C1.json"],
      file: "Fixtures/scenarios", path: "$", problem: "no scenario"),
    predictions(
      "a prediction for no scenario", "\"C1\"", "\"Z9\"", path: "$.predictions[0]",
      problem: "behaviour 'Z9' has no scenario"),
    predictions(
      "an empty selector", "[7]", "[]", path: "$.predictions[0].os",
      problem: "expected at least one item, found an empty list"),
    predictions(
      "a prediction that can never apply", "\"os\": [7]",
      "\"os\": [7], \"lifecycle\": [\"scenes\"]",
      path: "$.predictions[0]", problem: "os, idiom and lifecycle select no environment"),
    predictions(
      "a pinned check that is no check", "\"outcome\": \"fail\"",
      "\"outcome\": \"fail\", \"check\": \"nope\"",
      path: "$.predictions[0].check", problem: "'nope' is not one of 'appeared'"),
    predictions(
      "an exception pinned on a failure", "\"outcome\": \"fail\"",
      "\"outcome\": \"fail\", \"exception\": \"NSRangeException\"",
      path: "$.predictions[0].exception", problem: "only a crash has an exception"),
    predictions(
      "a check and an exception pinned", "\"outcome\": \"fail\"",
      "\"outcome\": \"crash\", \"check\": \"freed\", \"exception\": \"NSRangeException\"",
      path: "$.predictions[0]", problem: "a prediction pins a 'check' or an 'exception', not both"),
    predictions(
      "the words a prediction once pinned", "\"outcome\": \"fail\"",
      "\"outcome\": \"fail\", \"detail\": \"never appeared\"",
      path: "$.predictions[0].detail", problem: "a prediction no longer pins words"),
    predictions(
      "a made-up source", "\"AV12\"", "\"AV99\"", path: "$.predictions[0].sources[0]",
      problem: "unknown source 'AV99'"),
    predictions(
      "two predictions for one cell", "\"AV12\"] } ] }",
      "\"AV12\"] }, { \"behaviour\": \"C1\", \"outcome\": \"crash\", \"reason\": \"r\", \"sources\": [\"AV5\"] } ] }",
      path: "$.predictions[1]", problem: "covers C1 on iOS 7 phone"),
    BadInput(
      testDescription: "a missing predictions file", changes: [:],
      removed: ["predictions/Alpha.json"],
      file: "Fixtures/predictions/Alpha.json", path: "$", problem: "missing: every approach"),
  ]
}
