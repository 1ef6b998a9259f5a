import Foundation

/// Every source a prediction or an ideal exception may cite: the documents the approaches
/// come from, the project's own notes on them, and the UIKit fact ids of
/// `docs/UIKitFacts.md`, read from its headings when the fixtures load, the one place they
/// are listed. A source outside the catalog is refused when the fixtures load.
public enum SourceCatalog {
  /// A document, cited by its title and where it was published.
  public struct Document: Sendable, Hashable {
    /// The id fixtures cite it by.
    public let id: String
    public let title: String
    public let author: String
    public let published: String
    /// A link a reader can follow, where one is known.
    public let link: String?
  }

  /// The documents, in citation order.
  public static let documents: [Document] = [
    Document(
      id: "taming-uialertview", title: "Taming UIAlertView",
      author: "not named in the text", published: "a blog post (WordPress)", link: nil),
    Document(
      id: "block-based-uialertviews", title: "Block-based UIAlertViews (ACAlertView)",
      author: "Anshu Chimala", published: "a blog post, code dated 30 July 2010", link: nil),
    Document(
      id: "daalertcontroller-article",
      title: "UIAlertController For iOS 7 Or When One Might Use Associated References",
      author: "Daria Kopaliani (Factorial Complexity)",
      published: "a blog article of 9 March 2015, archived at manytomany.co",
      link: "https://github.com/daria-kopaliani/DAAlertController"),
    Document(
      id: "daalertcontroller-source", title: "DAAlertController.m, the published library's source",
      author: "Daria Kopaliani", published: "GitHub, daria-kopaliani/DAAlertController",
      link: "https://github.com/daria-kopaliani/DAAlertController"),
    Document(
      id: "alertwindow-answer",
      title: "How to present UIAlertController when not in a view controller?",
      author: "an answer on Stack Overflow, its author not named in the text",
      published: "Stack Overflow", link: nil),
    Document(
      id: "uialertcontroller-documentation", title: "UIAlertController",
      author: "Apple", published: "Apple Developer Documentation",
      link: "https://developer.apple.com/documentation/uikit/uialertcontroller"),
    Document(
      id: "blockskit-source",
      title: "UIAlertView+BlocksKit and UIActionSheet+BlocksKit, BlocksKit v2.2.5",
      author: "Zachary Waldowski, Alexsander Akers and contributors",
      published:
        "GitHub, BlocksKit/BlocksKit (formerly zwaldowski/BlocksKit), tag v2.2.5, 19 August 2014",
      link: "https://github.com/BlocksKit/BlocksKit"),
    Document(
      id: "blockskit-issues", title: "BlocksKit's issue tracker",
      author: "BlocksKit's users and maintainers",
      published: "GitHub issues of BlocksKit/BlocksKit",
      link: "https://github.com/BlocksKit/BlocksKit/issues"),
    Document(
      id: "sdcalertview-source", title: "SDCAlertView 12.0.5, its source and issue tracker",
      author: "Scott Berrevoets and contributors",
      published: "GitHub, sberrevoets/SDCAlertView, tag 12.0.5, 21 January 2025",
      link: "https://github.com/sberrevoets/SDCAlertView"),
    Document(
      id: "swiftentrykit-source",
      title: "SwiftEntryKit 2.0.0, its source, Example app and issue tracker",
      author: "Daniel Huri and contributors",
      published: "GitHub, huri000/SwiftEntryKit, tag 2.0.0, 17 October 2021",
      link: "https://github.com/huri000/SwiftEntryKit"),
    Document(
      id: "top-view-controller-answers",
      title:
        "Get top most UIViewController; How to resolve: 'keyWindow' was deprecated in iOS 13.0",
      author: "answers on Stack Overflow, questions 26667009 and 57134259",
      published: "Stack Overflow", link: "https://stackoverflow.com/questions/26667009"),
    Document(
      id: "swiftui-alert-documentation",
      title:
        "alert(_:isPresented:actions:message:) and confirmationDialog(_:isPresented:titleVisibility:actions:message:)",
      author: "Apple", published: "Apple Developer Documentation, SwiftUI",
      link:
        "https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)-6awwp"
    ),
    Document(
      id: "swiftui-alert-center",
      title: "SwiftUI centralized alert system, and AlertManager singletons",
      author: "halmob.com, and apps on GitHub that publish the same shape",
      published: "a blog post (halmob.com), and GitHub",
      link: "https://halmob.com/blog/swiftui-centralized-alert-system"),
    Document(
      id: "approaches", title: "AlertLab's notes on the approaches",
      author: "AlertLab", published: "this repository", link: "docs/Approaches.md"),
  ]

  /// Where the fact ids are stated, from the package root.
  public static let factsDocument = "docs/UIKitFacts.md"

  /// The fact ids a package's `docs/UIKitFacts.md` states, one a `### ID` heading.
  public static func factIDs(ofPackageAt root: URL) throws -> Set<String> {
    guard
      let data = FileManager.default.contents(
        atPath: root.appendingPathComponent(factsDocument).path)
    else {
      throw FixtureError(
        file: factsDocument, path: "### headings",
        problem: "cannot read the file, whose headings are the fact ids sources cite")
    }
    let ids = Set(
      String(decoding: data, as: UTF8.self).split(separator: "\n")
        .filter { $0.hasPrefix("### ") }.map { $0.dropFirst(4) }
        .filter { id in
          id.first?.isUppercase == true && id.last?.isNumber == true
            && id.allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber) }
        }
        .map(String.init))
    guard !ids.isEmpty else {
      throw FixtureError(file: factsDocument, path: "### headings", problem: "states no fact id")
    }
    return ids
  }

  /// The document with this id, if any.
  public static func document(_ id: String) -> Document? {
    documents.first { $0.id == id }
  }

  /// Whether a source is a known document or one of these fact ids.
  public static func isKnown(_ source: String, facts: Set<String>) -> Bool {
    document(source) != nil || facts.contains(source)
  }

  /// The problem with a source, for a loader error; nil when it is known.
  static func problem(with source: String, facts: Set<String>) -> String? {
    guard !isKnown(source, facts: facts) else { return nil }
    return "unknown source '\(source)' (documents: "
      + documents.map(\.id).joined(separator: ", ")
      + "; or a fact id of \(factsDocument), such as AV5)"
  }
}
