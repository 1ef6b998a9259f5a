import Foundation
import Matrix

#if canImport(Glibc)
  import Glibc
#endif

/// The child side of crash isolation: reads cell indexes from standard input, one a line,
/// and runs each, writing its report line before starting the next. A cell predicted to
/// end its process runs in a forked copy of this worker, which is single-threaded, so
/// that the expected crash costs neither the worker nor a restart; the worker writes the
/// crash line for it. Any other crash ends the worker, and the parent resumes in a new one.
enum Worker {
  static func run(fixtures: Fixtures, approaches: [String]) {
    let count = fixtures.cellCount(approaches: approaches)
    let input = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    for line in input.split(separator: "\n") {
      guard let index = Int(line), (0..<count).contains(index) else {
        FileHandle.standardError.write(Data("worker: no cell \(line)\n".utf8))
        exit(2)
      }
      let cell = fixtures.cell(at: index, approaches: approaches)
      if cell.expectsProcessToCrash {
        runForked(cell)
      } else {
        ChildReport.runAndPrint(cell)
      }
    }
  }

  private static func runForked(_ cell: Cell) {
    var errorPipe: [Int32] = [0, 0]
    guard pipe(&errorPipe) == 0 else {
      ChildReport.runAndPrint(cell)
      return
    }
    let pid = fork()
    if pid == 0 {
      close(errorPipe[0])
      dup2(errorPipe[1], STDERR_FILENO)
      ChildReport.runAndPrint(cell)
      _exit(0)
    }
    close(errorPipe[1])
    var standardError: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while case let count = read(errorPipe[0], &chunk, chunk.count), count > 0 {
      standardError += chunk[..<count]
    }
    close(errorPipe[0])
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    if status != 0 {
      FileHandle.standardOutput.write(
        Data(ChildReport.crashReportLine(standardError: standardError).utf8))
    }
  }
}
