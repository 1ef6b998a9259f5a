import JSON

/// A JSON value at a known place in a known file: every read either gives the expected
/// type or throws a `FixtureError` naming the file and the path.
struct JSONNode {
  let value: JSONValue
  let path: String
  let file: String

  func error(_ problem: String) -> FixtureError {
    FixtureError(file: file, path: path, problem: problem)
  }

  func object() throws -> JSONObject {
    guard case .object(let fields) = value else {
      throw error("expected an object, found \(value.kind)")
    }
    return JSONObject(fields: fields, path: path, file: file)
  }

  func array() throws -> [JSONNode] {
    guard case .array(let items) = value else {
      throw error("expected an array, found \(value.kind)")
    }
    return items.enumerated().map { index, item in
      JSONNode(value: item, path: "\(path)[\(index)]", file: file)
    }
  }

  /// An array that must hold at least one item: an empty list would silently mean "all"
  /// or "none".
  func nonEmptyArray() throws -> [JSONNode] {
    let items = try array()
    guard !items.isEmpty else { throw error("expected at least one item, found an empty list") }
    return items
  }

  /// A string, or a list of strings (at least one).
  func strings() throws -> [String] {
    if case .string(let text) = value { return [text] }
    return try nonEmptyArray().map { try $0.string() }
  }

  func string() throws -> String {
    guard case .string(let text) = value else {
      throw error("expected a string, found \(value.kind)")
    }
    return text
  }

  /// A string naming a source of `SourceCatalog`.
  func knownSource() throws -> String {
    let source = try string()
    if let problem = SourceCatalog.problem(with: source) { throw error(problem) }
    return source
  }

  /// Whether the value is null.
  var isNull: Bool {
    if case .null = value { return true }
    return false
  }

  /// A string, or nil for null.
  func optionalString() throws -> String? {
    isNull ? nil : try string()
  }

  func bool() throws -> Bool {
    guard case .bool(let flag) = value else {
      throw error("expected a boolean, found \(value.kind)")
    }
    return flag
  }

  func int() throws -> Int {
    guard case .number(let number) = value, let whole = Int(exactly: number), whole >= 0 else {
      throw error("expected a whole number of 0 or more, found \(value.kind)")
    }
    return whole
  }

  /// A whole number from 0 to `limit`: counts are bounded, so that no step can run for
  /// ever.
  func int(atMost limit: Int) throws -> Int {
    let whole = try int()
    guard whole <= limit else { throw error("\(whole) is more than the limit of \(limit)") }
    return whole
  }

  /// A string of one line, at most `FixtureLimits.textLength` characters: it goes into
  /// tables and headings of the report.
  func line() throws -> String {
    let text = try string()
    guard !text.contains(where: \.isNewline) else { throw error("must be one line") }
    guard text.count <= FixtureLimits.textLength else {
      throw error("is longer than \(FixtureLimits.textLength) characters")
    }
    return text
  }

  /// An array of at most `limit` items.
  func array(atMost limit: Int) throws -> [JSONNode] {
    let items = try array()
    guard items.count <= limit else {
      throw error("\(items.count) items are more than the limit of \(limit)")
    }
    return items
  }

  /// A string that must be one of a type's raw values.
  func choice<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type) throws -> Choice
  where Choice.RawValue == String {
    let text = try string()
    guard let choice = Choice(rawValue: text) else {
      let allowed = Choice.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
      throw error("'\(text)' is not one of \(allowed)")
    }
    return choice
  }
}

/// A JSON object whose keys are read one by one; `finish()` rejects the keys never read.
final class JSONObject {
  private let fields: [String: JSONValue]
  private let path: String
  private let file: String
  private var readKeys: Set<String> = []

  init(fields: [String: JSONValue], path: String, file: String) {
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
  func required(_ key: String) throws -> JSONNode {
    guard let node = optional(key) else {
      throw FixtureError(file: file, path: path, problem: "missing required field '\(key)'")
    }
    return node
  }

  /// The value under a key, or nil when it is absent.
  func optional(_ key: String) -> JSONNode? {
    readKeys.insert(key)
    return fields[key].map { JSONNode(value: $0, path: "\(path).\(key)", file: file) }
  }

  /// Throws for any key that was never read: an unknown field.
  func finish() throws {
    let unknown = Set(fields.keys).subtracting(readKeys).sorted()
    guard let first = unknown.first else { return }
    let known = readKeys.sorted().joined(separator: ", ")
    throw FixtureError(
      file: file, path: "\(path).\(first)", problem: "unknown field '\(first)' (known: \(known))")
  }
}
