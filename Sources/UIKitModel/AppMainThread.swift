import UIKitSimulation

/// Where a modelled app's main thread is: the thread that runs it. Many modelled apps run
/// at once in one process, each on a thread of its own, and none on the process's main
/// thread; yet UIKit's classes and the app code that uses them are main-actor code, which
/// Swift checks (`MainActor.assumeIsolated`). So each app's code runs as a main-actor job,
/// at once, on the thread that runs the app: a task whose executor runs its job right
/// where it is enqueued, as if on the main actor. Apps share no state, so no two threads
/// ever touch the same objects.
nonisolated enum AppMainThread {
  /// Runs `body` at once on the calling thread, as main-actor work.
  static func run<Result>(_ body: @MainActor () throws -> Result) rethrows -> Result {
    try withoutActuallyEscaping(body) { body in
      nonisolated(unsafe) var outcome: Swift.Result<Result, any Error>?
      _ = Task(executorPreference: RunHere()) {
        outcome = runAsMainActor { Swift.Result { try body() } }
      }
      guard let outcome else { fatalError("an app's main-actor work did not run at once") }
      return try outcome.get()
    }
  }

  /// Runs synchronous main-actor work inside the job that `RunHere` runs as the main actor.
  private static func runAsMainActor<Value>(_ body: @MainActor () -> Value) -> Value {
    nonisolated(unsafe) var value: Value?
    MainActor.assumeIsolated { value = body() }
    return value!
  }
}

/// An executor that runs each job at once, on the thread that enqueues it, as the main
/// actor's.
private nonisolated final class RunHere: TaskExecutor {
  func enqueue(_ job: consuming ExecutorJob) {
    job.runSynchronously(on: MainActor.sharedUnownedExecutor)
  }
}
