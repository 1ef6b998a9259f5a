import Foundation

/// REPORT.md and REPORT.json at the package root: written whole or not at all, or
/// compared with what a run produced.
struct ReportFiles {
  let root: URL
  /// File name and text, in writing order.
  let contents: [(name: String, text: String)]

  /// Writes each file to a temporary file beside it, then renames it into place, so that a
  /// reader never sees half a report.
  func write() throws {
    for (name, text) in contents {
      let target = root.appendingPathComponent(name)
      let temporary = root.appendingPathComponent(".\(name).tmp")
      try Data(text.utf8).write(to: temporary)
      guard rename(temporary.path, target.path) == 0 else {
        try? FileManager.default.removeItem(at: temporary)
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: target.path])
      }
    }
  }

  /// A sentence per file that differs from what the run produced, naming the first line
  /// that differs; empty when every file is current.
  func staleness() -> [String] {
    contents.compactMap { name, text -> String? in
      let url = root.appendingPathComponent(name)
      guard let data = FileManager.default.contents(atPath: url.path) else {
        return "\(name) is missing"
      }
      let current = String(decoding: data, as: UTF8.self)
      guard current != text else { return nil }
      let old = current.split(separator: "\n", omittingEmptySubsequences: false)
      let new = text.split(separator: "\n", omittingEmptySubsequences: false)
      let line =
        zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(old.count, new.count)
      let expected = line < new.count ? String(new[line]) : "(end of file)"
      return "\(name) is stale: line \(line + 1) should read: \(expected.prefix(160))"
    }
  }
}
