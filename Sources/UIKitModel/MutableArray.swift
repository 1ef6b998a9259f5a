import UIKitSimulation

/// Models Foundation's NSMutableArray where wrappers rely on its failures (RT2): adding nil
/// raises NSInvalidArgumentException, and an index out of range raises NSRangeException.
@_spi(Simulation) nonisolated public final class MutableArray<Element> {
  private var storage: [Element] = []

  public init() {}

  /// The number of elements.
  public var count: Int { storage.count }

  /// Appends an object; nil raises NSInvalidArgumentException, as addObject: does (RT2).
  public func add(_ object: Element?) {
    guard let object else {
      raiseException(
        .invalidArgumentException,
        reason: "*** -[__NSArrayM insertObject:atIndex:]: object cannot be nil")
    }
    storage.append(object)
  }

  /// The object at an index; an index out of range raises NSRangeException, as
  /// objectAtIndex: does (RT2). A negative index is read as the unsigned NSUInteger it
  /// becomes in Objective-C.
  public func object(at index: Int) -> Element {
    guard storage.indices.contains(index) else {
      raiseException(
        .rangeException, reason: Self.outOfRangeReason(index: index, count: storage.count))
    }
    return storage[index]
  }

  /// Foundation's wording for an index out of range.
  static func outOfRangeReason(index: Int, count: Int) -> String {
    let unsignedIndex = UInt(bitPattern: index)
    let bounds = count == 0 ? "beyond bounds for empty array" : "beyond bounds [0 .. \(count - 1)]"
    return "*** -[__NSArrayM objectAtIndex:]: index \(unsignedIndex) \(bounds)"
  }
}

@_spi(Simulation) nonisolated extension Array {
  /// Models NSArray's objectAtIndex: and subscript (RT2): an index out of range raises
  /// NSRangeException instead of trapping as a Swift array does.
  public func object(at index: Int) -> Element {
    guard indices.contains(index) else {
      raiseException(
        .rangeException, reason: MutableArray<Element>.outOfRangeReason(index: index, count: count))
    }
    return self[index]
  }
}
