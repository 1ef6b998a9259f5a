import Foundation
import Matrix
import ProcessSupport

/// Every file one run writes at the package root, in writing order: the report, its
/// images, and the JSON for tools.
public enum ReportDocuments {
  /// Renders them; the Markdown and the JSON, the two large ones, side by side.
  public static func render(_ data: ReportData) -> [(path: String, text: String)] {
    let rendered = Locked(["", ""])
    DispatchQueue.concurrentPerform(iterations: 2) { part in
      let text = part == 0 ? ReportMarkdown.render(data) : ReportJSON.render(data)
      rendered.withValue { $0[part] = text }
    }
    let (markdown, json) = rendered.withValue { ($0[0], $0[1]) }
    let texts =
      [markdown, Heatmap.svg(data)] + KeyScreen.all.map { $0.svg(data) }
      + data.summaries.map { ApproachPage.render($0, data: data) } + [json]
    return Array(zip(paths(approachIDs: data.summaries.map(\.id)), texts))
  }

  /// The files' paths from the package root, in writing order, for these approaches.
  public static func paths(approachIDs: [String]) -> [String] {
    ["REPORT.md", Heatmap.file] + KeyScreen.all.map(\.file) + approachIDs.map(ApproachPage.path)
      + ["REPORT.json"]
  }
}
