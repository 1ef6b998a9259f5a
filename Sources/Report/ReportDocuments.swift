/// Every file one run writes at the package root, in writing order: the report, its
/// images, and the JSON for tools.
public enum ReportDocuments {
  public static func render(_ data: ReportData) throws -> [(path: String, text: String)] {
    [("REPORT.md", ReportMarkdown.render(data))]
      + KeyScreen.all.map { ($0.file, $0.svg(data)) }
      + [("REPORT.json", try ReportJSON.render(data))]
  }
}
