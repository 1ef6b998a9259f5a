import Foundation

/// The root of the modelled Objective-C classes. It carries the object's associated objects
/// (RT1), which live exactly as long as the object does.
open class ObjCObject {
  private var associations: [ObjectIdentifier: AssociatedValue] = [:]

  public init() {}

  /// Models objc_setAssociatedObject (RT1). `retain` and `copy` keep the value alive until
  /// this object is freed; `copy` stores `copy(with:)` of an NSCopying value; `assign` keeps
  /// no reference. Setting nil removes the association.
  public func setAssociatedObject(
    _ value: Any?, forKey key: AssociationKey, policy: AssociationPolicy
  ) {
    let id = ObjectIdentifier(key)
    guard let value else {
      associations[id] = nil
      return
    }
    switch policy {
    case .retain:
      associations[id] = .strong(value)
    case .copy:
      associations[id] = .strong((value as? NSCopying)?.copy(with: nil) ?? value)
    case .assign:
      associations[id] = AssociatedValue.unretained(value)
    }
  }

  /// Models objc_getAssociatedObject (RT1): the value for this exact key object, or nil.
  public func associatedObject(forKey key: AssociationKey) -> Any? {
    switch associations[ObjectIdentifier(key)] {
    case .strong(let value): value
    case .weak(let box): box.object
    case nil: nil
    }
  }
}

/// An association key. Objective-C keys are pointers: two keys made from equal strings are
/// still different keys unless they are the same object (RT1).
public final class AssociationKey: Sendable {
  /// A name for diagnostics only; it plays no part in lookup.
  public let name: String

  public init(_ name: String) {
    self.name = name
  }
}

/// The memory policy of an association (RT1). Atomicity is not modelled: the nonatomic
/// variants behave as these.
public enum AssociationPolicy: Sendable {
  /// OBJC_ASSOCIATION_ASSIGN: no reference is kept. The model reads a freed value as nil
  /// where Objective-C would leave a dangling pointer.
  case assign
  /// OBJC_ASSOCIATION_RETAIN(_NONATOMIC): a strong reference.
  case retain
  /// OBJC_ASSOCIATION_COPY(_NONATOMIC): a strong reference to a copy.
  case copy
}

private enum AssociatedValue {
  case strong(Any)
  case weak(WeakBox)

  /// A value kept without a reference: a class instance weakly, a value type by value.
  static func unretained(_ value: Any) -> AssociatedValue {
    guard Mirror(reflecting: value).displayStyle == .class else { return .strong(value) }
    return .weak(WeakBox(value as AnyObject))
  }
}

private final class WeakBox {
  weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}
