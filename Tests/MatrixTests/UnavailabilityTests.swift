import ApproachRegistry
import Matrix
import Presentable
import Testing

/// Why a cell cannot run, as the run says it: the kind every reader of a cell (a card, the
/// call-site table, a claim, the ranking) tells apart.
@Suite("Unavailability")
struct UnavailabilityTests {
  /// A scenario that cannot happen, then an app extension the code cannot be built into,
  /// then an OS older than the approach's `runsFrom`; nothing else makes a cell unavailable.
  @Test("A cell is unavailable for its scenario, an app extension or its OS, by the rule alone")
  func unavailableByRule() throws {
    let approaches = Dictionary(
      uniqueKeysWithValues: Approaches.all.map { (ApproachID($0.id), $0) })
    for result in try WholeRun.results() {
      let cell = result.cell
      let approach = try #require(approaches[cell.approach.id])
      let expected: Unavailability? =
        if !cell.canHappen {
          .scenarioImpossible
        } else if cell.scenario.appExtension, !approach.buildsInAppExtensions {
          .appExtension
        } else if let requirement = approach.runsFrom,
          !cell.environment.reaches(requirement.oldest)
        {
          .operatingSystem
        } else {
          nil
        }
      #expect(result.unavailability == expected, "\(cell)")
      #expect((result.verdict.outcome == .unavailable) == (expected != nil), "\(cell)")
    }
  }

  /// "iOS 13+ without scenes" stands for iOS 13 and later, iOS 15 among them; "iOS 13–14
  /// with scenes" does not reach iOS 15.
  @Test("An environment reaches an iOS version where its group of versions includes it or later")
  func reaches() {
    #expect(MatrixEnvironment(.iOS13, .phone, lifecycle: .appDelegate).reaches(.iOS15))
    #expect(!MatrixEnvironment(.iOS13, .phone, lifecycle: .scenes).reaches(.iOS15))
    #expect(MatrixEnvironment(.iOS15, .pad).reaches(.iOS15))
    #expect(!MatrixEnvironment(.iOS8, .phone).reaches(.iOS9))
    #expect(MatrixEnvironment(.iOS9, .phone).reaches(.iOS9))
    #expect(!MatrixEnvironment(.iOS7, .pad).reaches(.iOS8))
  }
}
