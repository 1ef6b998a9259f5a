import Matrix
import UIKitSimulation

/// The rule that answers "what to use" for one need of one kind of app. A candidate is an
/// approach the app can add (from its oldest iOS), that runs on every OS of the app, that can
/// express every scenario of the need, and that passes at least half of the need's cells in
/// every environment the app runs in: an approach that breaks in part of the reader's own app
/// is left out, with why, never recommended for the rest. So is one that passes no cell of the
/// need but refusals of a caller's mistake. Among the candidates: fewest crashes the call
/// site cannot avoid, then fewest failures (an avoidable crash counts as one), then most
/// passes; report order breaks ties.
struct NeedRanking: Sendable {
  /// One cell of an approach, as the rule reads it.
  struct Cell: Sendable {
    let scenarioID: ScenarioID
    let environment: MatrixEnvironment
    let outcome: Outcome
    /// Whether the call site can avoid the scenario's mistake (it names how).
    let avoidable: Bool
    /// Whether the scenario tests a caller's mistake, which an API that cannot make it
    /// passes by not expressing it.
    let callerMistake: Bool
    /// Why, in the approach's words, where it could not take part.
    let reason: String?
    /// Why it could not run, where it is unavailable.
    let unavailability: Unavailability?
    /// The fact ids of the modelling choices its outcome rests on.
    let choices: [String]
    /// Whether it failed because the alert never appeared.
    let neverAppeared: Bool
  }

  /// An approach and its cells on the need's scenarios in the app's environments.
  struct Entry: Sendable {
    let approach: ApproachID
    /// The oldest iOS an app can add it to; nil for any.
    let addableFrom: OSVersion?
    let cells: [Cell]
  }

  /// A candidate's counts.
  struct Standing: Sendable {
    let approach: ApproachID
    let unavoidableCrashes: [Cell]
    let failures: [Cell]
    let passes: Int
    /// Every cell it was ranked on, in matrix order.
    let cells: [Cell]

    /// Its cells that did not pass, most severe first: the crashes the call site cannot
    /// avoid, the failures where the alert never appeared, the other failures, then the
    /// crashes it can avoid, each in matrix order.
    var misses: [Cell] {
      unavoidableCrashes + failures.filter(\.neverAppeared)
        + failures.filter { !$0.neverAppeared }
    }

    /// The cells it was ranked on.
    var total: Int { unavoidableCrashes.count + failures.count + passes }

    /// Less severe first.
    func ranks(before other: Standing) -> Bool {
      (unavoidableCrashes.count, failures.count, -passes)
        < (other.unavoidableCrashes.count, other.failures.count, -other.passes)
    }
  }

  /// The candidates, least severe first.
  let candidates: [Standing]
  /// The approaches left out, each with why, in report order.
  let leftOut: [(approach: ApproachID, exclusion: Exclusion)]

  /// The first candidate: what to use.
  var recommended: Standing? { candidates.first }

  /// The second candidate: what to use without the first.
  var second: Standing? { candidates.dropFirst().first }

  /// The standing of a candidate, or why it was left out (nil if it took no part).
  func place(of approach: ApproachID) -> Result<Standing, Exclusion>? {
    if let standing = candidates.first(where: { $0.approach == approach }) {
      return .success(standing)
    }
    return leftOut.first { $0.approach == approach }.map { .failure($0.exclusion) }
  }

  /// Why an approach is no candidate.
  enum Exclusion: Error, Sendable {
    /// An app this old cannot add its library.
    case cannotAdd(needs: OSVersion)
    /// It does not run on an OS the app supports.
    case doesNotRun(OSVersion, reason: String?)
    /// Its code cannot be built into an app extension, which the need is.
    case cannotBuildInExtension(reason: String?)
    /// Its API cannot say a scenario of the need.
    case cannotExpress(scenarioID: ScenarioID, reason: String?)
    /// It passes no cell of the need, refusals of a caller's mistake aside.
    case passesNothing
    /// It passes fewer than half of the need's cells in an environment of the app.
    case breaks(in: MatrixEnvironment, passes: Int, of: Int)
    /// It shows an alert only from a view controller, which a SwiftUI view does not hand
    /// out: why it cannot show with none at hand.
    case needsViewController(reason: String)

