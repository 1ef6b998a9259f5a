import Foundation
import Matrix
import Testing

/// Mutated fixtures: whatever bytes a file holds, the loader ends in a clear `FixtureError`
/// or a valid load, never in a trap, a stack overflow or a hang. Each input's mutation comes
/// from a generator seeded with its number, so a failing input can be made again from it.
@Suite("Fixture fuzz")
struct FixtureFuzzTests {
  /// How many mutated files are fed to the loader: 3,000, every kind of mutation some 300
  /// times; `ALERTLAB_FUZZ_INPUTS=12000 swift test --filter fuzzedFixtures` runs more.
  static let fuzzInputs =
    ProcessInfo.processInfo.environment["ALERTLAB_FUZZ_INPUTS"].flatMap { Int($0) } ?? 3_000

  /// The inputs run as this many test cases, side by side.
  static let fuzzSlices = 4

  @Test(
    "Fuzz: mutated fixture files each load or are refused with a FixtureError",
    // A backstop for a loader that never returns, not a measure of speed.
    .timeLimit(.minutes(10)), arguments: 0..<fuzzSlices)
  func fuzzedFixtures(slice: Int) throws {
    try fuzz(slice: slice, facts: SourceCatalog.factIDs(ofPackageAt: AlertLabCommand.packageRoot))
  }

  /// One slice of the inputs, with the package's fact ids known as `Fixtures.load` knows them.
  private func fuzz(slice: Int, facts: Set<String>) throws {
    let folder = AlertLabCommand.packageRoot.appendingPathComponent("Fixtures")
    let scenarioFiles = try Self.fixtureFiles(in: folder.appendingPathComponent("scenarios"))
    let predictionFiles = try Self.fixtureFiles(in: folder.appendingPathComponent("predictions"))
    let scenarios = try scenarioFiles.map {
      try Fixtures.scenario(json: $0.bytes, file: $0.name, facts: facts)
    }
    var outcomes = (loaded: 0, refused: 0)
    let inputs = stride(from: slice, to: Self.fuzzInputs, by: Self.fuzzSlices)
    for input in inputs {
      var generator = SplitMix64(seed: 0x41_6C_65_72_74_4C_61_62 &+ UInt64(input))
      let isScenario = input % 4 != 0
      let original = isScenario ? scenarioFiles : predictionFiles
      let file = original[Int(generator.next() % UInt64(original.count))]
      let bytes = Mutation.apply(to: file.bytes, using: &generator)
      do {
        if isScenario {
          _ = try Fixtures.scenario(json: bytes, file: file.name, facts: facts)
        } else {
          _ = try Fixtures.predictions(
            json: bytes, file: file.name, approach: ApproachID(file.approach), scenarios: scenarios,
            facts: facts)
        }
        outcomes.loaded += 1
      } catch is FixtureError {
        outcomes.refused += 1
      } catch {
        Issue.record("input \(input) (\(file.name)): not a FixtureError: \(error)")
      }
    }
    #expect(outcomes.loaded + outcomes.refused == inputs.underestimatedCount)
    // Mutations that keep a file valid exist (a flipped letter in a reason), but most must
    // be refused: a loader that accepts nearly everything is not reading strictly.
    #expect(outcomes.refused > inputs.underestimatedCount / 2, "\(outcomes)")
  }

  /// A fixture file's bytes, its name as errors print it, and the approach a predictions
  /// file is named for.
  struct FixtureFile {
    let name: String
    let approach: String
    let bytes: [UInt8]
  }

  static func fixtureFiles(in folder: URL) throws -> [FixtureFile] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      .filter { $0.hasSuffix(".json") }
      .map { name in
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        return FixtureFile(
          name: name, approach: String(name.dropLast(".json".count)), bytes: Array(data))
      }
  }
}

/// One random change to a file's bytes, of the kinds that break parsers: flipped bits,
/// bytes that start escapes, nesting or multi-byte characters, cuts, repeats, and deep
/// nesting.
enum Mutation: CaseIterable {
  case flipBit, insertSpecial, replaceWithSpecial, truncate, duplicateSlice, removeSlice
  case deepNesting, loneSurrogate, hugeNumber, several

  /// Bytes that mean something to a JSON parser or to UTF-8.
  static let special: [[UInt8]] = [
    [0x22], [0x5C], [0x7B], [0x7D], [0x5B], [0x5D], [0x2C], [0x3A], [0x00], [0x1B], [0xFF],
    [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
    Array(#"\u"#.utf8), Array(#"\uD800"#.utf8), Array(#"\u+041"#.utf8), Array("\u{301}".utf8),
    Array("-0.0e-9999".utf8), Array("null".utf8), Array("\"\"".utf8),
  ]

  static func apply(to bytes: [UInt8], using generator: inout SplitMix64) -> [UInt8] {
    let mutation = allCases[Int(generator.next() % UInt64(allCases.count))]
    return mutation.apply(to: bytes, using: &generator)
  }

  private func apply(to original: [UInt8], using generator: inout SplitMix64) -> [UInt8] {
    var bytes = original
    func position() -> Int { Int(generator.next() % UInt64(bytes.count + 1)) }
    func special() -> [UInt8] {
      Self.special[Int(generator.next() % UInt64(Self.special.count))]
    }
    switch self {
    case .flipBit:
      guard !bytes.isEmpty else { return bytes }
      let index = Int(generator.next() % UInt64(bytes.count))
      bytes[index] ^= 1 << (generator.next() % 8)
    case .insertSpecial:
      bytes.insert(contentsOf: special(), at: position())
    case .replaceWithSpecial:
      let start = position()
      let end = min(bytes.count, start + Int(generator.next() % 4))
      bytes.replaceSubrange(start..<end, with: special())
    case .truncate:
      bytes.removeSubrange(position()...)
    case .duplicateSlice:
      let (start, end) = [position(), position()].sorted().pair
      bytes.insert(contentsOf: bytes[start..<end], at: position())
    case .removeSlice:
      let (start, end) = [position(), position()].sorted().pair
      bytes.removeSubrange(start..<end)
    case .deepNesting:
      let depth = Int(generator.next() % 30_000)
      bytes.insert(contentsOf: [UInt8](repeating: 0x5B, count: depth), at: position())
    case .loneSurrogate:
      bytes.insert(contentsOf: Array(#""\uDBFF\u0041""#.utf8), at: position())
    case .hugeNumber:
      bytes.insert(contentsOf: Array("1e999999999999".utf8), at: position())
    case .several:
      for _ in 0..<(2 + generator.next() % 6) {
        bytes = Mutation.apply(to: bytes, using: &generator)
      }
    }
    return bytes
  }
}

extension Array where Element == Int {
  /// The first two elements of a sorted pair.
  fileprivate var pair: (Int, Int) { (self[0], self[1]) }
}

/// A small, fast, seeded generator (SplitMix64), the same on every platform.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
