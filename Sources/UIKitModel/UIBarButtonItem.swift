import Foundation
import UIKitSimulation

/// An item of a bar.
/// https://developer.apple.com/documentation/uikit/uibaritem
@MainActor @preconcurrency open class UIBarItem: NSObject, AssociatedObjectOwner {
  nonisolated let associations = AssociationTable()

  /// The item's title.
  /// https://developer.apple.com/documentation/uikit/uibaritem/title
  public var title: String?
}

/// A bar button item, used only as an anchor for pad popovers (AS5, AC9).
/// https://developer.apple.com/documentation/uikit/uibarbuttonitem
@MainActor @preconcurrency open class UIBarButtonItem: UIBarItem {
  @_spi(Simulation) public init(title: String?) {
    super.init()
    self.title = title
  }
}
