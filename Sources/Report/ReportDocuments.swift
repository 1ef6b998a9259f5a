import Foundation

/// Every file one run writes at the package root, in writing order: the report, its
/// images, and the JSON for tools.
public enum ReportDocuments {
  /// Renders them; the Markdown and the JSON, the two large ones, side by side.
  public static func render(_ data: ReportData) -> [(path: String, text: String)] {
    let rendered = RenderedPair()
    DispatchQueue.concurrentPerform(iterations: 2) { part in
      if part == 0 {
        rendered.set(markdown: ReportMarkdown.render(data))
      } else {
        rendered.set(json: ReportJSON.render(data))
      }
    }
    return [("REPORT.md", rendered.markdown)]
      + KeyScreen.all.map { ($0.file, $0.svg(data)) }
      + [("REPORT.json", rendered.json)]
  }
}

/// The two texts rendered on two threads, under a lock.
private final class RenderedPair: @unchecked Sendable {
  private let lock = NSLock()
  private var markdownText = ""
  private var jsonText = ""

  func set(markdown: String) {
    lock.lock()
    defer { lock.unlock() }
    markdownText = markdown
  }

  func set(json: String) {
    lock.lock()
    defer { lock.unlock() }
    jsonText = json
  }

  var markdown: String {
    lock.lock()
    defer { lock.unlock() }
    return markdownText
  }

  var json: String {
    lock.lock()
    defer { lock.unlock() }
    return jsonText
  }
}
