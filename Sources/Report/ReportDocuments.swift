import Foundation
import Matrix
import ProcessSupport

/// Every file one run writes at the package root, in writing order: the report, its
/// images, the approaches' pages, the HTML page and the JSON for tools. One list gives each
/// file's path and how it is rendered, so that no text can be paired with another's path.
public enum ReportDocuments {
  /// One file of the report: its path from the package root, whether it is among the
  /// largest (rendered first, so that no large file starts last), and how it is rendered
  /// from a run and the commit the HTML page names.
  struct Document: Sendable {
    let path: String
    let isLarge: Bool
    let render: @Sendable (ReportData, _ commit: String) -> String

    init(
      _ path: String, isLarge: Bool = false,
      render: @escaping @Sendable (ReportData, _ commit: String) -> String
    ) {
      self.path = path
      self.isLarge = isLarge
      self.render = render
    }
  }

  /// The files for these approaches, in writing order.
  static func documents(approachIDs: [ApproachID]) -> [Document] {
    [Document("REPORT.md", isLarge: true) { data, _ in ReportMarkdown.render(data) }]
      + BehaviourGroup.allCases.map { group in
        Document(Heatmap.file(group)) { data, _ in Heatmap.svg(data, group: group) }
      }
      + KeyScreen.all.map { screen in Document(screen.file) { data, _ in screen.svg(data) } }
      + [
        Document(OlderAppsSection.path) { data, _ in OlderAppsSection(data: data).page },
        Document(ChoiceCellsSection.path) { data, _ in ChoiceCellsSection(data: data).page },
        Document(MatrixSection.path) { data, _ in MatrixSection(data: data).page },
      ]
      + approachIDs.map { id in
        Document(ApproachPage.path(id)) { data, _ in ApproachPage.render(id, data: data) }
      }
      + [
        Document(HTMLMatrix.file, isLarge: true) { data, commit in
          HTMLMatrix.html(data, commit: commit)
        },
        Document("REPORT.json", isLarge: true) { data, _ in ReportJSON.render(data) },
      ]
  }

  /// Renders them, each file on a thread of the pool, as many at once as there are cores,
  /// the largest first; the HTML page names `commit`, the one the run was generated from.
  public static func render(_ data: ReportData, commit: String) -> [(path: String, text: String)] {
    let documents = documents(approachIDs: data.summaries.map(\.id))
    let texts = Locked([String](repeating: "", count: documents.count))
    let order =
      documents.indices.filter { documents[$0].isLarge }
      + documents.indices.filter { !documents[$0].isLarge }
    DispatchQueue.concurrentPerform(iterations: documents.count) { turn in
      let document = documents[order[turn]]
      let text = document.render(data, commit)
      texts.withValue { $0[order[turn]] = text }
    }
    let rendered = texts.withValue { $0 }
    return documents.indices.map { (documents[$0].path, rendered[$0]) }
  }

  /// The commit the HTML page already written at the package root names, if there is one.
  public static func commitNamed(inPageAt root: URL) -> String? {
    let page = root.appendingPathComponent(HTMLMatrix.file)
    guard let text = try? String(contentsOf: page, encoding: .utf8) else { return nil }
    return text.firstMatch(of: HTMLMatrix.commitLine).map { String($0.1) }
  }

  /// The files' paths from the package root, in writing order, for these approaches.
  public static func paths(approachIDs: [ApproachID]) -> [String] {
    documents(approachIDs: approachIDs).map(\.path)
  }
}
