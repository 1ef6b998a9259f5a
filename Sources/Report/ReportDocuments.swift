import Foundation
import Matrix
import ProcessSupport

/// Every file one run writes at the package root, in writing order: the report, its
/// images, the HTML page and the JSON for tools.
public enum ReportDocuments {
  /// Renders them, each file on a thread of the pool, as many at once as there are cores;
  /// the HTML page names `commit`, the one the run was generated from.
  public static func render(_ data: ReportData, commit: String) -> [(path: String, text: String)] {
    typealias Renderer = @Sendable () -> String
    var all: [Renderer] = [{ ReportMarkdown.render(data) }]
    for group in BehaviourGroup.allCases {
      all.append { Heatmap.svg(data, group: group) }
    }
    for screen in KeyScreen.all.indices {
      all.append { KeyScreen.all[screen].svg(data) }
    }
    for approach in data.summaries {
      all.append { ApproachPage.render(approach, data: data) }
    }
    all.append { HTMLMatrix.html(data, commit: commit) }
    all.append { ReportJSON.render(data) }
    let renderers = all
    let texts = Locked([String](repeating: "", count: renderers.count))
    // The largest first, so that no large file starts last: the HTML page, REPORT.json,
    // REPORT.md.
    let order = [renderers.count - 2, renderers.count - 1] + Array(0..<(renderers.count - 2))
    DispatchQueue.concurrentPerform(iterations: renderers.count) { turn in
      let index = order[turn]
      let text = renderers[index]()
      texts.withValue { $0[index] = text }
    }
    return Array(zip(paths(approachIDs: data.summaries.map(\.id)), texts.withValue { $0 }))
  }

  /// The commit the HTML page already written at the package root names, if there is one.
  public static func commitNamed(inPageAt root: URL) -> String? {
    let page = root.appendingPathComponent(HTMLMatrix.file)
    guard let text = try? String(contentsOf: page, encoding: .utf8) else { return nil }
    return text.firstMatch(of: HTMLMatrix.commitLine).map { String($0.1) }
  }

  /// The files' paths from the package root, in writing order, for these approaches.
  public static func paths(approachIDs: [String]) -> [String] {
    let images: [String] = Heatmap.files + KeyScreen.all.map(\.file)
    return ["REPORT.md"] + images + approachIDs.map(ApproachPage.path)
      + [HTMLMatrix.file, "REPORT.json"]
  }
}
