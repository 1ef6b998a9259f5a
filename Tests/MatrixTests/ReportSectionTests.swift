import Matrix
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

@testable import Report

/// The rules of the report's sections, on small made-up inputs.
@Suite("Report sections")
struct ReportSectionTests {
  @Test("Today's app is iOS 15 or later, with scenes, on phone and pad")
  func todayIsIOS15WithScenes() {
    let today = AppKind.today
    #expect(today.oldest == .iOS15)
    #expect(today.usesScenes && Set(today.idioms) == [.phone, .pad])
    #expect(today.environments.allSatisfy { $0.osVersion >= .iOS15 && $0.lifecycle == .scenes })
    #expect(
      Set(today.environments.map(\.osVersion))
        == Set(
          MatrixEnvironment.platforms.filter { $0.osVersion >= .iOS15 && $0.lifecycle == .scenes }
            .map(\.osVersion)))
    #expect(today.padAlone.environments.allSatisfy { $0.idiom == .pad })
    #expect(AppKind.swiftUIToday.padAlone.swiftUI)
  }

  @Test("A page names a platform once where both its devices are listed, else each device")
  func environmentList() {
    let list = ApproachPage.environmentList([
      MatrixEnvironment(.iOS7, .phone), MatrixEnvironment(.iOS7, .pad),
      MatrixEnvironment(.iOS9, .pad), MatrixEnvironment(.iOS15, .phone, lifecycle: .scenes),
      MatrixEnvironment(.iOS15, .pad, lifecycle: .scenes),
    ])
    #expect(list == "iOS 7, iOS 9–12 pad, iOS 15–16 with scenes")
  }

  @Test("Older apps are named by their real deployment targets: iOS 12 is in the 9–12 group")
  func olderAppsByRealVersions() {
    let targets = Set(AppKind.all.map(\.deploymentTargets))
    #expect(targets.contains("iOS 9, 10, 11 or 12"))
    #expect(targets.contains("iOS 13 or 14"))
    #expect(targets.contains("iOS 7") && targets.contains("iOS 8"))
    #expect(targets.contains("iOS 17 to 25"), "a long run of versions reads as a range")
  }

  /// It takes the scenarios a wrapper can express.
  @Test("Moving on is computed on today's app, iOS 15+ with scenes, never on iOS 13")
  func migrationOnToday() {
    #expect(MigrationSection.to == AppKind.today.environments)
    #expect(MigrationSection.from.allSatisfy { $0.lifecycle == .appDelegate })
    // The wrapper expresses S1 and S2 without scenes, not S3; "Next" fails everything on iOS
    // 13 with scenes and passes from iOS 15.
    let outcomes: (ApproachID, ScenarioID, MatrixEnvironment) -> Outcome? = {
      approach, scenario, env in
      switch (approach.rawValue, scenario.rawValue) {
      case ("Wrapper", "S3"): .unsupported
      case ("Wrapper", _): env.lifecycle == .scenes ? .crash : .pass
      case ("Next", "S2") where env.idiom == .pad: .fail
      case ("Next", _): env.osVersion >= .iOS15 ? .pass : .fail
      default: nil
      }
    }
    let moves = MigrationSection.moves(
      off: "Wrapper", to: ["Wrapper", "Next"], scenarios: ["S1", "S2", "S3"], outcome: outcomes)
    // Two scenarios it can express in each environment of today's app; Next fails one on pad.
    let total = 2 * MigrationSection.to.count
    let pads = MigrationSection.to.count { $0.idiom == .pad }
    #expect(
      moves == [
        .init(approach: "Wrapper", passes: 0, total: total, misses: ["S1", "S2"]),
        .init(approach: "Next", passes: total - pads, total: total, misses: ["S2"]),
      ])
  }

  @Test("The guides' plain words name no check")
  func plainRiskNamesNoCheck() {
    for check in Check.allCases {
      let words = PlainRisk.words(check)
      // A name that is one English word ("freed") may stand in a sentence; a name of code
      // ("noObserversLeft", "drawn.disabled") may not.
      let codeLike = check.rawValue.contains { $0.isUppercase || $0 == "." }
      #expect(!(codeLike && words.contains(check.rawValue)), "\(check): \(words)")
      #expect(!words.contains(":"), "\(check): \(words)")
    }
  }

  @Test("Relocating a page's links leaves an escaped bracket before a parenthesis as text")
  func relocationKeepsEscapedBrackets() {
    let text = #"see [A](docs/x.md) and a title with \](not a link) and [B](#b)"#
    #expect(
      Markdown.relocated(text, into: "docs/report")
        == #"see [A](../../docs/x.md) and a title with \](not a link) and [B](#b)"#)
  }

  @Test("SVG and HTML text escape &, <, > and quotes, and leave other text as it is")
  func xmlEscaping() {
    #expect(
      SVGText.escape(#"Tom & Jerry <b> "q" é"#)
        == "Tom &amp; Jerry &lt;b&gt; &quot;q&quot; é")
    #expect(SVGText.escape("plain") == "plain")
  }
}
