/// How an app gets an approach today, and whether anyone keeps it working, as its repository
/// or its document showed on the date `detail` names.
public struct Availability: Sendable, Hashable {
  /// A few words beside a recommendation: "CocoaPods only; last release April 2015".
  public let short: String
  /// The card's sentence: how to add it, its last release, whether it is archived or
  /// maintained, and where and when that was read.
  public let detail: String

  public init(short: String, detail: String) {
    self.short = short
    self.detail = detail
  }

  /// Code an app copies from a document, with no package and no releases.
  public static func copied(from document: String) -> Availability {
    Availability(
      short: "code to copy",
      detail: "No package: an app copies the code from \(document), and keeps it itself.")
  }
}
