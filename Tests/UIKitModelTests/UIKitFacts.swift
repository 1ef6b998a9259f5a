import Testing

/// The UIKit model's rules, one test per fact id of docs/UIKitFacts.md, each named by its
/// id; the tests live in extensions by class: UIAlertView, UIActionSheet, UIAlertController,
/// windows, and the Objective-C runtime.
@Suite("UIKit model facts")
struct UIKitFacts {}
