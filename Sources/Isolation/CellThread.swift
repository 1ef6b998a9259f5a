import Foundation
import ProcessSupport

/// A thread that runs cells one at a time, as long as none of them parks it or overruns:
/// cheaper than a thread per cell. Its stack is the same size on every platform (a Mac's
/// secondary threads get 512 KiB by default, Linux's 8 MiB), so that deep recursion gives
/// one verdict everywhere.
public final class CellThread: Sendable {
  /// The stack size of every cell thread.
  public static let stackSize = 8 << 20

  private let work = Locked<(@Sendable () -> Void)?>(nil)
  private let pending = DispatchSemaphore(value: 0)

  public init() {
    let thread = Thread { [work, pending] in
      while true {
        pending.wait()
        work.withValue { work in
          defer { work = nil }
          return work
        }?()
      }
    }
    thread.stackSize = Self.stackSize
    thread.start()
  }

  /// Runs work on the thread, after the work before it.
  func perform(_ newWork: @escaping @Sendable () -> Void) {
    work.withValue { $0 = newWork }
    pending.signal()
  }
}
