import Foundation
import Matrix
import ProcessSupport

/// The moves a report write is about to make, kept at the package root until all are made, so
/// that a write killed between its moves is finished by the next run. A journal is followed
/// only when every line is one of the report's own moves: a staged file of this tool's
/// naming, beside the report file it replaces. A journal that names anything else (another
/// file of the package, a path out of it, a line cut short) is refused whole, and nothing is
/// moved.
public struct ReportJournal {
  /// The journal's file name at the package root.
  static let name = ".alertlab-report.journal"
  /// The most a journal of the report's own moves can need; a larger file is refused unread.
  static let maximumBytes = 64 * 1_024

  /// One move: a staged file over its target, both paths from the package root.
  struct Move: Equatable {
    let temporary: String
    let target: String
  }

  public let root: URL
  /// The report's own files, paths from the package root: the only targets a move may have.
  public let ownPaths: Set<String>

  public init(root: URL, ownPaths: some Sequence<String>) {
    self.root = root
    self.ownPaths = Set(ownPaths)
  }

  /// Where a write stages `path` under `token`: a hidden file beside it.
  static func temporaryPath(for path: String, token: String) -> String {
    let name = (path as NSString).lastPathComponent
    let folder = (path as NSString).deletingLastPathComponent
    return (folder.isEmpty ? "" : folder + "/") + ".\(name).\(token).tmp"
  }

  /// Finishes a write that was killed between its moves, and removes what any killed write
  /// left (staged files, links to old files), journal or none, holding the writers' lock.
  /// Every run does this first, so that no run reads a report left half from one write and
  /// half from another, and none leaves another's leftovers behind.
  public func repair() throws(ReportFiles.WriteError) {
    do {
      try Platform.whileLocking(root.appendingPathComponent(ReportFiles.lockName)) {
        try finish()
      }
    } catch let error as ReportFiles.WriteError {
      throw error
    } catch {
      throw ReportFiles.WriteError(description: "cannot finish an interrupted write: \(error)")
    }
  }

  /// Makes the moves a killed writer had noted but not made, removes what killed writers
  /// left, and drops the journal last, so that a kill at any moment leaves a journal to
  /// finish or nothing; the caller holds the writers' lock.
  func finish() throws(ReportFiles.WriteError) {
    for move in try pendingMoves() ?? [] {
      let temporary = root.appendingPathComponent(move.temporary)
      guard FileManager.default.fileExists(atPath: temporary.path) else { continue }
      if let reason = Platform.move(temporary, over: root.appendingPathComponent(move.target)) {
        throw ReportFiles.WriteError(description: "cannot finish an interrupted write: \(reason)")
      }
    }
    removeLeftovers()
    remove()
  }

  /// Removes what killed writers left beside the report's files: staged files and links to
  /// old files of this tool's naming, which only a writer holding the lock makes. The caller
  /// holds the lock.
  func removeLeftovers() {
    let manager = FileManager.default
    let folders = Set(ownPaths.map { root.appendingPathComponent($0).deletingLastPathComponent() })
    let names = Set(ownPaths.map { ($0 as NSString).lastPathComponent } + [Self.name])
    for folder in folders {
      for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
      where (name.hasSuffix(".tmp") || name.hasSuffix(".old"))
        && names.contains(where: { name.hasPrefix(".\($0).") || name.hasPrefix("\($0).") })
      {
        try? manager.removeItem(at: folder.appendingPathComponent(name))
      }
    }
  }

  /// Notes the moves, one "temporary, tab, target" line each.
  func write(_ moves: [Move], token: String) throws(ReportFiles.WriteError) {
    let lines = moves.map { "\($0.temporary)\t\($0.target)\n" }.joined()
    let temporary = root.appendingPathComponent("\(Self.name).\(token).tmp")
    do {
      try Data(lines.utf8).write(to: temporary)
    } catch {
      throw ReportFiles.WriteError(
        description: "cannot write the journal: \(ReportFiles.WriteError.reason(error))")
    }
    if let reason = Platform.move(temporary, over: url) {
      try? FileManager.default.removeItem(at: temporary)
      throw ReportFiles.WriteError(description: "cannot write the journal: \(reason)")
    }
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }

  private var url: URL { root.appendingPathComponent(Self.name) }

  /// The journal's moves, each checked; nil when there is no journal. Only a regular file is
  /// read: a folder, a link, a FIFO or a device of that name is refused, untouched, before it
  /// is opened (a FIFO would block the read for ever).
  func pendingMoves() throws(ReportFiles.WriteError) -> [Move]? {
    // The attributes of the name itself: a link is not followed.
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else {
      return nil
    }
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      throw refusal("it is not a regular file")
    }
    guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
    defer { try? handle.close() }
    let data = (try? handle.read(upToCount: Self.maximumBytes + 1)) ?? Data()
    guard data.count <= Self.maximumBytes else {
      throw refusal("it is larger than \(Self.maximumBytes) bytes")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw refusal("it is not UTF-8 text")
    }
    var moves: [Move] = []
    for (number, line) in text.split(separator: "\n").enumerated() {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 2, ownPaths.contains(fields[1]),
        Self.isStagedName(fields[0], for: fields[1])
      else {
        throw refusal(
          "line \(number + 1), \(PrintableText.quoted(String(line))), is not a move of a staged file over one of the report's own files"
        )
      }
      moves.append(Move(temporary: fields[0], target: fields[1]))
    }
    return moves
  }

  /// Whether `temporary` is a name a write stages `target` under: its hidden name, a token
  /// of letters, digits and dashes, and `.tmp`, in the target's folder.
  private static func isStagedName(_ temporary: String, for target: String) -> Bool {
    let head = temporaryPath(for: target, token: "").dropLast(".tmp".count)
    guard temporary.hasPrefix(head), temporary.hasSuffix(".tmp"),
      temporary.count > head.count + ".tmp".count
    else { return false }
    let token = temporary.dropFirst(head.count).dropLast(".tmp".count)
    return token.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
  }

  private func refusal(_ problem: String) -> ReportFiles.WriteError {
    ReportFiles.WriteError(
      description:
        "\(Self.name): \(problem); nothing was moved. The journal is not one this tool wrote: "
        + "if no alertlab run is writing the report, remove it and run again")
  }
}
