/// Whether an interface looks active: in a window scene's traits, whether the scene is the
/// app's frontmost one (W16). UIKit's values; new in iOS 14.
/// https://developer.apple.com/documentation/uikit/uiuserinterfaceactiveappearance
nonisolated public enum UIUserInterfaceActiveAppearance: Int, Sendable {
  case unspecified = -1
  case inactive = 0
  case active = 1
}
