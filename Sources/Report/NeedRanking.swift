import Matrix
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The rule that answers "what to use today" for one need of one kind of app. A candidate
/// is an approach the app can add (from its oldest iOS), that runs on every OS of the app, and
/// that can express every scenario of the need: an approach that cannot express the need is
/// left out, with why, never ranked above one that can; so is one that passes no cell of the
/// need but refusals of a caller's mistake, which no reader should be told to use. Among the candidates: fewest crashes
/// the call site cannot avoid, then fewest failures (an avoidable crash counts as one), then
/// most passes; report order breaks ties.
struct NeedRanking: Sendable {
  /// One cell of an approach, as the rule reads it.
  struct Cell: Sendable {
    let scenarioID: String
    let environment: MatrixEnvironment
    let outcome: Outcome
    /// Whether the call site can avoid the scenario's mistake (it names how).
    let avoidable: Bool
    /// Whether the scenario tests a caller's mistake, which an API that cannot make it
    /// passes by not expressing it.
    let callerMistake: Bool
    /// Why, in the approach's words, where it could not take part.
    let reason: String?
  }

  /// An approach and its cells on the need's scenarios in the app's environments.
  struct Entry: Sendable {
    let approach: String
    /// The oldest iOS an app can add it to; nil for any.
    let addableFrom: OSVersion?
    let cells: [Cell]
  }

  /// A candidate's counts.
  struct Standing: Sendable {
    let approach: String
    let unavoidableCrashes: [Cell]
    let failures: [Cell]
    let passes: Int

    /// Its cells that did not pass, most severe first.
    var misses: [Cell] { unavoidableCrashes + failures }

    /// Less severe first.
    func ranks(before other: Standing) -> Bool {
      (unavoidableCrashes.count, failures.count, -passes)
        < (other.unavoidableCrashes.count, other.failures.count, -other.passes)
    }
  }

  /// The candidates, least severe first.
  let candidates: [Standing]
  /// The approaches left out, each with why, in report order.
  let leftOut: [(approach: String, why: String)]

  /// The first candidate: what to use today.
  var recommended: Standing? { candidates.first }

  /// Ranks `entries` (in report order) for an app whose oldest iOS is `oldest`.
  init(_ entries: [Entry], oldest: OSVersion) {
    var standings: [Standing] = []
    var leftOut: [(String, String)] = []
    for entry in entries {
      if let why = Self.whyLeftOut(entry, oldest: oldest) {
        leftOut.append((entry.approach, why))
        continue
      }
      let crashes = entry.cells.filter { [.crash, .hang].contains($0.outcome) }
      standings.append(
        Standing(
          approach: entry.approach, unavoidableCrashes: crashes.filter { !$0.avoidable },
          failures: entry.cells.filter { $0.outcome == .fail } + crashes.filter(\.avoidable),
          passes: entry.cells.filter { $0.outcome == .pass || $0.outcome == .unsupported }.count))
    }
    candidates = standings.enumerated().sorted { lhs, rhs in
      lhs.element.ranks(before: rhs.element)
        || (!rhs.element.ranks(before: lhs.element) && lhs.offset < rhs.offset)
    }.map(\.element)
    self.leftOut = leftOut
  }

  /// Why an approach is no candidate, or nil if it is one.
  private static func whyLeftOut(_ entry: Entry, oldest: OSVersion) -> String? {
    if let addableFrom = entry.addableFrom, oldest < addableFrom {
      return "an app from iOS \(oldest.rawValue) cannot add it: its library needs iOS "
        + "\(addableFrom.rawValue)"
    }
    if let unavailable = entry.cells.first(where: { $0.outcome == .unavailable }) {
      return "does not run on iOS \(unavailable.environment.osVersion.rawValue)"
        + (unavailable.reason.map { ": \($0)" } ?? "")
    }
    if let unexpressed = entry.cells.first(where: {
      $0.outcome == .unsupported && !$0.callerMistake
    }) {
      return "cannot express \(unexpressed.scenarioID)"
        + (unexpressed.reason.map { ": \($0)" } ?? "")
    }
    // Refusing a caller's mistake shows no alert: it does not count as working.
    if !entry.cells.isEmpty,
      !entry.cells.contains(where: { $0.outcome == .pass && !$0.callerMistake })
    {
      return "passes no cell of the need here"
    }
    return nil
  }
}

extension NeedRanking {
  /// Ranks every approach of a run for every need of every kind of app, keyed by
  /// `key(need, kind)`; each approach's cells are read once.
  static func all(summaries: [ApproachSummary], results: [String: [CellResult]]) -> [String:
    NeedRanking]
  {
    let cellsByNeed = summaries.map { summary in
      Dictionary(
        uniqueKeysWithValues: Need.allCases.map { need in
          (
            need,
            (results[summary.name] ?? []).filter {
              $0.cell.scenario.needs.contains(need)
                && $0.cell.canHappen
            }.map {
              result in
              Cell(
                scenarioID: result.cell.scenario.id, environment: result.cell.environment,
                outcome: result.verdict.outcome, avoidable: result.cell.scenario.avoidable != nil,
                callerMistake: result.cell.scenario.callerMistake,
                reason: result.verdict.findings.first?.sentence)
            }
          )
        })
    }
    var rankings: [String: NeedRanking] = [:]
    for kind in AppKind.all {
      let environments = Set(kind.environments)
      for need in Need.allCases {
        let entries = zip(summaries, cellsByNeed).map { summary, cells in
          Entry(
            approach: summary.name, addableFrom: summary.addableFrom,
            cells: cells[need]!.filter { environments.contains($0.environment) })
        }
        rankings[key(need, kind)] = NeedRanking(entries, oldest: kind.oldest)
      }
    }
    return rankings
  }

  /// The key of a need of a kind of app.
  static func key(_ need: Need, _ kind: AppKind) -> String {
    need.rawValue + "|" + kind.name
  }
}

extension NeedRanking.Standing {
  /// "1 crash, 3 failures, 40 passes".
  var counts: String {
    func counted(_ count: Int, _ one: String, _ many: String) -> String {
      "\(count) \(count == 1 ? one : many)"
    }
    return [
      counted(unavoidableCrashes.count, "crash", "crashes"),
      counted(failures.count, "failure", "failures"), counted(passes, "pass", "passes"),
    ].joined(separator: ", ")
  }
}
