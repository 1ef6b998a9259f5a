import Foundation
import JSON
import Matrix

/// What changed from one REPORT.json to another, cell by cell: the cells whose outcome,
/// findings or modelling choices differ, and the cells only one of them has, in report order,
/// with the words `alertlab diff` prints. It reads the two texts, not the run: a report of
/// another machine or another commit compares as well as the checked-in one.
public struct ReportDiff: Sendable, Equatable {
  /// The schema versions whose cells this reads. Schema 6 writes cells as 7 does; the two
  /// differ only in their observations, which a diff does not compare. A new version is
  /// added here once its cells are known to read alike.
  public static let readableSchemaVersions = [6, 7, 8, 9, 10]

  /// The largest file read, in bytes: 30 times today's report, and a bound on the memory a
  /// hostile file can take.
  public static let maximumFileSize = 1 << 26

  /// A cell's place in the matrix.
  public struct CellKey: Hashable, Sendable {
    public let approach: String
    public let scenario: String
    public let environment: String

    public init(approach: String, scenario: String, environment: String) {
      self.approach = approach
      self.scenario = scenario
      self.environment = environment
    }
  }

  /// One way a cell present in both reports differs, from the old value to the new one.
  public enum Difference: Sendable, Equatable {
    case outcome(Outcome, Outcome)
    /// The findings in words (the cell's `details`), in order.
    case findings([String], [String])
    /// The fact ids of the modelling choices the outcome rests on, first taken first.
    case choices([String], [String])
  }

  /// What happened to one cell.
  public enum Change: Sendable, Equatable {
    /// Only the new report has the cell; its outcome.
    case added(Outcome)
    /// Only the old report has the cell; its outcome there.
    case removed(Outcome)
    /// Both have it, and it differs in these ways (at least one), in the order above.
    case changed([Difference])
  }

  /// A cell and what happened to it.
  public struct CellChange: Sendable, Equatable {
    public let cell: CellKey
    public let change: Change

    public init(cell: CellKey, change: Change) {
      self.cell = cell
      self.change = change
    }
  }

  /// A refusal of a file that cannot be read or is not a REPORT.json: the file as it was
  /// named, the JSON path of the field at fault (nil when the file itself is), and why.
  public struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
    public let file: String
    public let field: String?
    public let problem: String

    public init(file: String, field: String?, problem: String) {
      self.file = file
      self.field = field
      self.problem = problem
    }

