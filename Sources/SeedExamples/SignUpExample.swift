import ApproachACAlertView
import ApproachAlertWindow
import ApproachDAAlertController
import ApproachETAlertView
import ApproachPlainAlertController
import ApproachReferenceAlert
import Presentable
import ReferenceAlert
import UIKitModel

/// The document's sign-up dialog as one writer wrote it: who, the files its code is in, and
/// how an app shows it from the view controller at hand, passing what was typed to `signUp`.
public struct SignUpExample: Sendable {
  public let writer: String
  /// The files of the example's code, from the package root.
  public let files: [String]
  public let show:
    @MainActor @Sendable (UIViewController, @escaping (String, String) -> Void) -> Void

  /// An approach's example: `Sources/SeedExamples/SignUpWith<approach id>.swift`.
  init(
    _ approach: any Presentable.Type,
    show:
      @escaping @MainActor @Sendable (UIViewController, @escaping (String, String) -> Void) -> Void
  ) {
    self.init(
      writer: approach.name, files: ["Sources/SeedExamples/SignUpWith\(approach.id).swift"],
      show: show)
  }

  init(
    writer: String, files: [String],
    show:
      @escaping @MainActor @Sendable (UIViewController, @escaping (String, String) -> Void) -> Void
  ) {
    self.writer = writer
    self.files = files
    self.show = show
  }

  /// Every writer's example, in report order: the approaches', then the hand-written code
  /// for iOS 7 and 8 that the document's facade replaces.
  public static let all: [SignUpExample] = [
    SignUpExample(ETAlertViewApproach.self) { _, signUp in showSignUpWithETAlertView(signUp: signUp)
    },
    SignUpExample(ACAlertViewApproach.self) { _, signUp in showSignUpWithACAlertView(signUp: signUp)
    },
    SignUpExample(DAAlertControllerApproach.self) {
      showSignUpWithDAAlertController(in: $0, signUp: $1)
    },
    SignUpExample(AlertWindowApproach.self) { _, signUp in showSignUpWithAlertWindow(signUp: signUp)
    },
    SignUpExample(PlainAlertControllerApproach.self) {
      showSignUpWithPlainAlertController(in: $0, signUp: $1)
    },
    SignUpExample(ReferenceAlertApproach.self) { _, signUp in
      showSignUpWithReferenceAlert(signUp: signUp)
    },
    SignUpExample(
      writer: byHand,
      files: [
        "Sources/SeedExamples/SignUpByHand.swift",
        "Sources/SeedExamples/SignUpWithPlainAlertController.swift",
      ]
    ) { showSignUpByHand(in: $0, signUp: $1) },
  ]

  /// The writer of the hand-written version for iOS 7 and 8.
  public static let byHand = "by hand, iOS 7 and 8"
}
