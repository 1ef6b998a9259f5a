/// Strict UTF-8 (RFC 3629): no overlong forms, no surrogates, nothing past U+10FFFF.
enum UTF8Validation {
  /// The offset of the first byte that does not start or continue a valid sequence, or nil
  /// when every byte does.
  static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      // The length of the sequence, and the range its second byte must fall in.
      let length: Int
      let second: ClosedRange<UInt8>
      switch lead {
      case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
      case 0xE0: (length, second) = (3, 0xA0...0xBF)
      case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
      case 0xED: (length, second) = (3, 0x80...0x9F)
      case 0xF0: (length, second) = (4, 0x90...0xBF)
      case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
      case 0xF4: (length, second) = (4, 0x80...0x8F)
      default: return index
      }
      guard index + 1 < bytes.count, second.contains(bytes[index + 1]) else { return index }
      for offset in 2..<length {
        guard index + offset < bytes.count, (0x80...0xBF).contains(bytes[index + offset]) else {
          return index
        }
      }
      index += length
    }
    return nil
  }
}
