import ApproachRegistry
import Matrix
import Presentable
import UIKitModel

/// The document's sign-up dialog as one writer wrote it: who, the files its code is in, and
/// how an app shows it from the view controller at hand, passing what was typed to `signUp`.
public struct SignUpExample: Sendable {
  /// Who wrote it: an approach, or the hand-written version; found by its id.
  public let writer: ApproachIdentity
  /// The files of the example's code, from the package root.
  public let files: [String]
  public let dialog: SignUpDialog

  /// Every writer's example, in report order: each approach's dialog (its conformance's
  /// `signUpDialog`, `Sources/Approaches/<id>/SignUpWith<id>.swift`), then the hand-written
  /// code for iOS 7 and 8 that the document's facade replaces.
  public static let all: [SignUpExample] =
    Approaches.all.compactMap { approach in
      approach.signUpDialog.map { dialog in
        SignUpExample(
          writer: ApproachIdentity(approach),
          files: ["Sources/Approaches/\(approach.id)/SignUpWith\(approach.id).swift"],
          dialog: dialog)
      }
    } + [
      SignUpExample(
        writer: byHand,
        files: [
          "Sources/SeedExamples/SignUpByHand.swift",
          "Sources/Approaches/PlainAlertController/SignUpWithPlainAlertController.swift",
        ],
        dialog: SignUpDialog { showSignUpByHand(in: $0, signUp: $1) })
    ]

  /// The writer of the hand-written version for iOS 7 and 8.
  public static let byHand = ApproachIdentity(id: "ByHand", name: "by hand, iOS 7 and 8")
}
