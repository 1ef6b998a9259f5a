import UIKitSimulation

/// The app's method table for category overrides (RT3). A category method with the same
/// name as a method of the class replaces it for every instance of that class (and of its
/// subclasses) in the app; the class's own implementation is no longer called. A subclass's
/// own override of the method is not modelled: the replacement wins for it too.
///
/// An app "links" a category by adding it here when it launches.
@_spi(Simulation) @MainActor @preconcurrency public final class CategoryTable {
  /// The view controller appearance methods a category may replace.
  public enum AppearanceMethod: Hashable, Sendable {
    case viewWillAppear
    case viewDidAppear
    case viewWillDisappear
    case viewDidDisappear
  }

  /// A replacement implementation: it receives the instance and the `animated` argument.
  public typealias Implementation = (UIViewController, Bool) -> Void

  private struct Replacement {
    let method: AppearanceMethod
    let targetClass: ObjectIdentifier
    let appliesTo: (UIViewController) -> Bool
    let implementation: Implementation
  }

  private var replacements: [Replacement] = []

  init() {}

  /// Replaces `method` of `targetClass` for every instance in this app (RT3).
  public func replace<Target: UIViewController>(
    _ method: AppearanceMethod, of targetClass: Target.Type,
    with implementation: @escaping Implementation
  ) {
    let id = ObjectIdentifier(targetClass)
    replacements.removeAll { $0.targetClass == id && $0.method == method }
    replacements.append(
      Replacement(
        method: method, targetClass: id, appliesTo: { $0 is Target },
        implementation: implementation))
  }

  /// The replacement that applies to an instance, if a category replaced the method.
  func implementation(of method: AppearanceMethod, for instance: UIViewController)
    -> Implementation?
  {
    replacements.last { $0.method == method && $0.appliesTo(instance) }?.implementation
  }
}
