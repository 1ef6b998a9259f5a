import UIKitSimulation

/// The oldest iOS an approach's code runs on, and why not before it, in the words a cell
/// that cannot run gives ("UIAlertController does not exist before iOS 8"), with the fact or
/// document ids that say so.
public struct OSRequirement: Sendable, Hashable {
  public let oldest: OSVersion
  public let reason: String
  public let sources: [String]

  public init(_ oldest: OSVersion, reason: String, sources: [String]) {
    self.oldest = oldest
    self.reason = reason
    self.sources = sources
  }

  /// UIAlertController's own: it is new in iOS 8 (AC1).
  public static let alertController = OSRequirement(
    .iOS8, reason: "UIAlertController does not exist before iOS 8", sources: ["AC1"])
}
