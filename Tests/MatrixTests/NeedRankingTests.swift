import Matrix
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

@testable import Report

/// The rule of "What to use today", on small made-up standings.
@Suite("Need ranking")
struct NeedRankingTests {
  private typealias Cell = NeedRanking.Cell

  private static func cells(
    _ outcome: Outcome, _ count: Int, os: OSVersion = .iOS8, idiom: UIUserInterfaceIdiom = .phone,
    avoidable: Bool = false, callerMistake: Bool = false, reason: String? = nil,
    unavailability: Unavailability = .operatingSystem, choices: [String] = []
  ) -> [Cell] {
    (0..<count).map { index in
      Cell(
        scenarioID: ScenarioID("S\(index)"),
        environment: MatrixEnvironment(os, idiom, lifecycle: .appDelegate),
        outcome: outcome, avoidable: avoidable, callerMistake: callerMistake, reason: reason,
        unavailability: outcome == .unavailable ? unavailability : nil, choices: choices,
        neverAppeared: false)
    }
  }

  private static func entry(_ name: String, from: OSVersion? = nil, _ cells: [Cell]...)
    -> NeedRanking.Entry
  {
    NeedRanking.Entry(approach: ApproachID(name), addableFrom: from, cells: cells.flatMap { $0 })
  }

  /// The row says why.
  @Test("Ranking: an approach that cannot express the need is left out, however little it fails")
  func cannotExpressIsNoCandidate() {
    let ranking = NeedRanking(
      [
        Self.entry(
          "DoesLess", Self.cells(.unsupported, 1, reason: "alerts only"), Self.cells(.pass, 3)),
        Self.entry("DoesAll", Self.cells(.fail, 2), Self.cells(.pass, 2)),
      ], oldest: .iOS8)
    #expect(ranking.recommended?.approach == "DoesAll")
    #expect(ranking.leftOut.map(\.approach) == ["DoesLess"])
    #expect(ranking.leftOut.first?.exclusion.why == "cannot express S0: alerts only")
  }

