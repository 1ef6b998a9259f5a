@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// Where an approach's handlers report that they ran: which action, with which field
/// texts, and what the screen showed at that moment.
@MainActor
public final class HandlerLog {
  /// One handler run.
  public struct Entry: Codable, Hashable, Sendable {
    /// The title of the action whose handler ran.
    public let action: String
    /// The field texts the handler read, in field order.
    public let fieldTexts: [String]
    /// The title of the alert drawn on screen as the handler ran, if any.
    public let alertOnScreen: String?
    /// The alert's title as the handler read it from the alert itself, when it refers to
    /// the alert.
    public let alertTitleRead: String?

    public init(
      action: String, fieldTexts: [String], alertOnScreen: String?, alertTitleRead: String?
    ) {
      self.action = action
      self.fieldTexts = fieldTexts
      self.alertOnScreen = alertOnScreen
      self.alertTitleRead = alertTitleRead
    }
  }

  private let application: UIApplication
  /// Every run, oldest first.
  public private(set) var entries: [Entry] = []
  /// Called after each run, for example to present a follow-up.
  public var afterEachRun: ((Entry) -> Void)?

  public init(application: UIApplication) {
    self.application = application
  }

  /// Records that the handler of `action` ran, having read `fieldTexts` and, when it
  /// refers to the alert, the alert's title.
  public func record(_ action: ActionSpec, fieldTexts: [String] = [], alertTitle: String? = nil) {
    let entry = Entry(
      action: action.title, fieldTexts: fieldTexts,
      alertOnScreen: application.screen.alert?.title, alertTitleRead: alertTitle)
    entries.append(entry)
    afterEachRun?(entry)
  }
}
