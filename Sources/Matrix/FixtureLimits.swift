/// The bounds a scenario must keep, so that every cell ends quickly and the checks on it stay
/// cheap; a fixture past one is refused with the limit it broke.
enum FixtureLimits {
  static let actions = 50
  static let textFields = 10
  static let steps = 100
  /// Characters deleted by one step.
  static let count = 1_000
  /// Unicode scalars of any title or text.
  static let textLength = 1_000
  /// Items of any other list.
  static let items = 100
  /// Predictions in one approach's file.
  static let predictions = 500
  /// Bytes of one fixture file.
  static let fileSize = 1 << 20
  /// Entries of one fixtures folder (scenarios/ or predictions/): with twelve environments
  /// and every approach, 500 scenarios are 42,000 cells.
  static let folderEntries = 500
}
