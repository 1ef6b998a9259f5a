import Matrix

/// How far to trust the report, on its first screen: where the cells ran (a model, never a
/// device or a simulator), how many rest on a modelling choice, and what "as predicted" means.
struct TrustSection {
  let data: ReportData

  var lines: [String] {
    let total = data.results.count
    let resting = data.results.filter { !$0.choices.isEmpty }.count
    let mismatches = data.results.filter { !$0.matchesPrediction }.count
    return [
      "**How far to trust this.** Every cell ran on AlertLab's behavioural model of UIKit, "
        + "written in Swift from the facts in [docs/UIKitFacts.md](docs/UIKitFacts.md): no cell "
        + "of any approach ran on a device or a simulator, and none was built with Apple's iOS "
        + "SDK. [docs/OnDevice.md](docs/OnDevice.md) says how the same scenarios would run on a "
        + "simulator, and what such a run would settle first. "
        + "\(Self.cells(resting, of: total)) rest on a modelling choice, where the documented "
        + "facts leave UIKit's behaviour open and the model takes one reading: "
        + Markdown.link("the cells, by choice", to: ChoiceCellsSection.heading) + ". "
        + "\"As predicted\" means a cell did what the project wrote down, before the run, from "
        + "the documents and the facts: it shows that the model and the project's reading of "
        + "UIKit agree, not that UIKit does the same. In this run "
        + (mismatches == 0
          ? "every cell came out as predicted."

          : "\(Self.cells(mismatches, of: total)) did not, and are marked `!`."),
      "",
    ]
  }

  /// "148 of the 7,644 cells".
  private static func cells(_ count: Int, of total: Int) -> String {
    "\(RunSummary.grouped(count)) of the \(RunSummary.grouped(total)) cells"
  }
}
