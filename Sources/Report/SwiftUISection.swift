import Matrix

/// What a SwiftUI app can take from the report: which approaches it can call from code with
/// no view controller at hand, and how, and that SwiftUI's own alert is not modelled.
struct SwiftUISection {
  let data: ReportData

  var lines: [String] {
    let ranking = data.ranking(.noViewController, AppKind.today)
    let callable = ranking.candidates.map { "**\(data.name(of: $0.approach))**" }
    return [
      "**A SwiftUI app** can call these approaches as a UIKit app does, from main-actor code, "
        + "as UIKit requires of every alert: a view model or service marked `@MainActor`, or "
        + "`await MainActor.run { … }` from a network layer. A SwiftUI view hands out no view "
        + "controller, so code away from the views needs an approach that shows an alert with "
        + "none at hand: for today's app, "
        + (callable.isEmpty ? "none here" : callable.joined(separator: " or "))
        + " (the row \"\(Need.noViewController.title)\" above). SwiftUI's own `.alert` modifier "
        + "is not modelled: no cell here says how it behaves.",
      "",
    ]
  }
}
