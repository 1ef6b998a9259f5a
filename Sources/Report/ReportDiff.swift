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
  public static let readableSchemaVersions = [6, 7, 8, 9, 10, 11]

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
    /// Whether it is the outcome's.
    var isOutcome: Bool { if case .outcome = self { true } else { false } }
    case outcome(Outcome, Outcome)
    /// The findings in words (the cell's `details`), in order.
    case findings([String], [String])
    /// The fact ids of the modelling choices the outcome rests on, first taken first.
    case choices([String], [String])
  }

  /// What happened to one cell.
  public enum Change: Sendable, Equatable {
    /// Whether the cell is new.
    var isAdded: Bool { if case .added = self { true } else { false } }
    /// Whether the cell is in both reports.
    var isChanged: Bool { if case .changed = self { true } else { false } }

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
  /// Each recommendation ("need · kind of app") whose first choice differs, with the old and
  /// new first choice (nil for none, or a report without it), in the new report's order.
  public let recommendationChanges: [(recommendation: String, old: String?, new: String?)]

  public static func == (lhs: ReportDiff, rhs: ReportDiff) -> Bool {
    lhs.changes == rhs.changes && lhs.oldCellCount == rhs.oldCellCount
      && lhs.environmentNames == rhs.environmentNames
      && lhs.newCellCount == rhs.newCellCount
      && lhs.recommendationChanges.elementsEqual(rhs.recommendationChanges) { $0 == $1 }
  }

  /// Each environment's name by its key, the new report's where both have it.
  private let environmentNames: [String: String]

  /// How many cells the summary names of those whose outcome left pass.
  public static let regressionsNamed = 5

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
    environmentNames = before.environmentNames.merging(after.environmentNames) { _, new in new }
    let oldFirst = Dictionary(before.recommendations, uniquingKeysWith: { first, _ in first })
    var seen: Set<String> = []
    recommendationChanges = (after.recommendations + before.recommendations).compactMap {
      key, _ in
      guard seen.insert(key).inserted else { return nil }
      let old = oldFirst[key] ?? nil
      let new = after.recommendations.first { $0.key == key }?.first ?? nil
      return old == new ? nil : (key, old, new)
    }
  }

  /// The changes in words: an approach's id, each of its scenarios indented below it, and
  /// below each scenario a line per changed cell, "iOS 7 phone: fail -> pass", and one line
  /// for its cells added and one for those removed ("12 environments: added (10 pass, 2
  /// unavailable)"). With `outcomesOnly`, only the cells whose outcome changed, and only that.
  public func lines(outcomesOnly: Bool = false) -> [String] {
    var lines: [String] = []
    var last: CellKey?
    var index = changes.startIndex
    while index < changes.endIndex {
      let change = changes[index]
      let cell = change.cell
      // A run of cells of one approach and scenario all added, or all removed.
      var end = changes.index(after: index)
      if !change.change.isChanged {
        while end < changes.endIndex, changes[end].cell.approach == cell.approach,
          changes[end].cell.scenario == cell.scenario,
          changes[end].change.isAdded == change.change.isAdded, !changes[end].change.isChanged
        {
          end = changes.index(after: end)
        }
      }
      defer { index = end }
      let text: String
      if case .changed(let differences) = change.change {
        let shown = outcomesOnly ? differences.filter(\.isOutcome) : differences
        guard !shown.isEmpty else { continue }
        text = "\(PrintableText.cut(name(of: cell))): \(Self.words(.changed(shown)))"
      } else if outcomesOnly {
        continue
      } else if end - index == 1 {
        text = "\(PrintableText.cut(name(of: cell))): \(Self.words(change.change))"
      } else {
        text = "\(end - index) environments: " + Self.collapsed(changes[index..<end])
      }
      if cell.approach != last?.approach {
        lines.append(PrintableText.cut(cell.approach))
      }
      if cell.approach != last?.approach || cell.scenario != last?.scenario {
        lines.append("  " + PrintableText.cut(cell.scenario))
      }
      lines.append("    " + text)
      last = cell
    }
    return lines
  }

  /// "added (10 pass, 2 unavailable)" or "removed (was 3 fail)" for cells all added or all
  /// removed.
  private static func collapsed(_ changes: ArraySlice<CellChange>) -> String {
    var outcomes: [Outcome] = []
    for change in changes {
      switch change.change {
      case .added(let outcome), .removed(let outcome): outcomes.append(outcome)
      case .changed: break
      }
    }
    let tally = Outcome.allCases.compactMap { outcome -> String? in
      let count = outcomes.count { $0 == outcome }
      return count == 0 ? nil : "\(count) \(outcome.rawValue)"
    }.joined(separator: ", ")
    return changes.first?.change.isAdded == true ? "added (\(tally))" : "removed (was \(tally))"
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

  /// What a person reads first, in at most 20 lines: the counts; the outcome changes by kind,
  /// naming the first cells that no longer pass; the cells added and removed, counted by
  /// approach, scenario and environment; and the first choices that changed.
  public var summaryLines: [String] {
    var lines = [summary]
    var kinds: [(kind: String, count: Int)] = []
    var regressions: [(cell: CellKey, now: Outcome)] = []
    for change in changes {
      guard case .changed(let differences) = change.change else { continue }
      for case .outcome(let old, let new) in differences {
        let kind = "\(old.rawValue) -> \(new.rawValue)"
        if let index = kinds.firstIndex(where: { $0.kind == kind }) {
          kinds[index].count += 1
        } else {
          kinds.append((kind, 1))
        }
        if old == .pass { regressions.append((change.cell, new)) }
      }
    }
    lines.append(
      "Outcomes changed: "
        + (kinds.isEmpty
          ? "none"
          : kinds.map { "\(RunSummary.grouped($0.count)) \($0.kind)" }.joined(separator: ", ")))
    for regression in regressions.prefix(Self.regressionsNamed) {
      let cell = regression.cell
      lines.append(
        "  "
          + [cell.approach, cell.scenario, name(of: cell)].map(PrintableText.cut)
          .joined(separator: " · ") + ": pass -> \(regression.now.rawValue)")
    }
    if regressions.count > Self.regressionsNamed {
      lines.append("  and \(regressions.count - Self.regressionsNamed) more that no longer pass")
    }
    lines += counted("Added", changes.filter(\.change.isAdded).map(\.cell))
    lines += counted(
      "Removed", changes.filter { !$0.change.isAdded && !$0.change.isChanged }.map(\.cell))
    lines.append(
      "First choices changed: "
        + (recommendationChanges.isEmpty ? "none" : "\(recommendationChanges.count)"))
    for change in recommendationChanges.prefix(2) {
      lines.append(
        "  \(PrintableText.cut(change.recommendation)): "
          + "\(PrintableText.cut(change.old ?? "none")) -> \(PrintableText.cut(change.new ?? "none"))"
      )
    }
    if recommendationChanges.count > 2 {
      lines.append("  and \(recommendationChanges.count - 2) more")
    }
    return lines
  }

  /// A cell's environment as a person reads it: its name, where a report gives one.
  private func name(of cell: CellKey) -> String {
    environmentNames[cell.environment] ?? cell.environment
  }

  /// "Added: 84 cells", then by approach, scenario and environment, the three largest each.
  private func counted(_ label: String, _ cells: [CellKey]) -> [String] {
    guard !cells.isEmpty else { return ["\(label): none"] }
    func largest(_ name: String, _ key: (CellKey) -> String) -> String {
      var counts: [(key: String, count: Int)] = []
      var index: [String: Int] = [:]
      for cell in cells {
        let value = key(cell)
        if let at = index[value] {
          counts[at].count += 1
        } else {
          index[value] = counts.count
          counts.append((value, 1))
        }
      }
      let sorted = counts.enumerated().sorted {
        ($0.element.count, -$0.offset) > ($1.element.count, -$1.offset)
      }.map(\.element)
      let named = sorted.prefix(3).map {
        "\(PrintableText.cut($0.key)) \(RunSummary.grouped($0.count))"
      }
      return "  by \(name): " + named.joined(separator: ", ")
        + (sorted.count > 3 ? " and \(sorted.count - 3) more" : "")
    }
    return [
      "\(label): \(RunSummary.grouped(cells.count)) " + (cells.count == 1 ? "cell" : "cells"),
      largest("approach", \.approach), largest("scenario", \.scenario),
      largest("environment", name(of:)),
    ]
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
    // A FIFO or a device could block the read for ever: only a regular file is read.
    let type =
      (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    guard type == .typeRegular else {
      throw refusal("not a regular file (a FIFO, a device or a socket)")
    }
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
    /// Each environment's name, by the key a cell has: its stable id where the report's
    /// environments give one.
    var environmentNames: [String: String] = [:]
    /// Each recommendation's key ("need · kind of app") and first choice, in order.
    var recommendations: [(key: String, first: String?)] = []
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
    // A cell names its environment by id (schema 10) or by name (before): both are read as
    // the stable id, so that a renamed environment is still the same cell.
    var environmentKeys: [String: String] = [:]
    for node in try root.optional("environments")?.array() ?? [] {
      let entry = try node.object()
      let name = try entry.required("name").string()
      let id: String
      if let idNode = entry.optional("id") {
        id = try idNode.string()
      } else {
        guard
          let environment = MatrixEnvironment(
            os: try entry.required("os").int(), idiom: try entry.required("idiom").string(),
            lifecycle: try entry.required("lifecycle").string())
        else { throw node.error("an environment the matrix does not have") }
        id = environment.id.rawValue
      }
      environmentKeys[id] = id
      environmentKeys[name] = id
      cells.environmentNames[id] = name
    }
    var indices: [CellKey: Int] = [:]
    var readDetails: [String: [String]] = [:]
    for node in try root.required("cells").array() {
      let cell = try node.object()
      let environmentNode = try cell.required("environment")
      let environment = try environmentNode.string()
      if !environmentKeys.isEmpty, environmentKeys[environment] == nil {
        throw environmentNode.error(
          "\(PrintableText.quoted(environment)) is no environment of $.environments")
      }
      let key = CellKey(
        approach: try cell.required("approach").string(),
        scenario: try cell.required("scenario").string(),
        environment: environmentKeys[environment] ?? environment)
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
        if let read = readDetails[id] {
          findings = read
        } else {
          guard let list = details.optional(id) else {
            throw reference.error("\(PrintableText.quoted(id)) is not an id of $.details")
          }
          // A list many cells share is read, and held, once.
          findings = try list.array().map { try $0.string() }
          readDetails[id] = findings
        }
      }
      let choices = try cell.optional("choices")?.array().map { try $0.string() } ?? []
      cells.order.append(key)
      cells.records[key] = CellRecord(outcome: outcome, findings: findings, choices: choices)
    }
    for node in try root.optional("recommendations")?.array() ?? [] {
      let entry = try node.object()
      let first = try entry.required("recommended")
      cells.recommendations.append(
        (
          try entry.required("need").string() + " · " + entry.required("app").string(),
          first.value == .null ? nil : try first.string()
        ))
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
    let (oldSet, newSet) = (Set(old), Set(new))
    var gone = old.filter { !newSet.contains($0) }
    var come = new.filter { !oldSet.contains($0) }
    if gone.isEmpty && come.isEmpty {
      (gone, come) = (old, new)
    }
    let quote = { (texts: [String]) in
      texts.isEmpty ? "none" : texts.map { "\"\(PrintableText.cut($0))\"" }.joined(separator: ", ")
    }
    return "\(noun("finding", gone, come)) changed: \(quote(gone)) -> \(quote(come))"
  }

  /// The noun, plural when either side has more than one.
  private static func noun(_ word: String, _ old: [String], _ new: [String]) -> String {
    max(old.count, new.count) > 1 ? word + "s" : word
  }

  /// Texts from a file, escaped and joined, or "none".
  private static func list(_ texts: [String]) -> String {
    texts.isEmpty ? "none" : texts.map(PrintableText.cut).joined(separator: ", ")
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
