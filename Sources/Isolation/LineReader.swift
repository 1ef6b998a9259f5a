import Foundation

/// Reads a stream line by line, in chunks, without copying what is left after each line, and
/// without scanning any byte twice: a long line costs time in proportion to its length.
final class LineReader {
  private let handle: FileHandle
  private var buffer: [UInt8] = []
  private var start = 0
  /// Where the search for the next newline goes on: the bytes before it hold none.
  private var scanned = 0
  private var ended = false

  init(_ handle: FileHandle) {
    self.handle = handle
  }

  /// The next line without its newline; at the end, what is left unterminated, then nil.
  func next() -> [UInt8]? {
    while true {
      if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
        defer {
          start = newline + 1
          scanned = start
        }
        return Array(buffer[start..<newline])
      }
      scanned = buffer.count
      if ended {
        guard start < buffer.count else { return nil }
        defer { start = buffer.count }
        return Array(buffer[start...])
      }
      buffer.removeSubrange(..<start)
      scanned -= start
      start = 0
      let chunk = handle.availableData
      if chunk.isEmpty { ended = true } else { buffer += chunk }
    }
  }
}
