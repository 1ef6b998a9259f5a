import Matrix
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The whole matrix as one picture: a row per scenario, grouped by area; a block of columns
/// per approach, one column per environment (each platform on phone, then pad); every cell
/// coloured by its outcome and marked with its outcome's letter, so that no reader needs the
/// colours. Sized for GitHub's 980-pixel column, where its text stays at least 11 pixels
/// high. Whole-number coordinates and a fixed order give the same bytes on every run.
enum Heatmap {
  /// The image's path from the package root.
  static let file = "docs/images/matrix.svg"

  /// The width GitHub shows a picture at, at most, in a README's column.
  static let columnWidth = 980
  /// The text size, in the picture's own pixels.
  static let fontSize = 11
  private static let cell = 10
  private static let rowHeight = 14
  private static let labelWidth = 118
  private static let gap = 3
  private static let headerHeight = 62
  private static let legendHeight = 64

  /// Each outcome's colour, and its name in the legend.
  static let colours: [(Outcome, String)] = [
    (.pass, "#34c759"), (.fail, "#ff9500"), (.crash, "#ff3b30"), (.hang, "#af52de"),
    (.unsupported, "#c7c7cc"), (.unavailable, "#f2f2f7"),
  ]

  /// The picture's width.
  static func width(approaches: Int) -> Int {
    labelWidth + approaches * (MatrixEnvironment.all.count * cell + gap)
  }

  static func svg(_ data: ReportData) -> String {
    let environments = MatrixEnvironment.all
    let blockWidth = environments.count * cell
    let groups = BehaviourGroup.allCases.filter { group in
      data.scenarios.contains { $0.group == group }
    }
    let rows = groups.count + data.scenarios.count
    let width = width(approaches: data.summaries.count)
    let height = headerHeight + rows * rowHeight + legendHeight
    var parts = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
        + "viewBox=\"0 0 \(width) \(height)\" font-family=\"Helvetica, Arial, sans-serif\" "
        + "font-size=\"\(fontSize)\">",
      "<title>Every cell of the matrix, marked by outcome</title>",
      "<rect width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>",
    ]
    for (index, approach) in data.summaries.enumerated() {
      let x = labelWidth + index * (blockWidth + gap)
      parts.append(
        SVGText.element(approach.id, x: x + blockWidth / 2, y: 14, anchor: "middle", weight: "bold")
      )
      for (platformIndex, platform) in MatrixEnvironment.platforms.enumerated() {
        let name = label(platform)
        let platformX = x + platformIndex * 2 * cell
        // Every other platform's name one line lower, so that narrow columns' names never
        // touch.
        parts.append(
          SVGText.element(
            name, x: platformX + cell, y: 29 + platformIndex % 2 * 12, anchor: "middle"))
        for (side, letter) in ["p", "d"].enumerated() {
          parts.append(
            SVGText.element(
              letter, x: platformX + side * cell + cell / 2, y: 56, anchor: "middle",
              fill: "#636366"))
        }
      }
    }
    var y = headerHeight
    for group in groups {
      parts.append(SVGText.element(group.heading, x: 4, y: y + 9, weight: "bold"))
      y += rowHeight
      for scenario in data.scenarios where scenario.group == group {
        parts.append(SVGText.element(scenario.id, x: 10, y: y + 11))
        for (index, approach) in data.approaches.enumerated() {
          for (column, environment) in environments.enumerated() {
            guard let result = data.result(approach, scenario.id, environment) else { continue }
            let x = labelWidth + index * (blockWidth + gap) + column * cell
            parts.append(mark(result.verdict.outcome, x: x, y: y))
          }
        }
        y += rowHeight
      }
    }
    y += 14
    for (index, (outcome, _)) in colours.enumerated() {
      let x = 4 + index * 120
      parts.append(mark(outcome, x: x, y: y))
      parts.append(SVGText.element(outcome.rawValue, x: x + cell + 4, y: y + 11))
    }
    let platforms = MatrixEnvironment.platforms.map { platform in
      "\(label(platform)) = "
        + MatrixEnvironment(platform.osVersion, .phone, lifecycle: platform.lifecycle).platformName
    }
    parts.append(
      SVGText.element(
        "columns: each platform on phone (p), then pad (d): "
          + platforms.prefix(3).joined(separator: ", ")
          + ",", x: 4, y: y + 32, fill: "#3a3a3c"))
    parts.append(
      SVGText.element(
        platforms.dropFirst(3).joined(separator: ", "), x: 4, y: y + 46, fill: "#3a3a3c"))
    parts.append("</svg>")
    return parts.joined(separator: "\n") + "\n"
  }

  /// A platform's column label: its oldest version, with "a" or "s" from iOS 13, where an
  /// app has either lifecycle.
  private static func label(_ platform: (osVersion: OSVersion, lifecycle: AppLifecycle)) -> String {
    "\(platform.osVersion.rawValue)"
      + (platform.osVersion >= .iOS13 ? (platform.lifecycle == .scenes ? "s" : "a") : "")
  }

  /// One cell: its outcome's colour, and its letter as the matrix tables print it.
  private static func mark(_ outcome: Outcome, x: Int, y: Int) -> String {
    "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(cell - 1)\" height=\"\(rowHeight - 1)\" "
      + "fill=\"\(colour(outcome))\" stroke=\"#c7c7cc\"/>"
      + SVGText.element(
        ReportMarkdown.mark(outcome), x: x + cell / 2, y: y + 11, anchor: "middle",
        fill: outcome == .crash || outcome == .hang ? "#ffffff" : "#1c1c1e")
  }

  private static func colour(_ outcome: Outcome) -> String {
    colours.first { $0.0 == outcome }!.1
  }
}
