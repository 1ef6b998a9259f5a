import Matrix
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The whole matrix as one picture: a row per scenario, grouped by area; a block of columns
/// per approach, one column per environment (each platform on phone, then pad); every cell
/// coloured by its outcome. Whole-number coordinates and a fixed order give the same bytes
/// on every run.
enum Heatmap {
  /// The image's path from the package root.
  static let file = "docs/images/matrix.svg"

  private static let cell = 17
  private static let rowHeight = 12
  private static let labelWidth = 120
  private static let headerHeight = 46
  private static let legendHeight = 36

  /// Each outcome's colour, and its name in the legend.
  static let colours: [(Outcome, String)] = [
    (.pass, "#34c759"), (.fail, "#ff9500"), (.crash, "#ff3b30"), (.hang, "#af52de"),
    (.unsupported, "#c7c7cc"), (.unavailable, "#f2f2f7"),
  ]

  static func svg(_ data: ReportData) -> String {
    let environments = MatrixEnvironment.all
    let blockWidth = environments.count * cell
    let groups = BehaviourGroup.allCases.filter { group in
      data.scenarios.contains { $0.group == group }
    }
    let rows = groups.count + data.scenarios.count
    let width = labelWidth + data.approaches.count * (blockWidth + 4) + 8
    let height = headerHeight + rows * rowHeight + legendHeight + 8
    var parts = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
        + "viewBox=\"0 0 \(width) \(height)\" font-family=\"Helvetica, Arial, sans-serif\" "
        + "font-size=\"9\">",
      "<title>Every cell of the matrix, coloured by outcome</title>",
      "<rect width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>",
    ]
    for (index, approach) in data.approaches.enumerated() {
      let x = labelWidth + index * (blockWidth + 4)
      parts.append(
        SVGText.element(approach, x: x + blockWidth / 2, y: 14, anchor: "middle", weight: "bold"))
      for (platformIndex, platform) in MatrixEnvironment.platforms.enumerated() {
        let name =
          "\(platform.osVersion.rawValue)"
          + (platform.osVersion >= .iOS13 ? (platform.lifecycle == .scenes ? "s" : "a") : "")
        let platformX = x + platformIndex * 2 * cell
        parts.append(SVGText.element(name, x: platformX + cell, y: 30, anchor: "middle"))
        parts.append(
          SVGText.element("ph", x: platformX + cell / 2, y: 41, anchor: "middle", fill: "#8e8e93"))
        parts.append(
          SVGText.element(
            "pd", x: platformX + cell + cell / 2, y: 41, anchor: "middle", fill: "#8e8e93"))
      }
    }
    var y = headerHeight
    for group in groups {
      parts.append(SVGText.element(group.heading, x: 4, y: y + 9, weight: "bold"))
      y += rowHeight
      for scenario in data.scenarios where scenario.group == group {
        parts.append(SVGText.element(scenario.id, x: 12, y: y + 9))
        for (index, approach) in data.approaches.enumerated() {
          for (column, environment) in environments.enumerated() {
            guard let result = data.result(approach, scenario.id, environment) else { continue }
            let x = labelWidth + index * (blockWidth + 4) + column * cell
            parts.append(
              "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(cell - 1)\" height=\"\(rowHeight - 1)\" "
                + "fill=\"\(colour(result.verdict.outcome))\"/>")
          }
        }
        y += rowHeight
      }
    }
    y += 12
    for (index, (outcome, colour)) in colours.enumerated() {
      let x = 4 + index * 110
      parts.append(
        "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(cell - 1)\" height=\"\(rowHeight - 1)\" "
          + "fill=\"\(colour)\" stroke=\"#c7c7cc\"/>")
      parts.append(SVGText.element(outcome.rawValue, x: x + cell + 4, y: y + 9))
    }
    parts.append(
      SVGText.element(
        "columns: each platform (7, 8, 13a = iOS 13+ app delegate, 13s = with scenes) on phone (ph), then pad (pd)",
        x: 4, y: y + 24, fill: "#3a3a3c"))
    parts.append("</svg>")
    return parts.joined(separator: "\n") + "\n"
  }

  private static func colour(_ outcome: Outcome) -> String {
    colours.first { $0.0 == outcome }!.1
  }
}
