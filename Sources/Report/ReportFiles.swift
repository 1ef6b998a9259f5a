import Foundation
import Matrix
import ProcessSupport

/// The generated files at the package root (REPORT.md, REPORT.json, the report's images):
/// written all or nothing, or compared with what a run produced.
public struct ReportFiles {
  public let root: URL
  /// Path from the root, and text, in writing order.
  public let contents: [(path: String, text: String)]
  /// Moves a file over another, or gives the reason it could not: rename(2), but a test may
  /// put a failure in its place.
  var move: (URL, URL) -> String? = Platform.move(_:over:)

  public init(root: URL, contents: [(path: String, text: String)]) {
    self.root = root
    self.contents = contents
  }

  /// A file that could not be written, and the system's reason.
  public struct WriteError: Error, CustomStringConvertible {
    public let description: String

    /// Why Foundation could not write a file, in the system's words where it gives them ("File
    /// too large"), which its own words on Linux leave out.
    static func reason(_ error: any Error) -> String {
      // On Linux the underlying error is a Swift error, which `as? NSError` does not match.
      guard let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error,
        (underlying as NSError).domain == NSPOSIXErrorDomain
      else { return error.localizedDescription }
      return Platform.describe(errorNumber: Int32((underlying as NSError).code))
    }
  }

  /// The lock every writer holds, so that two runs never interleave their files.
  static let lockName = ".alertlab-report.lock"

  /// Writes every file to a temporary file of a unique name beside it; only when all are
  /// written does it note the moves in a journal and move them into place, keeping a link
  /// to each old file until every move succeeded. On a failure the old files stay (or come
  /// back) in place, the temporary files are removed, and the error names the file and the
  /// reason. If a process is killed while it moves, the next write finishes its moves
  /// first, from the journal, so that the files are never left from two runs past it. One
  /// writer at a time: the others wait for a lock.
  public func write() throws(WriteError) {
    do {
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      try Platform.whileLocking(root.appendingPathComponent(Self.lockName)) {
        try journal.finish()
        try writeLocked()
      }
    } catch let error as WriteError {
      throw error
    } catch {
      throw WriteError(description: "\(error)")
    }
  }

  private func writeLocked() throws(WriteError) {
    let manager = FileManager.default
    let token = UUID().uuidString
    var staged: [(temporary: URL, target: URL, backup: URL?)] = []
    var journalWritten = false
    // The journal goes last: a kill before it is gone leaves it for the next run to finish.
    defer {
      for item in staged {
        try? manager.removeItem(at: item.temporary)
        if let backup = item.backup { try? manager.removeItem(at: backup) }
      }
      if journalWritten { journal.remove() }
    }
    for (path, text) in contents {
      let target = root.appendingPathComponent(path)
      if Self.isReadOnly(target) {
        throw WriteError(description: "cannot write \(path): the file is read-only")
      }
      let folder = target.deletingLastPathComponent()
      let temporary = root.appendingPathComponent(
        ReportJournal.temporaryPath(for: path, token: token))
      do {
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: temporary)
      } catch {
        try? manager.removeItem(at: temporary)
        throw WriteError(description: "cannot write \(path): \(WriteError.reason(error))")
      }
      staged.append((temporary, target, nil))
      if manager.fileExists(atPath: target.path) {
        let link = folder.appendingPathComponent(".\(target.lastPathComponent).\(token).old")
        if let reason = Platform.hardLink(target, to: link) {
          throw WriteError(description: "cannot keep the old \(path): \(reason)")
        }
        staged[staged.count - 1].backup = link
      }
    }
    try journal.write(
      staged.map {
        ReportJournal.Move(temporary: relative($0.temporary), target: relative($0.target))
      },
      token: token)
    journalWritten = true
    for (index, item) in staged.enumerated() {
      guard let reason = move(item.temporary, item.target) else { continue }
      for done in staged[..<index] {
        if let backup = done.backup {
          _ = Platform.move(backup, over: done.target)
        } else {
          try? manager.removeItem(at: done.target)
        }
      }
      let path = contents[index].path
      throw WriteError(description: "cannot replace \(path): \(reason); no file was changed")
    }
  }

  /// The journal of this report's writes, which names only its own files.
  var journal: ReportJournal {
    ReportJournal(root: root, ownPaths: contents.map(\.path))
  }

  /// A path from the root.
  private func relative(_ url: URL) -> String {
    String(url.path.dropFirst(root.path.count + 1))
  }

  /// A sentence per file that differs from what the run produced; empty when all are
  /// current.
  public func staleness() -> [String] {
    let sentences = Locked([String?](repeating: nil, count: contents.count))
    let (root, contents) = (root, contents)
    DispatchQueue.concurrentPerform(iterations: contents.count) { index in
      let sentence = Self.staleness(
        of: contents[index].path, text: contents[index].text, root: root)
      sentences.withValue { $0[index] = sentence }
    }
    return sentences.withValue { $0.compactMap { $0 } }
  }

  /// A sentence if the file differs from the text the run produced.
  private static func staleness(of path: String, text: String, root: URL) -> String? {
    let url = root.appendingPathComponent(path)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      return "\(path) is missing"
    }
    var text = text
    let same = text.withUTF8 { new in
      data.withUnsafeBytes { old in
        old.count == new.count
          && (old.isEmpty || memcmp(old.baseAddress!, new.baseAddress!, old.count) == 0)
      }
    }
    guard !same else { return nil }
    let old = String(decoding: data, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let new = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line =
      zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(old.count, new.count)
    return "\(path) is stale from line \(line + 1) on"
  }

  /// Whether a file exists with no write permission for anyone: a file its owner marked
  /// read-only, which is refused even where the process could write it (as root can).
  private static func isReadOnly(_ url: URL) -> Bool {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
      let permissions = attributes[.posixPermissions] as? NSNumber
    else { return false }
    return permissions.intValue & 0o222 == 0
  }
}
