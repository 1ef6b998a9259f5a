@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// Where an approach's handlers report that they ran: which action, with which field
/// texts and item, and what the screen showed at that moment.
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
    /// The item the handler acted on, as it read it when it ran (`AlertSpec.item`).
    public let itemRead: String?

    public init(
      action: String, fieldTexts: [String], alertOnScreen: String?, alertTitleRead: String?,
      itemRead: String? = nil
    ) {
      self.action = action
      self.fieldTexts = fieldTexts
      self.alertOnScreen = alertOnScreen
      self.alertTitleRead = alertTitleRead
      self.itemRead = itemRead
    }
  }

  private let application: UIApplication
  /// The item the caller showed the alert for: what a handler reads that captured it at the
  /// call, as a closure does.
  private let itemShown: String?
  /// Every run, oldest first.
  public private(set) var entries: [Entry] = []
  /// Called after each run, for example to present a follow-up.
  public var afterEachRun: ((Entry) -> Void)?

  public init(application: UIApplication, itemShown: String? = nil) {
    self.application = application
    self.itemShown = itemShown
  }

  /// Records that the handler of `action` ran, having read `fieldTexts` and, when it
  /// refers to the alert, the alert's title; it acted on the item it captured at the call.
  public func record(_ action: ActionSpec, fieldTexts: [String] = [], alertTitle: String? = nil) {
    record(action, fieldTexts: fieldTexts, alertTitle: alertTitle, itemRead: itemShown)
  }

  /// Records a handler run that read the item it acted on, `itemRead`, from state as it ran,
  /// not from what it captured at the call.
  public func record(
    _ action: ActionSpec, fieldTexts: [String] = [], alertTitle: String? = nil, itemRead: String?
  ) {
    let entry = Entry(
      action: action.title, fieldTexts: fieldTexts,
      alertOnScreen: application.screen.alert?.title, alertTitleRead: alertTitle,
      itemRead: itemRead)
    entries.append(entry)
    afterEachRun?(entry)
  }
}
