import Foundation
import ProcessSupport

/// Reads a pipe's lines on a thread of its own, so that a reader can wait for the next with
/// a time-out and the writer never blocks on a full pipe.
final class PipeLines: @unchecked Sendable {
  /// What waiting for a line gave.
  enum Next {
    case line([UInt8])
    /// The pipe ended.
    case ended
    /// Nothing came in time.
    case silent
  }

  private let lines = Locked<[[UInt8]?]>([])
  private let available = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread { [lines, available] in
      let reader = LineReader(handle)
      while let line = reader.next() {
        lines.withValue { $0.append(line) }
        available.signal()
      }
      lines.withValue { $0.append(nil) }
      available.signal()
    }.start()
  }

  /// The next line, waiting at most `timeout` seconds.
  func next(timeout: Double) -> Next {
    guard available.wait(timeout: .now() + timeout) == .success else { return .silent }
    return lines.withValue { $0.removeFirst() }.map(Next.line) ?? .ended
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

  init(_ handle: FileHandle) {
    Thread { [output, finished] in
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
    }.start()
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