    /// One line, with any control character of a name shown as an escape.
    public var description: String {
      PrintableText.escaped([file, field, problem].compactMap { $0 }.joined(separator: ": "))
    }
  }

  /// Every changed, added or removed cell, grouped by approach, then scenario, in report
  /// order (the new report's, then the old one's for what it alone has).
  public let changes: [CellChange]
  /// How many cells each report has.
  public let oldCellCount: Int
  public let newCellCount: Int

  /// Compares two REPORT.json texts, each with the name a refusal gives it.
  public init(old: [UInt8], named oldName: String, new: [UInt8], named newName: String)
    throws(Refusal)
  {
    try self.init(
      old: Self.parse(old, file: oldName), named: oldName, new: Self.parse(new, file: newName),
      named: newName)
  }

  /// Compares two parsed REPORT.json documents, each with the name a refusal gives it.
  public init(old: JSONValue, named oldName: String, new: JSONValue, named newName: String)
    throws(Refusal)
  {
    let before = try Self.cells(of: old, file: oldName)
    let after = try Self.cells(of: new, file: newName)
    var changes: [CellChange] = []
    for key in after.order {
      let record = after.records[key]!
      guard let earlier = before.records[key] else {
        changes.append(CellChange(cell: key, change: .added(record.outcome)))
        continue
      }
      let differences = earlier.differences(to: record)
      if !differences.isEmpty {
        changes.append(CellChange(cell: key, change: .changed(differences)))
      }
    }
    for key in before.order where after.records[key] == nil {
      changes.append(CellChange(cell: key, change: .removed(before.records[key]!.outcome)))
    }
    let order = ReportOrder(after.order + before.order)
    self.changes = changes.sorted { order.rank($0.cell) < order.rank($1.cell) }
    oldCellCount = before.order.count
    newCellCount = after.order.count
  }

  /// The changes in words: an approach's id, each of its scenarios indented below it, and
  /// below each scenario a line per cell, "iOS 7 phone: fail -> pass".
  public var lines: [String] {
    var lines: [String] = []
    var last: CellKey?
    for change in changes {
      let cell = change.cell
      if cell.approach != last?.approach {
        lines.append(PrintableText.escaped(cell.approach))
      }
      if cell.approach != last?.approach || cell.scenario != last?.scenario {
        lines.append("  " + PrintableText.escaped(cell.scenario))
      }
      lines.append(
        "    \(PrintableText.escaped(cell.environment)): \(Self.words(change.change))")
      last = cell
    }
    return lines
  }

  /// The closing line: "7,560 cells before, 7,644 after: 3 changed, 84 added, 0 removed".
  public var summary: String {
    var tally = (changed: 0, added: 0, removed: 0)
    for change in changes {
      switch change.change {
      case .changed: tally.changed += 1
      case .added: tally.added += 1
      case .removed: tally.removed += 1
      }
    }
    let counts =
      changes.isEmpty
      ? "nothing changed"
      : "\(RunSummary.grouped(tally.changed)) changed, \(RunSummary.grouped(tally.added)) added, "
        + "\(RunSummary.grouped(tally.removed)) removed"
    let before = RunSummary.grouped(oldCellCount) + (oldCellCount == 1 ? " cell" : " cells")
    return "\(before) before, \(RunSummary.grouped(newCellCount)) after: \(counts)"
  }

  /// The contents of a file, or a refusal naming it: missing, a folder, unreadable or larger
  /// than `maximumFileSize`. It reads at most one byte past the bound, whatever the file.
  public static func contents(ofFile path: String) throws(Refusal) -> [UInt8] {
    func refusal(_ problem: String) -> Refusal {
      Refusal(file: path, field: nil, problem: problem)
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw refusal("no such file")
    }
    guard !isFolder.boolValue else { throw refusal("a folder, not a file") }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw refusal("cannot open the file")
    }
    defer { try? handle.close() }
    let data: Data?
    do {
      data = try handle.read(upToCount: maximumFileSize + 1)
    } catch {
      throw refusal("cannot read the file")
    }
    let bytes = [UInt8](data ?? Data())
    guard bytes.count <= maximumFileSize else {
      throw refusal("larger than the limit of \(RunSummary.grouped(maximumFileSize)) bytes")
    }
    return bytes
  }

  /// The document, or a refusal saying where it is not JSON.
  private static func parse(_ bytes: [UInt8], file: String) throws(Refusal) -> JSONValue {
    do {
      return try JSONParser.parse(bytes)
    } catch {
      throw Refusal(
        file: file, field: error.path,
        problem: "\(error.problem) (line \(error.line), column \(error.column))")
    }
  }

  /// What a diff compares of a cell.
  private struct CellRecord {
    let outcome: Outcome
    let findings: [String]
    let choices: [String]

    func differences(to new: CellRecord) -> [Difference] {
      var differences: [Difference] = []
      if outcome != new.outcome { differences.append(.outcome(outcome, new.outcome)) }
      if findings != new.findings { differences.append(.findings(findings, new.findings)) }
      if choices != new.choices { differences.append(.choices(choices, new.choices)) }
      return differences
    }
  }

  /// A report's cells: each once, in the report's order.
  private struct Cells {
    var order: [CellKey] = []
    var records: [CellKey: CellRecord] = [:]
  }

  /// A report's cells in its order, each checked: a schema version this reads, the fields a
  /// diff compares of the types docs/ReportJSON.md gives, every details id in `details`,
  /// and no cell twice. The fields are read as the fixtures are, by `JSONNode`, whose
  /// errors name the path; a refusal says them for this file.
  private static func cells(of document: JSONValue, file: String) throws(Refusal) -> Cells {
    do {
      return try readCells(of: JSONNode(value: document, path: "$", file: file))
    } catch let error as FixtureError {
      throw Refusal(file: error.file, field: error.path, problem: error.problem)
    } catch {
      throw Refusal(file: file, field: nil, problem: "\(error)")
    }
  }

  private static func readCells(of document: JSONNode) throws -> Cells {
    let root = try document.object()
    let versionField = try root.required("schemaVersion")
    guard case .number(let number) = versionField.value else {
      throw versionField.error("expected a whole number, found \(versionField.value.kind)")
    }
    guard let version = Int(exactly: number) else {
      throw versionField.error("expected a whole number, found \(number)")
    }
    guard readableSchemaVersions.contains(version) else {
      let versions = readableSchemaVersions.map(String.init)
      let readable =
        versions.count > 1
        ? versions.dropLast().joined(separator: ", ") + " and " + versions.last! : versions[0]
      throw versionField.error(
        "schema version \(version); this command reads versions \(readable)")
    }
    let details = try root.required("details").object()
    var cells = Cells()
    var indices: [CellKey: Int] = [:]
    for node in try root.required("cells").array() {
      let cell = try node.object()
      let key = CellKey(
        approach: try cell.required("approach").string(),
        scenario: try cell.required("scenario").string(),
        environment: try cell.required("environment").string())
      if let earlier = indices.updateValue(cells.order.count, forKey: key) {
        throw node.error("the same approach, scenario and environment as $.cells[\(earlier)]")
      }
      let observed = try cell.required("observed")
      let text = try observed.string()
      guard let outcome = Outcome(rawValue: text) else {
        let allowed = Outcome.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        throw observed.error("\(PrintableText.quoted(text)) is not one of \(allowed)")
      }
      var findings: [String] = []
      if let reference = cell.optional("details") {
        let id = try reference.string()
        guard let list = details.optional(id) else {
          throw reference.error("\(PrintableText.quoted(id)) is not an id of $.details")
        }
        findings = try list.array().map { try $0.string() }
      }
      let choices = try cell.optional("choices")?.array().map { try $0.string() } ?? []
      cells.order.append(key)
      cells.records[key] = CellRecord(outcome: outcome, findings: findings, choices: choices)
    }
    return cells
  }

  /// A change in words: "fail -> pass; finding changed: \"...\" -> none".
  private static func words(_ change: Change) -> String {
    switch change {
    case .added(let outcome): "added (\(outcome.rawValue))"
    case .removed(let outcome): "removed (was \(outcome.rawValue))"
    case .changed(let differences):
      differences.map { difference in
        switch difference {
        case .outcome(let old, let new): "\(old.rawValue) -> \(new.rawValue)"
        case .findings(let old, let new): findingWords(old, new)
        case .choices(let old, let new):
          "\(noun("modelling choice", old, new)) changed: \(list(old)) -> \(list(new))"
        }
      }.joined(separator: "; ")
    }
  }

  /// The findings that differ, each in quotes: those the old cell alone has, then those the
  /// new one alone has; both lists whole when they differ only in order.
  private static func findingWords(_ old: [String], _ new: [String]) -> String {
    var gone = old.filter { !new.contains($0) }
    var come = new.filter { !old.contains($0) }
    if gone.isEmpty && come.isEmpty {
      (gone, come) = (old, new)
    }
    let quote = { (texts: [String]) in list(texts.map { "\"\($0)\"" }) }
    return "\(noun("finding", gone, come)) changed: \(quote(gone)) -> \(quote(come))"
  }

  /// The noun, plural when either side has more than one.
  private static func noun(_ word: String, _ old: [String], _ new: [String]) -> String {
    max(old.count, new.count) > 1 ? word + "s" : word
  }

  /// Texts from a file, escaped and joined, or "none".
  private static func list(_ texts: [String]) -> String {
    texts.isEmpty ? "none" : texts.map(PrintableText.escaped).joined(separator: ", ")
  }
}

/// The report order of cells: approaches, scenarios and environments each ranked by where
/// they first appear in the cells given, so that a diff groups by approach, then scenario.
private struct ReportOrder {
  private var approaches: [String: Int] = [:]
  private var scenarios: [String: Int] = [:]
  private var environments: [String: Int] = [:]

  init(_ cells: [ReportDiff.CellKey]) {
    for cell in cells {
      approaches[cell.approach] = approaches[cell.approach] ?? approaches.count
      scenarios[cell.scenario] = scenarios[cell.scenario] ?? scenarios.count
      environments[cell.environment] = environments[cell.environment] ?? environments.count
    }
  }

  /// The cell's place, to sort by: a cell given to `init`.
  func rank(_ cell: ReportDiff.CellKey) -> (Int, Int, Int) {
    (approaches[cell.approach]!, scenarios[cell.scenario]!, environments[cell.environment]!)
  }
}
