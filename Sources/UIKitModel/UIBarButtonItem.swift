/// A bar button item, used only as an anchor for pad popovers (AS5, AC9).
open class UIBarButtonItem: ObjCObject {
  /// The item's title.
  public var title: String?

  public init(title: String?) {
    self.title = title
    super.init()
  }
}
