import Matrix
@_spi(Simulation) import UIKitModel

/// The `--only` filters: each names an approach, a behaviour or scenario, an OS, an idiom,
/// a lifecycle, a deployment target or an environment, without regard to case or spaces
/// ("ios7", "iPad" and "iOS 8+" all work). Filters of one kind match any of them; filters of
/// different kinds must all match.
struct CellFilter {
  /// What a filter names.
  enum Kind: String, CaseIterable {
    case approach
    case behaviour
    case os = "OS"
    case idiom
    case lifecycle
    case target
    case environment
  }

  private var wanted: [Kind: Set<String>] = [:]
  /// The names each approach, scenario and environment answers to, by kind: worked out once
  /// for each, not once for each of thousands of cells.
  private let namesByApproach: [ApproachID: [Kind: Set<String>]]
  private let namesByScenario: [ScenarioID: [Kind: Set<String>]]
  private let namesByEnvironment: [MatrixEnvironment: [Kind: Set<String>]]

  /// Reads the filters against the cells there are; a value that names nothing is refused
  /// with the values that would.
  init(_ texts: [String], cells: [Cell]) throws(UsageError) {
    var approaches: [ApproachID: [Kind: Set<String>]] = [:]
    var scenarios: [ScenarioID: [Kind: Set<String>]] = [:]
    var environments: [MatrixEnvironment: [Kind: Set<String>]] = [:]
    for cell in cells {
      if approaches[cell.approach.id] == nil {
        approaches[cell.approach.id] = Self.names(of: cell, as: [.approach])
      }
      if scenarios[cell.scenario.id] == nil {
        scenarios[cell.scenario.id] = Self.names(of: cell, as: [.behaviour])
      }
      if environments[cell.environment] == nil {
        environments[cell.environment] = Self.names(
          of: cell, as: [.os, .idiom, .lifecycle, .target, .environment])
      }
    }
    namesByApproach = approaches
    namesByScenario = scenarios
    namesByEnvironment = environments
    var known: [Kind: Set<String>] = [:]
    for names in [Array(approaches.values), Array(scenarios.values), Array(environments.values)]
      .joined()
    {
      known.merge(names) { $0.union($1) }
    }
    for text in texts {
      let value = Self.normalized(text)
      let kinds = Kind.allCases.filter { known[$0]?.contains(value) ?? false }
      guard !kinds.isEmpty else {
        let valid = Kind.allCases.filter { ![.behaviour, .target].contains($0) }.map { kind in
          "\(kind.rawValue): " + Self.shown(kind, cells).joined(separator: ", ")
        }
        let behaviours = Set(cells.map(\.scenario.behaviour)).sorted()
        throw UsageError(
          "\(PrintableText.quoted(text)) matches nothing. Valid filters are "
            + valid.joined(separator: "; ")
            + "; behaviour: " + behaviours.joined(separator: ", ") + " or a scenario id"
            + "; a deployment target such as 'iOS 9+' or 'iOS 15+ with scenes'")
      }
      for kind in kinds {
        wanted[kind, default: []].insert(value)
      }
    }
  }

  /// Whether a cell is wanted: for every kind filtered, one of its values names the cell.
  func matches(_ cell: Cell) -> Bool {
    wanted.allSatisfy { kind, values in
      let names =
        namesByApproach[cell.approach.id]?[kind] ?? namesByScenario[cell.scenario.id]?[kind]
        ?? namesByEnvironment[cell.environment]?[kind] ?? []
      return !values.isDisjoint(with: names)
    }
  }

  /// The names a cell answers to, for each of these kinds, lowercased.
  private static func names(of cell: Cell, as kinds: [Kind]) -> [Kind: Set<String>] {
    Dictionary(uniqueKeysWithValues: kinds.map { ($0, names(of: cell, as: $0)) })
  }

  /// The names a cell answers to, for one kind, lowercased.
  private static func names(of cell: Cell, as kind: Kind) -> Set<String> {
    let environment = cell.environment
    let names: [String] =
      switch kind {
      case .approach: [cell.approach.name, cell.approach.id.rawValue]
      case .behaviour: [cell.scenario.id.rawValue, cell.scenario.behaviour]
      case .os: ["\(environment.osVersion.rawValue)", "iOS \(environment.osVersion.rawValue)"]
      case .idiom: [environment.idiom.name, "i" + environment.idiom.name]
      case .lifecycle:
        environment.lifecycle == .scenes ? ["scenes"] : ["app delegate", "appDelegate"]
      case .target: targets(containing: environment)
      case .environment: [environment.description]
      }
    return Set(names.map(normalized))
  }

  /// The deployment targets an environment belongs to, named as the report names them, and
  /// "iOS 8+ without scenes" for "iOS 8+" too.
  private static func targets(containing environment: MatrixEnvironment) -> [String] {
    MatrixEnvironment.platforms.filter { oldest in
      MatrixEnvironment.platforms(from: oldest).contains {
        $0.osVersion == environment.osVersion && $0.lifecycle == environment.lifecycle
      }
    }.flatMap { oldest -> [String] in
      let name = MatrixEnvironment.targetName(from: oldest)
      return name.hasSuffix("scenes") ? [name] : [name, name + " without scenes"]
    }
  }

  /// A filter as compared: lower case, without spaces, an en dash as a hyphen ("iOS 9-12").
  private static func normalized(_ text: String) -> String {
    String(text.lowercased().filter { $0 != " " }.map { $0 == "–" ? "-" : $0 })
  }

  /// The values of a kind as a reader would type them, in order.
  private static func shown(_ kind: Kind, _ cells: [Cell]) -> [String] {
    var seen: [String] = []
    for cell in cells {
      let name: String =
        switch kind {
        case .approach: cell.approach.name
        case .behaviour: cell.scenario.id.rawValue
        case .os: "\(cell.environment.osVersion.rawValue)"
        case .idiom: cell.environment.idiom.name
        case .lifecycle: cell.environment.lifecycle == .scenes ? "scenes" : "app delegate"
        case .target: ""
        case .environment: "'\(cell.environment)'"
        }
      if !seen.contains(name) { seen.append(name) }
    }
    return seen
  }
}
