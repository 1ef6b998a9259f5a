/// What became of a request to show a spec.
public enum ShowOutcome {
  /// The approach showed it (or tried to; the screen tells whether it appeared).
  case shown(ShownAlert)
  /// The approach's API has no way to express the spec.
  case unsupported(reason: String)
}

/// What the caller holds after showing an alert.
public struct ShownAlert {
  /// The alert object the caller could keep, or nil when the approach hands none out.
  public let alert: AnyObject?
  /// Shows the same alert again, the approach's way; nil when it has no such call.
  public let showAgain: (() -> Void)?
  /// Dismisses the alert without a tap, the approach's way (as an app does on entering the
  /// background, AV13); nil when the caller has no way to.
  public let dismiss: (() -> Void)?
  /// The roles of the caller's own action values as they stand now; nil when the approach
  /// takes no action values from the caller that presenting could change.
  public let callerActionRoles: (() -> [ActionSpec.Role])?

  public init(
    alert: AnyObject?, showAgain: (() -> Void)?, dismiss: (() -> Void)?,
    callerActionRoles: (() -> [ActionSpec.Role])? = nil
  ) {
    self.alert = alert
    self.showAgain = showAgain
    self.dismiss = dismiss
    self.callerActionRoles = callerActionRoles
  }
}
