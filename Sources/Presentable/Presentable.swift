@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// What every approach offers the matrix: show a neutral alert spec the way an app
/// developer using that approach would write it at the call site. Its metatype is
/// Sendable, so that a cell can run with it on a thread of its own.
public protocol Presentable: SendableMetatype {
  /// The approach's id: stable, and safe as a file name (letters and digits). It names the
  /// approach's predictions (`Fixtures/predictions/<id>.json`) and its target
  /// (`Approach<id>`).
  static var id: String { get }

  /// The approach's name, as the report prints it.
  static var name: String { get }

  /// What the approach is, in one sentence, as the report's card on it says.
  static var summary: String { get }

  /// The document the approach comes from: a document id of the sources the report cites.
  static var source: String { get }

  /// What the approach offers or does that no scenario of the matrix can show, in a
  /// sentence for its card; nil when there is nothing to say.
  static var outsideTheMatrix: String? { get }

  /// Whether its code builds in an app extension target, where `UIApplication.shared`,
  /// UIAlertView and UIActionSheet are unavailable (W24). A test checks the claim against
  /// the approach's files.
  static var buildsInAppExtensions: Bool { get }

  /// What the approach stands for in the comparison; a published wrapper by default.
  static var role: ApproachRole { get }

  /// The oldest iOS an app can add the approach to, where its code is a library with a
  /// deployment target; nil where an app of any OS version the matrix covers can use it
  /// (code written in its time, or no wrapper at all).
  static var addableFrom: OSVersion? { get }

  /// The oldest iOS the approach's code runs on, and why; nil where it runs on every OS the
  /// matrix covers. A cell on an older OS is unavailable before `show` is called. A library
  /// runs from its deployment target (`addableFrom`) by default.
  static var runsFrom: OSRequirement? { get }

  /// How an app gets the approach today and whether it is maintained; nil where there is
  /// nothing to say.
  static var availability: Availability? { get }

  /// Links what the approach adds to UIKit into a freshly launched app, as loading its
  /// code into an app would (a category override, RT3). Most approaches add nothing.
  @MainActor static func link(into application: UIApplication)

  /// Shows the spec, or says why this approach cannot express it or run here. Handlers
  /// report to `context.handlers`.
  @MainActor static func show(_ spec: AlertSpec, in context: PresentationContext) -> ShowOutcome

  /// The documents' sign-up dialog written with the approach, whose call site the report
  /// weighs and whose trials run in a worker like any cell; nil for an approach whose call
  /// site is another's (a Swift port).
  static var signUpDialog: SignUpDialog? { get }

  /// Why an approach that is not a Swift port has no sign-up dialog of its own, in a
  /// sentence; nil for one that has one.
  static var signUpDialogAbsence: String? { get }
}

extension Presentable {
  @MainActor public static func link(into application: UIApplication) {}

  public static var role: ApproachRole { .publishedWrapper }

  public static var addableFrom: OSVersion? { nil }

  public static var runsFrom: OSRequirement? {
    addableFrom.map {
      OSRequirement(
        $0, reason: "\(name) needs iOS \($0.rawValue), its deployment target", sources: [source])
    }
  }

  public static var signUpDialog: SignUpDialog? { nil }

  public static var signUpDialogAbsence: String? { nil }

  public static var outsideTheMatrix: String? { nil }

  public static var buildsInAppExtensions: Bool { false }

  public static var availability: Availability? { nil }
}

/// What an approach stands for in the comparison.
public enum ApproachRole: String, Sendable {
  /// A wrapper a document published, modelled faithfully, flaws included.
  case publishedWrapper
  /// A published Objective-C wrapper as it runs when written in Swift, which cannot say
  /// everything the original says: what the port loses.
  case swiftPort
  /// No wrapper at all: what a wrapper buys over none.
  case baseline
  /// The project's own design: what is possible.
  case reference
  /// SwiftUI's own presentation, as a SwiftUI app writes it.
  case swiftUI
}
