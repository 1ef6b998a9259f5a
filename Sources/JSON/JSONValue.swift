/// A JSON value, read by `JSONParser` and written by `rendered` or `compact`: the one type
/// for JSON in and JSON out. Booleans stay apart from numbers.
public enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  /// A finite number; the parser refuses one that a `Double` cannot hold.
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// A whole number.
  public static func int(_ number: Int) -> JSONValue {
    .number(Double(number))
  }

  /// A string, or null.
  public static func string(_ text: String?) -> JSONValue {
    text.map { .string($0) } ?? .null
  }

  /// An array of strings.
  public static func strings(_ texts: [String]) -> JSONValue {
    .array(texts.map { .string($0) })
  }

  /// The kind of value, for error messages.
  public var kind: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
