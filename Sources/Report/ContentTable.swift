/// Values written once in REPORT.json, each under an id made from its content: the same
/// value gets the same id in every run, so that adding one adds one line and changes no
/// other id.
struct ContentTable {
  /// What the ids begin with: "p" for predictions, "o" for observations.
  let prefix: String
  /// Each id and its value's compact text.
  private(set) var entries: [String: String] = [:]

  /// The id of a value's compact JSON text, listing the value if it is new: the prefix and 16
  /// hexadecimal digits of the 64-bit FNV-1a hash of the text, the same on every platform
  /// and in every run.
  mutating func id(of text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    var id = prefix + String(repeating: "0", count: 16 - digits.count) + digits
    // A second value with the hash of an earlier one (which text can be made to do) gets the
    // id with a dash after it, so that no two facts merge.
    while let earlier = entries[id], earlier != text {
      id += "-"
    }
    entries[id] = text
    return id
  }
}
