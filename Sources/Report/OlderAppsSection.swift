import Matrix
@_spi(Simulation) import UIKitModel

/// Apps older than today's, by the deployment targets they really have ("iOS 9, 10, 11 or
/// 12"): for each need, a first and a second choice, by the same rule as the first screen,
/// with a row of its own for a phone-only or pad-only app where its answer differs. The
/// tables are a page of their own (`path`); REPORT.md says what the page holds and links it.
struct OlderAppsSection {
  static let heading = "Older apps, and apps without scenes"
  /// The page's path from the package root.
  static let path = "docs/report/older-apps.md"
  let data: ReportData

  /// REPORT.md's part: what the page answers, and the link to it.
  var summary: [String] {
    var named: Set<String> = []
    let targets = Self.universalKinds.map(\.deploymentTargets).filter { named.insert($0).inserted }
    return [
      "## \(Self.heading)", "",
      "An app whose oldest iOS is older than 15, or that has no scenes, finds its first and "
        + "second choice for each need, by the first screen's rule, on "
        + "[a page of its own](\(Self.path)), by its oldest iOS: "
        + targets.joined(separator: "; ") + ".", "",
    ]
  }

  /// The kinds of app for phone and pad the page has a table for: those older than today's,
  /// or without scenes.
  private static var universalKinds: [AppKind] {
    AppKind.all.filter {
      $0.idioms.count > 1 && $0.id != AppKind.today.id
        && ($0.oldest < AppKind.today.oldest || !$0.usesScenes)
    }
  }

  /// The page, its links made relative to its own folder.
  var page: String {
    let lines = ["# AlertLab report: " + Self.heading, ""] + tables
    return lines.joined(separator: "\n").replacing("](docs/report/", with: "](") + "\n"
  }

  private var tables: [String] {
    let text = RecommendationText(data: data)
    var lines = [
      "Xcode 26 builds for iOS 15 and later (Apple's Xcode system requirements), so an app whose "
        + "oldest iOS is older was built with an earlier Xcode, or is about to raise its target. "
        + "An app without scenes cannot ship an update built with Xcode 27: the iOS 27 SDK "
        + "requires scenes (TN3187), so its rows describe its last builds. Find your app by its "
        + "oldest iOS: 9, 10, 11 and 12 share one group here, as do 13 and 14, since no rule "
        + "the model reproduces differs between them. The rule is the first screen's: no "
        + "approach is named for an app in which it passes fewer than half of the need's cells "
        + "in any environment the app runs in, and \"none\" says why.", "",
    ]
    for kind in Self.universalKinds {
      let singleDevice = AppKind.all.filter {
        $0.oldestName == kind.oldestName && $0.idioms.count == 1
      }
      var rows: [[String]] = []
      for need in Need.allCases {
        let ranking = data.ranking(need, kind)
        rows.append([need.title] + choices(ranking, text))
        for device in singleDevice {
          let own = data.ranking(need, device)
          guard own.recommended?.approach != ranking.recommended?.approach else { continue }
          rows.append(
            ["\(need.title), \(device.idioms[0].name) only"] + choices(own, text))
        }
      }
      lines += ["### Oldest \(kind.deploymentTargets), \(kind.lifecycleName)", ""]
      lines += Markdown.table(["Your app needs", "First choice", "Second choice"], rows)
      lines.append("")
    }
    return lines
  }

  /// The first and second choices of a need.
  private func choices(_ ranking: NeedRanking, _ text: RecommendationText) -> [String] {
    guard let first = ranking.recommended else { return [text.none(ranking), ""] }
    return [
      text.text(first), ranking.second.map { text.text($0) } ?? "none",
    ]
  }
}
