import Foundation
import Testing

/// The command started with its standard descriptors closed.
@Suite("Closed descriptors")
struct ClosedDescriptorTests {
  @Test("With stdin, stdout and stderr closed, a run finds every cell as predicted and exits 74")
  func closedStandardDescriptors() async throws {
    // Before the fix, a pipe to a worker took descriptor 0, 1 or 2, and some runs recorded a
    // crash of Foundation's own against an approach: twice gives such a run two chances.
    for _ in 1...2 {
      let run = try await AlertLabCommand.run(
        ["-c", "exec \"$0\" --only 'iOS 7' <&- >&- 2>&-", AlertLabCommand.executable.path],
        executable: URL(fileURLWithPath: "/bin/sh"))
      #expect(
        run.status == 74,
        "exit \(run.status): 74 is a run whose only fault is its lost output; if not, run `swift run alertlab --only 'iOS 7'` to see which cells differ"
      )
    }
  }
}
