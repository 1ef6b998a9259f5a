import Matrix

/// Links from the report to the repository's own documents: a fact id to its heading in
/// docs/UIKitFacts.md, a document to its heading in docs/Sources.md, a behaviour to its
/// heading in docs/Matrix.md.
enum SourceLinks {
  /// A source of a prediction or an ideal exception, as a Markdown link.
  static func link(_ source: String) -> String {
    known[source] ?? made(source)
  }

  /// The link of every document, made once: the report links thousands of cells. A fact
  /// id's link is short to make.
  private static let known = Dictionary(
    uniqueKeysWithValues: SourceCatalog.documents.map(\.id).map { ($0, made($0)) })

  private static func made(_ source: String) -> String {
    if let document = SourceCatalog.document(source) {
      let target = document.link.flatMap { $0.hasPrefix("docs/") ? $0 : nil }
      return "[\(document.title)](\(target ?? "docs/Sources.md#" + Markdown.slug(document.title)))"
    }
    return "[\(source)](docs/UIKitFacts.md#\(Markdown.slug(source)))"
  }

  /// A scenario id, as a link to its behaviour's description.
  static func behaviour(_ scenario: Scenario) -> String {
    "[\(scenario.id)](docs/Matrix.md#\(Markdown.slug(scenario.behaviour)))"
  }
}
