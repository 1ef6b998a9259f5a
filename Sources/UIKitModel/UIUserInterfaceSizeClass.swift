/// How much room an interface has along an axis (W23).
/// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass
nonisolated public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}
