import Foundation
import ProcessSupport

/// Reads a pipe's lines on the caller's thread, waiting for the next with a time-out
/// (poll(2)) or for as long as it takes: no thread of its own, so no hand-off between threads
/// for each line. It reads in chunks, without copying what is left after each line and
/// without scanning any byte twice: a long line costs time in proportion to its length. The
/// handle is kept open for as long as the reader lives. The one line reader: the parent reads
/// its workers' reports with it, and a worker its requests.
final class PipeLines {
  /// What waiting for a line gave.
  enum Next {
    case line([UInt8])
    /// The pipe ended.
    case ended
    /// Nothing came in time.
    case silent
  }

  /// Bytes read from the pipe at most at once.
  private static let chunkSize = 64 * 1_024

  private let handle: FileHandle
  private var buffer: [UInt8] = []
  private var start = 0
  /// Where the search for the next newline goes on: the bytes before it hold none.
  private var scanned = 0
  private var ended = false

  init(_ handle: FileHandle) {
    self.handle = handle
  }

  /// The next line, waiting at most `timeout` seconds for it (nil: for as long as it takes);
  /// at the end, what is left unterminated, then `.ended`.
  func next(timeout: Double? = nil) -> Next {
    let deadline = timeout.map { Date().addingTimeInterval($0) }
    while true {
      if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
        defer {
          start = newline + 1
          scanned = start
        }
        return .line(Array(buffer[start..<newline]))
      }
      scanned = buffer.count
      if ended {
        guard start < buffer.count else { return .ended }
        defer { start = buffer.count }
        return .line(Array(buffer[start...]))
      }
      if let deadline {
        let remaining = deadline.timeIntervalSinceNow
        guard remaining > 0, Platform.waitUntilReadable(handle.fileDescriptor, seconds: remaining)
        else { return .silent }
      }
      buffer.removeSubrange(..<start)
      scanned -= start
      start = 0
      if let chunk = Platform.read(handle.fileDescriptor, atMost: Self.chunkSize) {
        buffer += chunk
      } else {
        ended = true
      }
    }
  }
}

/// The first and last few kilobytes of what a process writes to a pipe, read on a thread
/// of its own: enough to find a crash message, bounded however much a cell prints.
final class OutputTail: @unchecked Sendable {
  /// How many bytes are kept at each end.
  static let bytesAtEachEnd = 16 * 1_024

  private struct Kept {
    var head = Data()
    var tail = Data()
    var total = 0
  }

  private let output = Locked(Kept())
  private let finished = DispatchSemaphore(value: 0)

  /// Starts reading `handle`; a thread the system will not start is a `StartError`.
  init(_ handle: FileHandle) throws {
    let refusal = Platform.startThread { [output, finished] in
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        output.withValue { kept in
          kept.total += chunk.count
          let forHead = min(chunk.count, Self.bytesAtEachEnd - kept.head.count)
          kept.head += chunk.prefix(forHead)
          kept.tail += chunk.dropFirst(forHead)
          if kept.tail.count > 2 * Self.bytesAtEachEnd {
            kept.tail = Data(kept.tail.suffix(Self.bytesAtEachEnd))
          }
        }
      }
      finished.signal()
    }
    if let refusal {
      throw WorkerPool.StartError(
        description: "cannot start a thread to read a worker's errors: \(refusal) (ulimit -u)")
    }
  }

  /// Everything kept, once the pipe has ended, with what was left out said in between.
  var text: String {
    finished.wait()
    finished.signal()
    return output.withValue { kept in
      let tail = kept.tail.suffix(Self.bytesAtEachEnd)
      let leftOut = kept.total - kept.head.count - tail.count
      let gap = leftOut > 0 ? "\n[\(leftOut) bytes left out]\n" : ""
      return String(decoding: kept.head, as: UTF8.self) + gap
        + String(decoding: tail, as: UTF8.self)
    }
  }
}