    /// Whether it runs and can say the need, and only breaks in part of the app.
    var breaksInPart: Bool {
      switch self {
      case .passesNothing, .breaks: true
      default: false
      }
    }

    /// Why, in words.
    var why: String {
      switch self {
      case .cannotAdd(let needs):
        "cannot be added: its library needs iOS \(needs.rawValue)"
      case .doesNotRun(let os, let reason):
        "does not run on iOS \(os.rawValue)" + (reason.map { ": \($0)" } ?? "")
      case .cannotBuildInExtension(let reason):
        "cannot be built into an app extension" + (reason.map { ": \($0)" } ?? "")
      case .cannotExpress(let scenarioID, let reason):
        "cannot express \(scenarioID)" + (reason.map { ": \($0)" } ?? "")
      case .passesNothing: "passes no cell of the need here"
      case .breaks(let environment, let passes, let total):
        "passes \(passes) of the need's \(total) cells on \(environment)"
      case .needsViewController(let reason):
        "needs a view controller, which a SwiftUI view does not hand out (it \(reason))"
      }
    }
  }

  /// Ranks `entries` (in report order) for an app whose oldest iOS is `oldest`, leaving out
  /// the approaches `excluded` names first.
  init(_ entries: [Entry], oldest: OSVersion, excluded: [ApproachID: Exclusion] = [:]) {
    var standings: [Standing] = []
    var leftOut: [(ApproachID, Exclusion)] = []
    for entry in entries {
      if let exclusion = excluded[entry.approach] ?? Self.exclusion(of: entry, oldest: oldest) {
        leftOut.append((entry.approach, exclusion))
        continue
      }
      let crashes = entry.cells.filter { [.crash, .hang].contains($0.outcome) }
      standings.append(
        Standing(
          approach: entry.approach, unavoidableCrashes: crashes.filter { !$0.avoidable },
          failures: entry.cells.filter { $0.outcome == .fail } + crashes.filter(\.avoidable),
          passes: entry.cells.filter { $0.outcome == .pass || $0.outcome == .unsupported }.count,
          cells: entry.cells))
    }
    candidates = standings.enumerated().sorted { lhs, rhs in
      lhs.element.ranks(before: rhs.element)
        || (!rhs.element.ranks(before: lhs.element) && lhs.offset < rhs.offset)
    }.map(\.element)
    self.leftOut = leftOut
  }

  /// Why an approach is no candidate, or nil if it is one.
  private static func exclusion(of entry: Entry, oldest: OSVersion) -> Exclusion? {
    if let addableFrom = entry.addableFrom, oldest < addableFrom {
      return .cannotAdd(needs: addableFrom)
    }
    if let unavailable = entry.cells.first(where: { $0.unavailability == .operatingSystem }) {
      return .doesNotRun(unavailable.environment.osVersion, reason: unavailable.reason)
    }
    if let unbuildable = entry.cells.first(where: { $0.unavailability == .appExtension }) {
      return .cannotBuildInExtension(reason: unbuildable.reason)
    }
    if let unexpressed = entry.cells.first(where: {
      $0.outcome == .unsupported && !$0.callerMistake
    }) {
      return .cannotExpress(scenarioID: unexpressed.scenarioID, reason: unexpressed.reason)
    }
    // Refusing a caller's mistake shows no alert: it does not count as working.
    if !entry.cells.isEmpty,
      !entry.cells.contains(where: { $0.outcome == .pass && !$0.callerMistake })
    {
      return .passesNothing
    }
    if let weakest = weakestEnvironment(entry.cells), weakest.passes * 2 < weakest.total {
      return .breaks(in: weakest.environment, passes: weakest.passes, of: weakest.total)
    }
    return nil
  }

  /// The environment where the fewest of the need's cells pass, as a share, in `cells`' order:
  /// a caller's mistake the API cannot make counts as passed.
  static func weakestEnvironment(_ cells: [Cell]) -> (
    environment: MatrixEnvironment, passes: Int, total: Int
  )? {
    var tallies: [(environment: MatrixEnvironment, passes: Int, total: Int)] = []
    for cell in cells {
      let passed = cell.outcome == .pass || (cell.outcome == .unsupported && cell.callerMistake)
      if let index = tallies.firstIndex(where: { $0.environment == cell.environment }) {
        tallies[index].passes += passed ? 1 : 0
        tallies[index].total += 1
      } else {
        tallies.append((cell.environment, passed ? 1 : 0, 1))
      }
    }
    // Fewest passes per cell: a * d < c * b compares a/b with c/d without division.
    return tallies.min { $0.passes * $1.total < $1.passes * $0.total }
  }
}

