/// The iOS versions the model covers. Each stands for a range of real versions.
public enum OSVersion: Int, Sendable, CaseIterable, Comparable, Codable {
  /// iOS 7: no UIAlertController; UIAlertView and UIActionSheet are the only alerts.
  case iOS7 = 7
  /// iOS 8: UIAlertController exists; UIAlertView and UIActionSheet still work.
  case iOS8 = 8
  /// iOS 9 to 12: as iOS 8, except that presenting a UIAlertController puts the keyboard
  /// away until the alert is dismissed (AC13).
  case iOS9 = 9
  /// iOS 13 and later; with scenes, iOS 13 and 14. Whether the app has scenes is its
  /// lifecycle (`AppLifecycle`): with scenes, windows need a window scene (W6) and
  /// UIAlertView raises (AV20); without, both work as on iOS 9.
  case iOS13 = 13
  /// iOS 15 and 16, for a scene-based app: each window scene has a key window of its own
  /// (W12). Without scenes an app has one scene, and iOS 13 stands for it.
  case iOS15 = 15
  /// iOS 16: SwiftUI's alerts take text fields, and run a tapped button's action before
  /// they write their binding back (SU3). No environment of the matrix stands for it: the
  /// "iOS 15–16" one is modelled as iOS 15.
  case iOS16 = 16
  /// iOS 17 to 25: as iOS 16, and a SwiftUI alert's buttons follow their disabled state
  /// while it is up (SU7).
  case iOS17 = 17
  /// iOS 26: as iOS 17, and an action sheet on phone given a source is drawn anchored at it
  /// (AC15).
  case iOS26 = 26
  /// iOS 27 and later: as iOS 26, and a phone app's window can be resized to a regular width,
  /// keeping the phone idiom (W27).
  case iOS27 = 27

  public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// How an app is driven: by its app delegate alone, or by scenes (iOS 13+).
public enum AppLifecycle: String, Sendable, CaseIterable, Codable {
  /// The app-delegate lifecycle: windows need no scene. The only one before iOS 13, and one
  /// many apps kept from iOS 13 to 18.
  case appDelegate
  /// A scene-based app (iOS 13+): windows must be attached to a window scene (W6), and
  /// UIAlertView is unavailable (AV20).
  case scenes

  /// The lifecycle a new app on an OS gets when none is named: scenes from iOS 13.
  public static func `default`(for osVersion: OSVersion) -> AppLifecycle {
    osVersion >= .iOS13 ? .scenes : .appDelegate
  }
}
