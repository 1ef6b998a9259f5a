import Foundation

/// A JSON value that keeps booleans apart from numbers.
enum JSONValue {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// Parses a JSON document.
  static func parse(_ data: Data) throws -> JSONValue {
    convert(try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
  }

  /// Foundation's parse result as a value. Foundation gives booleans as NSNumbers of
  /// Objective-C type `c`, which no JSON number has.
  private static func convert(_ value: Any) -> JSONValue {
    switch value {
    case let text as String: .string(text)
    case let number as NSNumber:
      String(cString: number.objCType) == "c"
        ? .bool(number.boolValue) : .number(number.doubleValue)
    case let items as [Any]: .array(items.map(convert))
    case let fields as [String: Any]: .object(fields.mapValues(convert))
    default: .null
    }
  }

  /// The kind of value, for error messages.
  var kind: String {
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
