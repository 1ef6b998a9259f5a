/// The iOS versions the model covers. Each stands for a range of real versions.
public enum OSVersion: Int, Sendable, CaseIterable, Comparable, Codable {
  /// iOS 7: no UIAlertController; UIAlertView and UIActionSheet are the only alerts.
  case iOS7 = 7
  /// iOS 8 to 12: UIAlertController exists; UIAlertView and UIActionSheet still work.
  case iOS8 = 8
  /// iOS 13 and later, in a scene-based app: windows need a window scene, and UIAlertView
  /// and UIActionSheet raise when shown (AV20).
  case iOS13 = 13

  public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// The kind of device.
public enum UIUserInterfaceIdiom: String, Sendable, CaseIterable, Codable {
  case phone
  case pad
}
