import Matrix

/// A claim one of the documents makes about its approach, in a few of its own words, and
/// the cells that test it. The verdict is derived from the run (`ReportMarkdown+Claims`).
struct DocumentClaim: Sendable {
  /// The document, by its id in the sources.
  let source: String
  /// The claim, quoted.
  let quote: String
  /// What the cells test.
  let evidence: Evidence

  enum Evidence: Sendable {
    /// These behaviours or scenarios, for the document's approach, platform by platform.
    case scenarios([String])
    /// Every scenario of these areas, likewise.
    case groups([BehaviourGroup])
    /// The sign-up dialog, run in every environment.
    case signUpDialog
    /// The sign-up dialog's call-site cost against plain UIAlertController and code by hand.
    case callSiteRatio
    /// Whether any of these scenarios left an invisible window taking every touch.
    case lockedUI([ScenarioID])
  }

  static let all: [DocumentClaim] = [
    DocumentClaim(
      source: "daalertcontroller-article", quote: "will do it for both iOS 7 and 8",
      evidence: .signUpDialog),
    DocumentClaim(
      source: "daalertcontroller-article", quote: "6 times less code",
      evidence: .callSiteRatio),
    DocumentClaim(
      source: "daalertcontroller-article",
      quote: "autoenabling buttons based on the contents of textfield(s)",
      evidence: .scenarios(["T1", "T2", "T5", "T8"])),
    DocumentClaim(
      source: "alertwindow-answer", quote: "show over the keyboard",
      evidence: .scenarios(["P6"])),
    DocumentClaim(
      source: "alertwindow-answer", quote: "the UIWindow will stay on screen, locking up your UI",
      evidence: .lockedUI(["L2.alert", "L3"])),
    DocumentClaim(
      source: "block-based-uialertviews", quote: "No delegate stuff to worry about",
      evidence: .groups([.cancel, .index])),
    DocumentClaim(
      source: "taming-uialertview", quote: "multiple buttons without creating delegates",
      evidence: .groups([.cancel, .index])),
    DocumentClaim(
      source: "blockskit-source", quote: "UIAlertView without delegates!",
      evidence: .groups([.cancel, .index])),
    DocumentClaim(
      source: "blockskit-source",
      quote: "The block to be fired to determine whether the first non-cancel should be enabled",
      evidence: .scenarios(["T1", "T2", "T5", "T8"])),
    DocumentClaim(
      source: "sdcalertview-source",
      quote: "Preventing controllers from dismissing when the user taps a button",
      evidence: .scenarios(["T5.stays", "T12"])),
    DocumentClaim(
      source: "sdcalertview-source", quote: "Easy presentation/dismissal",
      evidence: .scenarios(["P1", "P17.no-view", "P21", "P26", "C4"])),
    DocumentClaim(
      source: "sdcalertview-source", quote: "Understandable button placement",
      evidence: .scenarios(["C2"])),
  ]
}
