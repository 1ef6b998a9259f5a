import Foundation

/// What keeps one cell's app code from taking more than its cell: a backstop for code that
/// never returns, a stack of one size everywhere, and a thread parked for good where the app
/// would have ended.
public enum Isolated {
  /// Seconds of wall-clock time after which a run is stopped: a backstop for code that never
  /// returns, never a measure of speed. The model's own bound, on the run loop, is counted in
  /// turns; a cell of the matrix takes well under a millisecond, so only code stuck for good
  /// comes near this, however busy the machine.
  public static let backstopSeconds = 30.0

  /// The stack size of every thread that runs cells: a Mac's secondary threads get 512 KiB by
  /// default, Linux's 8 MiB, and deep recursion must give one verdict everywhere.
  public static let stackSize = 8 << 20

  /// Blocks the calling thread for good, as a thread whose app ended must stay.
  static func parkForever() -> Never {
    let never = DispatchSemaphore(value: 0)
    while true {
      never.wait()
    }
  }
}