extension NeedRanking {
  /// Ranks every approach of a run for every need of every kind of app, keyed by
  /// need and kind; each approach's cells are read once.
  static func all(summaries: [ApproachSummary], results: [ApproachID: [CellResult]])
    -> [Key: NeedRanking]
  {
    let approaches = summaries.map { summary in
      (
        summary: summary,
        cellsByNeed: Dictionary(
          uniqueKeysWithValues: Need.allCases.map { need in
            (need, cells(of: results[summary.id] ?? [], need: need) { _ in true })
          })
      )
    }
    var rankings: [Key: NeedRanking] = [:]
    // A SwiftUI app's ranking leaves out what today's app cannot show with no view controller.
    for kind in AppKind.all + [.swiftUIToday] {
      let environments = Set(kind.environments)
      let excluded =
        kind.swiftUI
        ? viewControllerOnly(
          rankings[Key(need: .noViewController, kind: AppKind.today.id)]!,
          swiftUI: Set(summaries.filter { $0.role == .swiftUI }.map(\.id))) : [:]
      for need in Need.allCases {
        let entries = approaches.map { summary, cellsByNeed in
          Entry(
            approach: summary.id, addableFrom: summary.addableFrom,
            cells: (cellsByNeed[need] ?? []).filter { environments.contains($0.environment) })
        }
        rankings[Key(need: need, kind: kind.id)] = NeedRanking(
          entries, oldest: kind.oldest, excluded: excluded)
      }
    }
    return rankings
  }

  /// The approaches a SwiftUI app cannot call from its views: every UIKit approach that is no
  /// candidate for showing with no view controller at hand (`noViewController`, ranked for
  /// today's app) for another reason than breaking in part of it. SwiftUI's own alerts, the
  /// `swiftUI` columns, need none.
  static func viewControllerOnly(_ noViewController: NeedRanking, swiftUI: Set<ApproachID>)
    -> [ApproachID: Exclusion]
  {
    Dictionary(
      uniqueKeysWithValues: noViewController.leftOut.filter {
        !swiftUI.contains($0.approach) && !$0.exclusion.breaksInPart
      }.map { ($0.approach, Exclusion.needsViewController(reason: $0.exclusion.why)) })
  }

  /// Ranks every approach of a run for one need of `kind`, on the scenarios `include` keeps.
  init(
    _ need: Need, _ kind: AppKind, data: ReportData, scenarios include: (Scenario) -> Bool
  ) {
    let environments = Set(kind.environments)
    let excluded =
      kind.swiftUI
      ? Self.viewControllerOnly(
        data.ranking(.noViewController, .today),
        swiftUI: Set(data.approaches(in: .swiftUI).map(\.id))) : [:]
    self.init(
      data.summaries.map { summary in
        Entry(
          approach: summary.id, addableFrom: summary.addableFrom,
          cells: Self.cells(
            of: data.results(of: summary.id) { environments.contains($0.environment) },
            need: need, include))
      }, oldest: kind.oldest, excluded: excluded)
  }

  /// The cells of `results` that belong to `need`, can happen, and whose scenario `include`
  /// keeps, as the rule reads them.
  private static func cells(
    of results: [CellResult], need: Need, _ include: (Scenario) -> Bool
  ) -> [Cell] {
    results.filter {
      $0.cell.scenario.needs.contains(need) && $0.cell.canHappen && include($0.cell.scenario)
    }.map { result in
      Cell(
        scenarioID: result.cell.scenario.id, environment: result.cell.environment,
        outcome: result.verdict.outcome, avoidable: result.cell.scenario.avoidable != nil,
        callerMistake: result.cell.scenario.callerMistake,
        reason: result.verdict.findings.first?.sentence, unavailability: result.unavailability,
        choices: result.choices.map(\.fact),
        neverAppeared: result.alertNeverAppeared)
    }
  }

  /// The key of a need of a kind of app, by the kind's stable id, never its name.
  struct Key: Hashable {
    let need: Need
    let kind: String
  }
}
