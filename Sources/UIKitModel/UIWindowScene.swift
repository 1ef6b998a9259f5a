/// A window scene of an iOS 13+ scene-based app. A window appears only when attached to
/// one (W6).
public final class UIWindowScene {
  init() {}
}
