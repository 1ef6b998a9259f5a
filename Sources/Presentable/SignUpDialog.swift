@_spi(Simulation) import UIKitModel

/// The documents' sign-up dialog written with an approach: a nickname of five characters or
/// more and a full name, Cancel and Sign up. An app shows it from the view controller at
/// hand, and it passes what was typed to `signUp`. Its code is
/// `Sources/Approaches/<id>/SignUpWith<id>.swift`, where the call-site cost is measured.
public struct SignUpDialog: Sendable {
  public let show:
    @MainActor @Sendable (UIViewController, @escaping (String, String) -> Void) -> Void

  public init(
    show:
      @escaping @MainActor @Sendable (UIViewController, @escaping (String, String) -> Void) -> Void
  ) {
    self.show = show
  }
}
