import Matrix
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The matrix in pictures, one per behaviour group, each to stand above its group's table in
/// REPORT.md: two rows per scenario, on phone then on pad; a block of columns per approach,
/// one column per platform; every cell coloured by its outcome and marked with its outcome's
/// letter, so that no reader needs the colours. Each fits GitHub's 880-pixel column at its own
/// size, so its text shows 11 pixels high. Whole-number coordinates and a fixed order give the
/// same bytes on every run.
enum Heatmap {
  /// The pictures' paths from the package root, a behaviour group each, in report order.
  static let files = BehaviourGroup.allCases.map { file($0) }

  /// The path of a behaviour group's picture from the package root:
  /// "docs/images/matrix-cancel.svg".
  static func file(_ group: BehaviourGroup) -> String {
    "docs/images/matrix-\(group.rawValue).svg"
  }

  /// The width GitHub shows a picture at, at most, in a README's column.
  static let columnWidth = 880
  /// The text size, in the picture's own pixels.
  static let fontSize = 11
  /// The widest a column gets; with many approaches columns narrow to fit the page.
  private static let widestCell = 16
  private static let rowHeight = 14
  private static let scenarioGap = 4
  private static let labelWidth = 120
  private static let deviceWidth = 36
  private static let gap = 6
  /// Approaches' names take turns on this many lines, so that long names never touch.
  private static let nameLines = 3
  private static let headerHeight = 76
  private static let legendHeight = 64

  /// Each outcome's colour, and its name in the legend.
  static let colours: [(Outcome, String)] = [
    (.pass, "#34c759"), (.fail, "#ff9500"), (.crash, "#ff3b30"), (.hang, "#af52de"),
    (.unsupported, "#c7c7cc"), (.unavailable, "#f2f2f7"),
  ]

  /// A column's width: the widest that lets every approach's block fit the page.
  static func cellWidth(approaches: Int) -> Int {
    let block = (columnWidth - labelWidth - deviceWidth) / max(approaches, 1) - gap
    return min(widestCell, block / MatrixEnvironment.platforms.count)
  }

  /// The picture's width.
  static func width(approaches: Int) -> Int {
    labelWidth + deviceWidth
      + approaches * (MatrixEnvironment.platforms.count * cellWidth(approaches: approaches) + gap)
  }

  /// The picture of a behaviour group's scenarios.
  static func svg(_ data: ReportData, group: BehaviourGroup) -> String {
    let platforms = MatrixEnvironment.platforms
    let cell = cellWidth(approaches: data.summaries.count)
    let blockWidth = platforms.count * cell
    let scenarios = data.scenarios.filter { $0.group == group }
    let width = width(approaches: data.summaries.count)
    let scenarioHeight = UIUserInterfaceIdiom.allCases.count * rowHeight + scenarioGap
    let height = headerHeight + scenarios.count * scenarioHeight + legendHeight
    var parts = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
        + "viewBox=\"0 0 \(width) \(height)\" font-family=\"Helvetica, Arial, sans-serif\" "
        + "font-size=\"\(fontSize)\">",
      "<title>\(SVGText.escape(group.heading)): every cell, marked by outcome</title>",
      "<rect width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>",
    ]
    for (index, approach) in data.summaries.enumerated() {
      let x = labelWidth + deviceWidth + index * (blockWidth + gap)
      // The names take turns on `nameLines` lines, so that long names never touch; a bar
      // under each spans its columns.
      parts.append(
        SVGText.element(
          approach.name, x: x + blockWidth / 2, y: 12 + index % nameLines * 13,
          anchor: "middle", weight: "bold"))
      parts.append(
        "<rect x=\"\(x)\" y=\"42\" width=\"\(blockWidth - 1)\" height=\"2\" fill=\"#8e8e93\"/>")
      for (platformIndex, platform) in platforms.enumerated() {
        // Every other platform's name one line lower, so that narrow columns' names never
        // touch.
        parts.append(
          SVGText.element(
            label(platform), x: x + platformIndex * cell + cell / 2,
            y: 56 + platformIndex % 2 * 12, anchor: "middle"))
      }
    }
    // The marks are centred by the group they stand in; the labels say their own anchor.
    var marks: [String] = []
    var y = headerHeight
    for scenario in scenarios {
      parts.append(SVGText.element(scenario.id.rawValue, x: 4, y: y + 11))
      for idiom in UIUserInterfaceIdiom.allCases {
        parts.append(
          SVGText.element(
            idiom.name, x: labelWidth + deviceWidth - 4, y: y + 11, anchor: "end",
            fill: "#636366"))
        for (index, approach) in data.approaches.enumerated() {
          for (column, platform) in platforms.enumerated() {
            let environment = MatrixEnvironment(
              platform.osVersion, idiom, lifecycle: platform.lifecycle)
            guard let result = data.result(approach, scenario.id, environment) else { continue }
            let x = labelWidth + deviceWidth + index * (blockWidth + gap) + column * cell
            marks.append(mark(result.verdict.outcome, x: x, y: y, width: cell))
          }
        }
        y += rowHeight
      }
      y += scenarioGap
    }
    y += 14
    for (index, (outcome, _)) in colours.enumerated() {
      let x = 4 + index * 120
      marks.append(mark(outcome, x: x, y: y, width: widestCell))
      parts.append(SVGText.element(outcome.rawValue, x: x + widestCell + 4, y: y + 11))
    }
    let names = platforms.map { platform in
      "\(label(platform)) = "
        + MatrixEnvironment(platform.osVersion, .phone, lifecycle: platform.lifecycle).platformName
    }
    parts.append(
      SVGText.element(
        "a row per scenario on phone, then on pad; a column per platform: "
          + names.prefix(3).joined(separator: ", ") + ",", x: 4, y: y + 32, fill: "#3a3a3c"))
    parts.append(
      SVGText.element(
        names.dropFirst(3).joined(separator: ", "), x: 4, y: y + 46, fill: "#3a3a3c"))
    parts += ["<g text-anchor=\"middle\">"] + marks + ["</g>", "</svg>"]
    return parts.joined(separator: "\n") + "\n"
  }

  /// A platform's column label: its oldest version, with "a" or "s" from iOS 13, where an
  /// app has either lifecycle.
  private static func label(_ platform: (osVersion: OSVersion, lifecycle: AppLifecycle)) -> String {
    "\(platform.osVersion.rawValue)"
      + (platform.osVersion >= .iOS13 ? (platform.lifecycle == .scenes ? "s" : "a") : "")
  }

  /// One cell: its outcome's colour, and its letter as the matrix tables print it, centred by
  /// the group around it.
  private static func mark(_ outcome: Outcome, x: Int, y: Int, width: Int) -> String {
    let letter = outcome == .crash || outcome == .hang ? " fill=\"#ffffff\"" : ""
    return "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(width - 1)\" height=\"\(rowHeight - 1)\" "
      + "fill=\"\(colour(outcome))\" stroke=\"#c7c7cc\"/><text x=\"\(x + width / 2)\" "
      + "y=\"\(y + 11)\"\(letter)>\(SVGText.escape(ReportMarkdown.mark(outcome)))</text>"
  }

  private static func colour(_ outcome: Outcome) -> String {
    colours.first { $0.0 == outcome }!.1
  }
}
