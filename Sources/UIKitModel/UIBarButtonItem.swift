import Foundation
import UIKitSimulation

/// A bar button item, used only as an anchor for pad popovers (AS5, AC9).
@MainActor @preconcurrency open class UIBarButtonItem: NSObject, AssociatedObjectOwner {
  nonisolated let associations = AssociationTable()

  /// The item's title.
  public var title: String?

  @_spi(Simulation) public init(title: String?) {
    self.title = title
    super.init()
  }
}
