import Foundation
import Matrix
import ProcessSupport

/// Every file one run writes at the package root, in writing order: the report, its
/// images, and the JSON for tools.
public enum ReportDocuments {
  /// Renders them; the Markdown and the JSON, the two large ones, side by side.
  public static func render(_ data: ReportData) -> [(path: String, text: String)] {
    let texts = Locked(["", ""])
    DispatchQueue.concurrentPerform(iterations: 2) { part in
      let text = part == 0 ? ReportMarkdown.render(data) : ReportJSON.render(data)
      texts.withValue { $0[part] = text }
    }
    let (markdown, json) = texts.withValue { ($0[0], $0[1]) }
    return [("REPORT.md", markdown), (Heatmap.file, Heatmap.svg(data))]
      + KeyScreen.all.map { ($0.file, $0.svg(data)) } + [("REPORT.json", json)]
  }
}
