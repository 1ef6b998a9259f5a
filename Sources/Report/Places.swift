import Matrix
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// Where cells are, in the words the report uses for a reader's platforms: "iOS 7, iOS 8
/// pad", and how a scenario was missed there.
enum Places {
  /// A miss in words: crash, hang, fail, or cannot express.
  static func missKind(_ result: CellResult) -> String {
    result.verdict.outcome == .unsupported ? "cannot express" : result.verdict.outcome.rawValue
  }

  /// Where a scenario's cells were missed: the environments, or, when the kind of miss
  /// differs between them, each kind with its environments ("crash on iOS 7; fail on iOS 8").
  static func whereMissed(_ cells: [CellResult]) -> String {
    var kinds: [String] = []
    for cell in cells where !kinds.contains(missKind(cell)) {
      kinds.append(missKind(cell))
    }
    guard kinds.count > 1 else { return environmentNames(cells) }
    return kinds.map { kind in
      "\(kind) on " + environmentNames(cells.filter { missKind($0) == kind })
    }.joined(separator: "; ")
  }

  /// The environments of these cells, a platform named once when both idioms are there:
  /// "iOS 7, iOS 8 pad".
  static func environmentNames(_ cells: [CellResult]) -> String {
    names(of: cells.map(\.cell.environment))
  }

  /// These environments, a platform named once when both idioms are there; a platform older
  /// than `addableFrom`, where a library runs for apps from that iOS on, is named by it.
  static func names(of environments: [MatrixEnvironment], addableFrom: OSVersion? = nil)
    -> String
  {
    var names: [String] = []
    for platform in MatrixEnvironment.platforms {
      let idioms = environments.filter {
        $0.osVersion == platform.osVersion && $0.lifecycle == platform.lifecycle
      }.map(\.idiom)
      guard !idioms.isEmpty else { continue }
      let name =
        addableFrom.flatMap { from in
          platform.osVersion < from
            ? MatrixEnvironment.targetName(from: (from, platform.lifecycle)) : nil
        }
        ?? MatrixEnvironment(platform.osVersion, idioms[0], lifecycle: platform.lifecycle)
        .platformName
      names.append(
        Set(idioms).count == UIUserInterfaceIdiom.allCases.count
          ? name : "\(name) \(idioms[0].name)")
    }
    return names.joined(separator: ", ")
  }
}