  /// A SwiftUI view hands out no view controller.
  @Test(
    "Ranking: a SwiftUI app leaves out a UIKit approach that cannot show with no view controller")
  func swiftUIAppNeedsNoViewController() {
    let noViewController = NeedRanking(
      [
        Self.entry("NeedsOne", Self.cells(.unsupported, 1, reason: "none at hand")),
        Self.entry("Breaks", Self.cells(.fail, 3), Self.cells(.pass, 1)),
        Self.entry("OwnAlert", Self.cells(.unsupported, 1, reason: "a view's alert")),
        Self.entry("ShowsAlone", Self.cells(.pass, 2)),
      ], oldest: .iOS8)
    let excluded = NeedRanking.viewControllerOnly(noViewController, swiftUI: ["OwnAlert"])
    // An approach that only breaks in part of the app can still be called, and ranked.
    #expect(Set(excluded.keys) == ["NeedsOne"])
    let alerts = NeedRanking(
      [
        Self.entry("NeedsOne", Self.cells(.pass, 4)), Self.entry("OwnAlert", Self.cells(.pass, 3)),
      ], oldest: .iOS8, excluded: excluded)
    #expect(alerts.recommended?.approach == "OwnAlert")
    #expect(
      alerts.leftOut.first?.exclusion.why
        == "needs a view controller, which a SwiftUI view does not hand out (it cannot express "
        + "S0: none at hand)")
  }

  /// An avoidable crash counts as a failure.
  @Test("Ranking: a crash the call site cannot avoid outranks any number of failures")
  func crashOutranksFailures() {
    let ranking = NeedRanking(
      [
        Self.entry("Crashes", Self.cells(.crash, 1), Self.cells(.pass, 99)),
        Self.entry("Fails", Self.cells(.fail, 50), Self.cells(.pass, 50)),
        Self.entry(
          "CrashesAvoidably", Self.cells(.crash, 1, avoidable: true), Self.cells(.pass, 99)),
      ], oldest: .iOS8)
    #expect(ranking.candidates.map(\.approach) == ["CrashesAvoidably", "Fails", "Crashes"])
  }

  /// A caller's mistake the API cannot make counts as passed.
  @Test("Ranking: with equal crashes and failures, more passes rank first")
  func passesBreakTies() {
    let ranking = NeedRanking(
      [
        Self.entry("Fewer", Self.cells(.pass, 2)),
        Self.entry("More", Self.cells(.pass, 2), Self.cells(.unsupported, 1, callerMistake: true)),
      ], oldest: .iOS8)
    #expect(ranking.candidates.map(\.approach) == ["More", "Fewer"])
    #expect(ranking.leftOut.isEmpty)
  }

  @Test("Ranking: an approach unavailable on an OS the app supports is no candidate")
  func unavailableIsNoCandidate() {
    let ranking = NeedRanking(
      [
        Self.entry("NewOnly", Self.cells(.unavailable, 1, os: .iOS7), Self.cells(.pass, 4)),
        Self.entry("Everywhere", Self.cells(.fail, 1), Self.cells(.pass, 3)),
      ], oldest: .iOS7)
    #expect(ranking.candidates.map(\.approach) == ["Everywhere"])
    #expect(ranking.leftOut.first?.exclusion.why.hasPrefix("does not run on iOS 7") == true)
  }

  /// An extension is a context, not an OS: the reader is told which.
  @Test("Ranking: code that cannot be built into an app extension is left out as such, not by OS")
  func extensionIsNoOS() {
    let ranking = NeedRanking(
      [
        Self.entry(
          "AppOnly", Self.cells(.unavailable, 1, os: .iOS15, unavailability: .appExtension)),
        Self.entry("Anywhere", Self.cells(.pass, 1, os: .iOS15)),
      ], oldest: .iOS15)
    #expect(ranking.candidates.map(\.approach) == ["Anywhere"])
    #expect(
      ranking.leftOut.first?.exclusion.why.hasPrefix("cannot be built into an app extension")
        == true)
  }

  /// The count of cells that rest on a modelling choice is of the cells the standing counts.
  @Test("Ranking: a standing's modelling choices are those of the cells it was ranked on")
  func choicesOfTheRankedCells() throws {
    let ranking = NeedRanking(
      [
        Self.entry(
          "Some", Self.cells(.pass, 2, choices: ["W2"]),
          Self.cells(.fail, 1, choices: ["AC13", "W2"]),
          Self.cells(.pass, 3))
      ], oldest: .iOS8)
    let standing = try #require(ranking.recommended)
    #expect(standing.cells.count == standing.total)
    #expect(standing.cells.filter { !$0.choices.isEmpty }.count == 3)
  }

  @Test("Ranking: a library is a candidate only for apps from its deployment target on")
  func libraryFromItsTarget() {
    let library = Self.entry("Library", from: .iOS13, Self.cells(.pass, 4, os: .iOS13))
    let wrapper = Self.entry(
      "Wrapper", Self.cells(.fail, 2, os: .iOS13), Self.cells(.pass, 3, os: .iOS13))
    #expect(NeedRanking([library, wrapper], oldest: .iOS8).recommended?.approach == "Wrapper")
    #expect(NeedRanking([library, wrapper], oldest: .iOS13).recommended?.approach == "Library")
    #expect(
      NeedRanking([library, wrapper], oldest: .iOS8).leftOut.first?.exclusion.why
        == "cannot be added: its library needs iOS 13")
  }

  /// Refusing a caller's mistake does not count as passing here.
  @Test("Ranking: an approach that passes no cell of the need is no candidate, even the only one")
  func passesNothingIsNoCandidate() {
    let ranking = NeedRanking(
      [
        Self.entry("NeverShows", Self.cells(.fail, 4), Self.cells(.pass, 1, callerMistake: true)),
        Self.entry("Crashes", Self.cells(.crash, 4)),
      ], oldest: .iOS8)
    #expect(ranking.recommended == nil)
    #expect(
      ranking.leftOut.map(\.exclusion.why)
        == Array(repeating: "passes no cell of the need here", count: 2))
  }

  /// However well the approach does in the app's other environments.
  @Test("Ranking: passing under half of the need's cells in one environment makes no candidate")
  func halfInEveryEnvironment() {
    let breaksOnPad = Self.entry(
      "BreaksOnPad", Self.cells(.pass, 10), Self.cells(.pass, 1, idiom: .pad),
      Self.cells(.fail, 2, idiom: .pad))
    let halfOnPad = Self.entry(
      "HalfOnPad", Self.cells(.fail, 5), Self.cells(.pass, 5), Self.cells(.pass, 1, idiom: .pad),
      Self.cells(.fail, 1, idiom: .pad))
    let ranking = NeedRanking([breaksOnPad, halfOnPad], oldest: .iOS8)
    #expect(ranking.candidates.map(\.approach) == ["HalfOnPad"], "exactly half is enough")
    #expect(
      ranking.leftOut.first?.exclusion.why == "passes 1 of the need's 3 cells on iOS 8 pad")
    #expect(ranking.leftOut.first?.exclusion.breaksInPart == true)
  }

  /// The second choice is the next candidate.
  @Test("Ranking: a caller's mistake the API cannot make counts as passed in the half rule")
  func halfRuleCountsCallerMistakes() {
    let ranking = NeedRanking(
      [
        Self.entry(
          "First", Self.cells(.pass, 1), Self.cells(.unsupported, 1, callerMistake: true)),
        Self.entry("Second", Self.cells(.pass, 1), Self.cells(.fail, 1)),
      ], oldest: .iOS8)
    #expect(ranking.recommended?.approach == "First")
    #expect(ranking.second?.approach == "Second")
    #expect(ranking.second?.total == 2)
  }

  @Test("Ranking: a hang the call site cannot avoid counts as a crash, outranking any failures")
  func hangIsAnUnavoidableCrash() {
    let ranking = NeedRanking(
      [
        Self.entry("Hangs", Self.cells(.hang, 1), Self.cells(.pass, 99)),
        Self.entry("Fails", Self.cells(.fail, 50), Self.cells(.pass, 50)),
      ], oldest: .iOS8)
    #expect(ranking.candidates.map(\.approach) == ["Fails", "Hangs"])
    #expect(ranking.candidates.last?.unavoidableCrashes.count == 1)
  }
}
