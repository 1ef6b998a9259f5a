import Matrix

/// The needs a reader chooses by, each a selection of cells; an approach meets a need as
/// far as those cells pass.
enum ChoosingGuide {
  /// One need and the cells that test it.
  struct Need: Sendable {
    let title: String
    let cells: String
    let selects: @Sendable (Cell) -> Bool
  }

  static let needs: [Need] = [
    Need(title: "Supports iOS 7", cells: "every behaviour on iOS 7") {
      $0.environment.osVersion == .iOS7
    },
    Need(title: "No view controller at hand", cells: "P1 everywhere") {
      $0.scenario.behaviour == "P1"
    },
    Need(title: "Text validation", cells: "T1, T2 and T5 everywhere") {
      ["T1", "T2", "T5"].contains($0.scenario.behaviour)
    },
    Need(title: "Action sheets on pad", cells: "every action sheet scenario on pad") {
      $0.environment.idiom == .pad && $0.scenario.alert.style == .actionSheet
    },
    Need(title: "Scene-based apps", cells: "every behaviour on iOS 13+ with scenes") {
      $0.environment.lifecycle == .scenes
    },
    Need(title: "No leaks", cells: "C4 and L1 to L5 everywhere") {
      $0.scenario.group == .lifetime || $0.scenario.behaviour == "C4"
    },
  ]
}
