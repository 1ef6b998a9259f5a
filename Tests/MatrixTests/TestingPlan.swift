import Foundation
import ProcessSupport
import Testing

/// The tests Swift Testing finds in this process, as it lists them for tools: through its
/// stable JSON entry point (`swt_abiv0_getEntryPoint`, "ABI/JSON.md" in the swift-testing
/// repository), asked to list and not run. The names come from Swift Testing itself, not from
/// reading the sources.
enum TestingPlan {
  /// A listed test function or suite.
  struct Entry: Decodable {
    let kind: String
    let name: String
    let displayName: String?
  }

  /// The entry point's Swift signature, as the ABI document gives it.
  private typealias EntryPoint =
    @convention(thin) @Sendable (
      _ configurationJSON: UnsafeRawBufferPointer?,
      _ recordHandler: @escaping @Sendable (_ recordJSON: UnsafeRawBufferPointer) -> Void
    ) async throws -> Bool

  /// One JSON record of the stream; only "test" records carry a payload read here.
  private struct Record: Decodable {
    let kind: String
    let payload: Entry?
  }

  /// Every test function and suite of the process. The listing prints nothing: the lowest
  /// verbosity turns off the list Swift Testing would write to standard output.
  static func entries() async throws -> [Entry] {
    let symbol = try #require(
      Platform.loadedFunction(named: "swt_abiv0_getEntryPoint"),
      "Swift Testing's entry point is not loaded in this process")
    let getEntryPoint = unsafeBitCast(symbol, to: (@convention(c) () -> UnsafeRawPointer).self)
    let entryPoint = unsafeBitCast(getEntryPoint(), to: EntryPoint.self)
    let configuration = Data("{\"listTests\": true, \"verbosity\": \(Int.min)}".utf8)
    let records = Locked<[Data]>([])
    let bytes = UnsafeMutableRawBufferPointer.allocate(
      byteCount: configuration.count, alignment: 1)
    defer { bytes.deallocate() }
    configuration.copyBytes(to: bytes)
    nonisolated(unsafe) let input = UnsafeRawBufferPointer(bytes)
    _ = try await entryPoint(input) { record in records.withValue { $0.append(Data(record)) } }
    return try records.withValue { $0 }.compactMap { data in
      let record = try JSONDecoder().decode(Record.self, from: data)
      return record.kind == "test" ? record.payload : nil
    }
  }
}
