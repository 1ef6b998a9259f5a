import Matrix
import Presentable
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// Moving on: for each published wrapper, what its app gets when it moves to today's app (iOS
/// 15 or later, with scenes), scenario by scenario: the cells it could express before, run on
/// every approach there, and the sign-up dialog each takes at the call site.
struct MigrationSection {
  static let heading = "Moving on"
  let data: ReportData

  /// Where an app moves from: the newest app without scenes.
  static let from = MatrixEnvironment.all.filter {
    $0.osVersion == .iOS13 && $0.lifecycle == .appDelegate
  }
  /// Where it moves to: today's app.
  static let to = AppKind.today.environments

  /// How one approach does, after the move, on the cells a wrapper could express before it.
  struct Move: Equatable {
    let approach: ApproachID
    let passes: Int
    let total: Int
    /// The scenarios it misses there, in the order given.
    let misses: [ScenarioID]
  }

  /// The moves off `wrapper` to each of `approaches`: the scenarios the wrapper expresses in
  /// `from`, on every environment of `to` where they can happen. `outcome` gives a cell's
  /// outcome, or nil where its scenario cannot happen.
  static func moves(
    off wrapper: ApproachID, to approaches: [ApproachID], scenarios: [ScenarioID],
    outcome: (ApproachID, ScenarioID, MatrixEnvironment) -> Outcome?
  ) -> [Move] {
    let expressed = scenarios.filter { scenario in
      from.contains { environment in
        outcome(wrapper, scenario, environment).map { ![.unsupported, .unavailable].contains($0) }
          ?? false
      }
    }
    return approaches.map { approach in
      var passes = 0
      var total = 0
      var misses: [ScenarioID] = []
      for scenario in expressed {
        for environment in to {
          guard let observed = outcome(approach, scenario, environment) else { continue }
          total += 1
          if observed == .pass {
            passes += 1
          } else if !misses.contains(scenario) {
            misses.append(scenario)
          }
        }
      }
      return Move(approach: approach, passes: passes, total: total, misses: misses)
    }
  }

  var lines: [String] {
    var lines = [
      "## \(Self.heading)", "",
      "An app built on a published wrapper that moves to today's app (\(AppKind.today.name)), as "
        + "an app built with Xcode 27 must: for each wrapper, the cells of the scenarios it could "
        + "express in \(Self.from[0].platformName), run again on \(Self.to[0].platformName) with "
        + "each approach, and the sign-up dialog of the call-site cost written with each. The "
        + "first row is staying on the wrapper.", "",
    ]
    let scenarioIDs = data.scenarios.map(\.id)
    for wrapper in data.approaches(in: .publishedWrapper).map(\.id) {
      let moves = Self.moves(
        off: wrapper, to: [wrapper] + data.approaches.filter { $0 != wrapper },
        scenarios: scenarioIDs
      ) { approach, scenarioID, environment in
        data.result(approach, scenarioID, environment).flatMap {
          $0.cell.canHappen ? $0.verdict.outcome : nil
        }
      }
      let rows = moves.map { move -> [String] in
        [
          (move.approach == wrapper ? "staying on " : "") + data.name(of: move.approach),
          "\(move.passes) of \(move.total)", misses(move), signUpDialog(move.approach),
        ]
      }
      lines += ["### Off \(data.name(of: wrapper))", ""]
      lines += Markdown.table(["Moving to", "Passes", "Still misses", "Sign-up dialog"], rows)
      lines.append("")
    }
    return lines
  }

  /// The behaviours a move misses, a dozen at most, and a link to the approach's page.
  private func misses(_ move: Move) -> String {
    var behaviours: [String] = []
    for scenarioID in move.misses {
      guard let behaviour = data.scenarios.first(where: { $0.id == scenarioID })?.behaviour,
        !behaviours.contains(behaviour)
      else { continue }
      behaviours.append(behaviour)
    }
    guard !behaviours.isEmpty else { return "none" }
    let shown = behaviours.prefix(12)
    return shown.joined(separator: ", ")
      + (behaviours.count > shown.count ? " and \(behaviours.count - shown.count) more" : "")
      + " ([cells](\(ApproachPage.path(move.approach))))"
  }

  /// The sign-up dialog's size at the call site with an approach: "36 lines", or why not.
  private func signUpDialog(_ approach: ApproachID) -> String {
    guard let cost = data.costs.first(where: { $0.writer.id == approach }) else {
      return "not written"
    }
    let cannotBuild = cost.problems.values.contains { $0.contains(.noTextFields) }
    return cannotBuild
      ? "cannot build it: \(SignUpProblem.noTextFields.sentence)" : "\(cost.lines) lines"
  }
}
