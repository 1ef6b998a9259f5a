// A compile-only stand-in for Presentable's HandlerLog, which reads the simulated screen:
// the adapters' files record each handler in it, and nothing else of it is used.
public final class HandlerLog {
  public func record(_ action: ActionSpec, fieldTexts: [String] = [], alertTitle: String? = nil) {}

  public func record(
    _ action: ActionSpec, fieldTexts: [String] = [], alertTitle: String? = nil, itemRead: String?
  ) {}
}
