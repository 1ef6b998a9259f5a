/// JSON written by hand, for REPORT.json and the workers' reports: object keys sorted, nulls
/// written out so that every key is present, and the same bytes on every run. It is several
/// times faster than going through `Encodable`, which matters when every cell is written.
extension JSONValue {
  /// The text, two spaces an indentation level, ending in a newline.
  public var rendered: String {
    var output = ""
    write(to: &output, indent: "")
    return output + "\n"
  }

  /// The text on one line, with no spaces.
  public var compact: String {
    var output = ""
    write(to: &output, indent: nil)
    return output
  }

  /// Writes the value; `indent` nil writes it on one line.
  private func write(to output: inout String, indent: String?) {
    switch self {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .number(let number): Self.write(number, into: &output)
    case .string(let text): Self.quote(text, into: &output)
    case .array(let items):
      guard !items.isEmpty else {
        output += "[]"
        return
      }
      let inner = indent.map { $0 + "  " }
      output += inner == nil ? "[" : "[\n"
      for (index, item) in items.enumerated() {
        output += inner ?? ""
        item.write(to: &output, indent: inner)
        let last = index == items.count - 1
        output += inner == nil ? (last ? "" : ",") : (last ? "\n" : ",\n")
      }
      output += (indent ?? "") + "]"
    case .object(let fields):
      guard !fields.isEmpty else {
        output += "{}"
        return
      }
      let inner = indent.map { $0 + "  " }
      output += inner == nil ? "{" : "{\n"
      for (index, (key, value)) in fields.sorted(by: { $0.key < $1.key }).enumerated() {
        output += inner ?? ""
        Self.quote(key, into: &output)
        output += inner == nil ? ":" : ": "
        value.write(to: &output, indent: inner)
        let last = index == fields.count - 1
        output += inner == nil ? (last ? "" : ",") : (last ? "\n" : ",\n")
      }
      output += (indent ?? "") + "}"
    }
  }

  /// A whole number as digits, any other finite number in Swift's shortest round-trip form,
  /// which is valid JSON; JSON has no infinity or NaN, so those are written as null.
  private static func write(_ number: Double, into output: inout String) {
    guard number.isFinite else {
      output += "null"
      return
    }
    if let whole = Int(exactly: number), abs(whole) < 1 << 53 {
      output += String(whole)
    } else {
      output += String(number)
    }
  }

  /// Appends a JSON string literal: quotes, backslashes and control characters escaped.
  public static func quote(_ text: String, into output: inout String) {
    output += "\""
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else {
      output += text
      output += "\""
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case let control where control.value < 0x20:
        let hex = String(control.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
