import Foundation
import Matrix

/// Runs cells in child processes of this executable (workers): each worker runs a list of
/// cells in order and reports each as it ends; when a worker crashes, the cell it was
/// running is recorded as a crash and a new worker resumes with the next cell. A worker
/// silent for `cellTimeout` is ended, with any process it forked, and its cell recorded as
/// a hang.
struct IsolatedRunner {
  let executable: URL
  let allCells: [Cell]
  /// How many children run at once.
  let parallelChildren = 2
  /// How long a child may stay silent on one cell, in milliseconds.
  let cellTimeout: Int32 = 10_000

  /// The results of the cells at these indexes of `allCells`, in the same order, and how
  /// many children were started.
  func run(_ indexes: [Int], progress: @escaping @Sendable (Int) -> Void) -> (
    results: [CellResult], childrenStarted: Int
  ) {
    let slices = (0..<parallelChildren).map { part in
      stride(from: part, to: indexes.count, by: parallelChildren).map { indexes[$0] }
    }
    let collected = Collected(count: indexes.count)
    DispatchQueue.concurrentPerform(iterations: slices.count) { part in
      let (results, children) = runInOrder(slices[part], onEach: { collected.tick(progress) })
      collected.store(results, children: children)
    }
    let byIndex = collected.results
    return (indexes.map { byIndex[$0]! }, collected.children)
  }

  /// Runs cells one child after another until every cell has a result.
  private func runInOrder(_ indexes: [Int], onEach: () -> Void) -> ([Int: CellResult], Int) {
    var results: [Int: CellResult] = [:]
    var pending = indexes[...]
    var children = 0
    while !pending.isEmpty {
      children += 1
      let reported = runChild(Array(pending), onEach: onEach)
      for (index, result) in zip(pending, reported.results) {
        results[index] = result
      }
      pending = pending.dropFirst(reported.results.count)
      if let index = pending.first {
        let cell = allCells[index]
        let verdict =
          reported.timedOut
          ? Verdict(
            .hang, ["the cell's process was silent for \(cellTimeout / 1000) s and was ended"])
          : Judge.verdict(
            for: cell, crashLine: ChildReport.crashLine(standardError: reported.standardError))
        results[index] = CellResult(cell: cell, observation: nil, verdict: verdict)
        onEach()
        pending = pending.dropFirst()
      }
    }
    return (results, children)
  }

  /// Starts one child for these cells and reads its reports until it exits or falls
  /// silent. Returns the results of the cells it finished.
  private func runChild(_ indexes: [Int], onEach: () -> Void) -> (
    results: [CellResult], standardError: [UInt8], timedOut: Bool
  ) {
    let environment =
      ProcessInfo.processInfo.environment.filter { $0.key != "SWIFT_BACKTRACE" }
      .map { "\($0.key)=\($0.value)" } + ["SWIFT_BACKTRACE=enable=no"]
    guard
      let child = ChildProcess.spawn(
        executable.path, arguments: ["--worker"], environment: environment)
    else {
      fatalError("cannot start \(executable.path)")
    }
    child.send(indexes.map(String.init).joined(separator: "\n"))
    var results: [CellResult] = []
    var buffer: [UInt8] = []
    var timedOut = false
    while let chunk = child.read(timeout: cellTimeout), !chunk.isEmpty {
      buffer += chunk
      while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = Array(buffer[...newline])
        buffer.removeSubrange(...newline)
        let cell = allCells[indexes[results.count]]
        guard let (observation, verdict) = ChildReport.verdict(for: cell, reportLine: line) else {
          continue
        }
        results.append(CellResult(cell: cell, observation: observation, verdict: verdict))
        onEach()
      }
    }
    if results.count < indexes.count, child.read(timeout: 0) == nil {
      timedOut = true
      child.kill()
    }
    let ended = child.wait()
    return (results, ended.standardError, timedOut)
  }
}

/// Results gathered from the parallel children, under a lock.
private final class Collected: @unchecked Sendable {
  private let lock = NSLock()
  private var byIndex: [Int: CellResult] = [:]
  private var childCount = 0
  private var done = 0
  private let total: Int

  init(count: Int) {
    total = count
  }

  func store(_ results: [Int: CellResult], children: Int) {
    lock.withLock {
      byIndex.merge(results) { first, _ in first }
      childCount += children
    }
  }

  func tick(_ progress: (Int) -> Void) {
    let finished = lock.withLock {
      done += 1
      return done
    }
    progress(finished)
  }

  var results: [Int: CellResult] { lock.withLock { byIndex } }
  var children: Int { lock.withLock { childCount } }
}
