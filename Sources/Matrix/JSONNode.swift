import JSON

/// A JSON value at a known place in a known file: every read either gives the expected
/// type or throws a `FixtureError` naming the file and the path.
public struct JSONNode {
  public let value: JSONValue
  public let path: String
  public let file: String

  public init(value: JSONValue, path: String, file: String) {
    self.value = value
    self.path = path
    self.file = file
  }

  public func error(_ problem: String) -> FixtureError {
    FixtureError(file: file, path: path, problem: problem)
  }

  public func object() throws -> JSONObject {
    guard case .object(let fields) = value else {
      throw error("expected an object, found \(value.kind)")
    }
    return JSONObject(fields: fields, path: path, file: file)
  }

  public func array() throws -> [JSONNode] {
    guard case .array(let items) = value else {
      throw error("expected an array, found \(value.kind)")
    }
    return items.enumerated().map { index, item in
      JSONNode(value: item, path: "\(path)[\(index)]", file: file)
    }
  }

  /// A list of fixture data: an array of at most `FixtureLimits.items` items.
  func list() throws -> [JSONNode] {
    try list(atMost: FixtureLimits.items)
  }

  /// A list that must hold at least one item: an empty list would silently mean "all" or
  /// "none".
  func nonEmptyList() throws -> [JSONNode] {
    let items = try list()
    guard !items.isEmpty else { throw error("expected at least one item, found an empty list") }
    return items
  }

  /// A text, or a list of texts (at least one).
  func texts() throws -> [String] {
    if case .string = value { return [try text()] }
    return try nonEmptyList().map { try $0.text() }
  }

  /// Any string, unchecked: for the workers' reports, which this program wrote.
  public func string() throws -> String {
    guard case .string(let text) = value else {
      throw error("expected a string, found \(value.kind)")
    }
    return text
  }

  /// A string naming a document of `SourceCatalog` or one of these fact ids.
  func knownSource(facts: Set<String>) throws -> String {
    let source = try text()
    if let problem = SourceCatalog.problem(with: source, facts: facts) { throw error(problem) }
    return source
  }

  /// Whether the value is null.
  public var isNull: Bool {
    if case .null = value { return true }
    return false
  }

  /// A string, or nil for null.
  public func optionalString() throws -> String? {
    isNull ? nil : try string()
  }

  public func bool() throws -> Bool {
    guard case .bool(let flag) = value else {
      throw error("expected a boolean, found \(value.kind)")
    }
    return flag
  }

  public func int() throws -> Int {
    guard case .number(let number) = value, let whole = Int(exactly: number), whole >= 0 else {
      throw error("expected a whole number of 0 or more, found \(value.kind)")
    }
    return whole
  }

  /// A whole number from 0 to `limit`: counts are bounded, so that no step can run for
  /// ever.
  public func int(atMost limit: Int) throws -> Int {
    let whole = try int()
    guard whole <= limit else { throw error("\(whole) is more than the limit of \(limit)") }
    return whole
  }

  /// A fixture's text: one line with no control character, of 1 to
  /// `FixtureLimits.textLength` Unicode scalars (not characters, which combining marks
  /// can make unbounded), empty only where `allowingEmpty` says an empty text means
  /// something. It goes into tables, headings and the terminal.
  func text(allowingEmpty: Bool = false) throws -> String {
    let text = try string()
    guard allowingEmpty || !text.isEmpty else { throw error("must not be empty") }
    if let control = text.unicodeScalars.first(where: Self.isControlOrLineBreak) {
      throw error(
        "must be one line with no control character (found U+\(Self.hex(control.value)))")
    }
    guard text.unicodeScalars.count <= FixtureLimits.textLength else {
      throw error("is longer than \(FixtureLimits.textLength) Unicode scalars")
    }
    return text
  }

  /// C0 and C1 controls, DEL, and the line and paragraph separators.
  private static func isControlOrLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}"
      || scalar == "\u{2029}"
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// A list of at most `limit` items.
  func list(atMost limit: Int) throws -> [JSONNode] {
    let items = try array()
    guard items.count <= limit else {
      throw error("\(items.count) items are more than the limit of \(limit)")
    }
    return items
  }

  /// A string that must be one of a type's raw values.
  public func choice<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type) throws -> Choice
  where Choice.RawValue == String {
    try choice(type, named: \.rawValue)
  }

  /// A string that must name one of a type's cases.
  public func choice<Choice: CaseIterable>(_ type: Choice.Type, named name: (Choice) -> String)
    throws -> Choice
  {
    let text = try text()
    guard let choice = Choice.allCases.first(where: { name($0) == text }) else {
      let allowed = Choice.allCases.map { "'\(name($0))'" }.joined(separator: ", ")
      throw error("'\(text)' is not one of \(allowed)")
    }
    return choice
  }
}

/// A JSON object whose keys are read one by one; `finish()` rejects the keys never read.
public final class JSONObject {
  private let fields: [String: JSONValue]
  private let path: String
  private let file: String
  private var readKeys: Set<String> = []

  public init(fields: [String: JSONValue], path: String, file: String) {
    self.fields = fields
    self.path = path
    self.file = file
  }

  /// Every key, sorted; reading them all this way leaves none unknown.
  var keys: [String] {
    let all = fields.keys.sorted()
    readKeys.formUnion(all)
    return all
  }

  /// The value under a key that must be present.
  public func required(_ key: String) throws -> JSONNode {
    guard let node = optional(key) else {
      throw FixtureError(file: file, path: path, problem: "missing required field '\(key)'")
    }
    return node
  }

  /// The value under a key, or nil when it is absent.
  public func optional(_ key: String) -> JSONNode? {
    readKeys.insert(key)
    return fields[key].map { JSONNode(value: $0, path: "\(path).\(key)", file: file) }
  }

  /// A problem with the object as a whole.
  public func error(_ problem: String) -> FixtureError {
    FixtureError(file: file, path: path, problem: problem)
  }

  /// Throws for any key that was never read: an unknown field.
  public func finish() throws {
    let unknown = Set(fields.keys).subtracting(readKeys).sorted()
    guard let first = unknown.first else { return }
    let known = readKeys.sorted().joined(separator: ", ")
    throw FixtureError(
      file: file, path: "\(path).\(first)", problem: "unknown field '\(first)' (known: \(known))")
  }
}
