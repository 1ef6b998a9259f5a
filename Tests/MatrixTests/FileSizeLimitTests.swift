import Foundation
import Matrix
import Testing

/// The command writing past the file-size limit.
@Suite("File size limit")
struct FileSizeLimitTests {
  @Test("A write past `ulimit -f` ends in a clear error, with nothing written or staged")
  func fileSizeLimit() async throws {
    let package = try TestPackage.make(typing: 1)
    defer { try? FileManager.default.removeItem(at: package) }
    // The sign-up dialogs the call-site cost measures are the package's own sources.
    try FileManager.default.createSymbolicLink(
      at: package.appendingPathComponent("Sources"),
      withDestinationURL: AlertLabCommand.packageRoot.appendingPathComponent("Sources"))
    let command = try TestPackage.command(in: package)
    let run = try await AlertLabCommand.run(
      ["-c", "ulimit -f 4; exec \"$0\"", command.path],
      executable: URL(fileURLWithPath: "/bin/sh"), in: package)
    #expect(run.status == 1, "exit \(run.status), not SIGXFSZ's 153: \(run.errors)")
    #expect(run.errors.contains("alertlab: error: cannot write REPORT.md: File too large"))
    let left = try FileManager.default.subpathsOfDirectory(atPath: package.path).filter {
      !$0.hasPrefix("Sources/")
        && ($0.hasSuffix(".tmp") || $0.hasSuffix(".old") || $0.hasSuffix(".journal")
          || $0.hasPrefix("REPORT")
          || ($0.hasPrefix("docs") && !SourceCatalog.factsDocument.hasPrefix($0)))
    }
    #expect(left.isEmpty, "left behind: \(left)")
  }
}
