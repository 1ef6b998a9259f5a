/// How many changes the app has made to SwiftUI state, a view's `@State` or an observed
/// object's `@Published` property, since launch: what tells whether a button's action
/// changed any state, where the order of the action and the write-back can matter (SU3).
enum StateChanges {
  private(set) static var count = 0

  static func record() { count += 1 }
}
