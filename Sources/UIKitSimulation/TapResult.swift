/// What became of a tap.
public enum TapResult: String, Codable, Sendable, Equatable {
  /// The alert received it.
  case delivered
  /// The button is disabled and ignored it.
  case disabled
  /// A window in front of the alert took it (W5).
  case blocked
  /// No button has that title.
  case noSuchButton
  /// No alert is on screen.
  case noAlert
}
