// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized

// (the ObjectiveC module's names are kept as UIKit code spells them)
import Foundation
import UIKitSimulation

/// An object of UIKit's that carries associated objects (RT1), which live exactly as long
/// as it does: UIResponder and its subclasses, UIAlertAction and UIBarButtonItem.
nonisolated protocol AssociatedObjectOwner: AnyObject {
  var associations: AssociationTable { get }
}

/// One object's associated values, by key.
nonisolated final class AssociationTable: @unchecked Sendable {
  fileprivate var values: [UnsafeRawPointer: AssociatedValue] = [:]
}

/// The memory policy of an association (RT1), as the ObjectiveC module spells it. Atomicity
/// is not modelled: the atomic variants behave as the nonatomic ones.
/// https://developer.apple.com/documentation/objectivec/objc_associationpolicy
nonisolated public enum objc_AssociationPolicy: UInt, Sendable {
  /// No reference is kept. The model reads a freed value as nil where Objective-C would
  /// leave a dangling pointer.
  case OBJC_ASSOCIATION_ASSIGN = 0
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  case OBJC_ASSOCIATION_RETAIN = 769
  case OBJC_ASSOCIATION_COPY = 771
}

/// Associates a value with an object under a pointer key (RT1): two keys are the same key
/// only if they are the same address. `retain` and `copy` keep the value alive until the
/// object is freed; `copy` stores `copy(with:)` of an NSCopying value; `assign` keeps no
/// reference. Setting nil removes the association. The model keeps associations on UIKit's
/// own objects; any other object ends the run with a message that says so.
/// https://developer.apple.com/documentation/objectivec/objc_setassociatedobject(_:_:_:_:)
nonisolated public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  let owner = associationOwner(object)
  guard let value else {
    owner.associations.values[key] = nil
    return
  }
  switch policy {
  case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
    owner.associations.values[key] = .strong(value)
  case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
    owner.associations.values[key] = .strong((value as? NSCopying)?.copy(with: nil) ?? value)
  case .OBJC_ASSOCIATION_ASSIGN:
    owner.associations.values[key] = AssociatedValue.unretained(value)
  }
}

/// The value associated with an object under this exact key, or nil (RT1).
/// https://developer.apple.com/documentation/objectivec/objc_getassociatedobject(_:_:)
nonisolated public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  switch associationOwner(object).associations.values[key] {
  case .strong(let value): value
  case .weak(let box): box.object
  case nil: nil
  }
}

nonisolated private func associationOwner(_ object: Any) -> any AssociatedObjectOwner {
  guard let owner = object as? any AssociatedObjectOwner else {
    fatalError(
      "the model keeps associated objects only on UIKit's objects, not on \(type(of: object))")
  }
  return owner
}

nonisolated private enum AssociatedValue {
  case strong(Any)
  case weak(WeakBox)

  /// A value kept without a reference: a class instance weakly, a value type by value.
  static func unretained(_ value: Any) -> AssociatedValue {
    guard Mirror(reflecting: value).displayStyle == .class else { return .strong(value) }
    return .weak(WeakBox(value as AnyObject))
  }
}

nonisolated private final class WeakBox {
  weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}
