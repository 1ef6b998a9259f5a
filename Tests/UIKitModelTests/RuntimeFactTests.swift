import Foundation
import TestSupport
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The Objective-C runtime facts, RT1 to RT4, and the run loop's bound.
@Suite("Objective-C runtime facts")
struct RuntimeFactTests {
  final class Payload {}

  final class CopyablePayload: NSCopying {
    let generation: Int

    init(generation: Int) {
      self.generation = generation
    }

    func copy(with zone: NSZone? = nil) -> Any { CopyablePayload(generation: generation + 1) }
  }

  /// copy stores a copy; keys are addresses, not names.
  @Test(
    "Retain and copy keep the value for the owner's lifetime; assign keeps none", .fact("RT1"))
  @MainActor
  func factRT1() {
    rt1Policies()
    rt1CopyAndKeys()
  }

  /// RT1 retain and copy keep the value for the owner's lifetime; assign keeps none
  @MainActor
  private func rt1Policies() {
    weak var retained: Payload?
    weak var assigned: Payload?
    var owner: UIResponder? = UIResponder()
    do {
      let payload = Payload()
      retained = payload
      objc_setAssociatedObject(owner!, &AssociationKeys.payload, payload, .OBJC_ASSOCIATION_RETAIN)
      let other = Payload()
      assigned = other
      objc_setAssociatedObject(owner!, &AssociationKeys.assigned, other, .OBJC_ASSOCIATION_ASSIGN)
    }
    #expect(retained != nil)
    #expect(assigned == nil)
    let original = CopyablePayload(generation: 0)
    objc_setAssociatedObject(owner!, &AssociationKeys.copy, original, .OBJC_ASSOCIATION_COPY)
    owner = nil
    #expect(retained == nil)
  }

  /// RT1 copy stores a copy; keys are addresses, not names
  @MainActor
  private func rt1CopyAndKeys() {
    let owner = UIResponder()
    let original = CopyablePayload(generation: 0)
    objc_setAssociatedObject(
      owner, &AssociationKeys.copy, original, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    let stored = objc_getAssociatedObject(owner, &AssociationKeys.copy) as? CopyablePayload
    #expect(stored !== original)
    #expect(stored?.generation == 1)
    #expect(objc_getAssociatedObject(owner, &AssociationKeys.sameValueOtherAddress) == nil)
    objc_setAssociatedObject(owner, &AssociationKeys.copy, nil, .OBJC_ASSOCIATION_RETAIN)
    #expect(objc_getAssociatedObject(owner, &AssociationKeys.copy) == nil)
  }

  /// Adding nil to a mutable array raises NSInvalidArgumentException; an index out of range raises
  /// NSRangeException; -1 reads as a huge unsigned index.
  @Test(
    "The termination line has iOS's form; a nil element or a bad index raises", .fact("RT2"))
  func factRT2() async {
    rt2TerminationLine()
    await rt2AddNil()
    await rt2IndexOutOfRange()
  }

  /// RT2 the termination line has iOS's form
  private func rt2TerminationLine() {
    #expect(
      UncaughtException(name: NSExceptionName.rangeException.rawValue, reason: "why")
        .terminationLine
        == "*** Terminating app due to uncaught exception 'NSRangeException', reason: 'why'")
  }

  /// RT2 adding nil to a mutable array raises NSInvalidArgumentException
  private func rt2AddNil() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let array = MutableArray<Int>()
      array.add(nil)
    }
    expectTermination(
      result, name: "NSInvalidArgumentException",
      reasonContaining: "*** -[__NSArrayM insertObject:atIndex:]: object cannot be nil")
  }

  /// RT2 an index out of range raises NSRangeException; -1 reads as a huge unsigned index
  private func rt2IndexOutOfRange() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let array = MutableArray<Int>()
      array.add(1)
      array.add(2)
      _ = array.object(at: -1)
    }
    expectTermination(
      result, name: "NSRangeException",
      reasonContaining: "index 18446744073709551615 beyond bounds [0 .. 1]")
  }

  final class CustomAlert: UIAlertController {}

  @Test(
    "A category method replaces the class's method for every instance in the app", .fact("RT3"))
  func rt3Category() {
    withApp { application in
      var replaced: [String] = []
      application.categories.replace(.viewDidDisappear, of: UIAlertController.self) { vc, _ in
        replaced.append("\(type(of: vc))")
      }
      let root = application.rootViewController
      let controllers: [UIViewController] = [
        UIAlertController(title: "A", message: nil, preferredStyle: .alert),
        CustomAlert(title: "B", message: nil, preferredStyle: .alert),
        AppearanceRecorder(),
      ]
      for controller in controllers {
        root.present(controller, animated: false)
        application.runLoop.drain()
        root.dismiss(animated: false)
        application.runLoop.drain()
      }
      #expect(replaced == ["UIAlertController", "CustomAlert"])
      #expect((controllers[2] as? AppearanceRecorder)?.events.last == "viewDidDisappear")
    }
  }

  @Test(
    "NSAssert raises in a debug build; NSAssert is compiled out of a release build",
    .fact("RT4"))
  func factRT4() async {
    await rt4DebugAssert()
    rt4ReleaseAssert()
  }

  /// RT4 NSAssert raises in a debug build
  private func rt4DebugAssert() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      UIApplication.launch(osVersion: .iOS7, idiom: .phone, buildConfiguration: .debug).run { _ in
        NSAssert(false, "at most 10 actions")
      }
    }
    expectTermination(
      result, name: "NSInternalInconsistencyException", reasonContaining: "at most 10 actions")
  }

  /// RT4 NSAssert is compiled out of a release build
  private func rt4ReleaseAssert() {
    var evaluated = false
    withApp(.iOS7, buildConfiguration: .release) { _ in
      NSAssert(
        {
          evaluated = true
          return false
        }(), "never raised")
    }
    #expect(!evaluated)
  }

  @Test(
    "Each app has its own NotificationCenter.default: one app's observers never see another app's posts"
  )
  func notificationCentersApart() {
    let name = NSNotification.Name("AlertLabTestNotification")
    let heard = Tally()
    let first = UIApplication.launch(osVersion: .iOS8, idiom: .phone)
    let second = UIApplication.launch(osVersion: .iOS8, idiom: .phone)
    let observer = first.run { _ in
      UIKitModel.NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
        _ in
        heard.count += 1
      }
    }
    second.run { _ in UIKitModel.NotificationCenter.default.post(name: name, object: nil) }
    #expect(heard.count == 0)
    first.run { _ in UIKitModel.NotificationCenter.default.post(name: name, object: nil) }
    #expect(heard.count == 1)
    first.run { _ in UIKitModel.NotificationCenter.default.removeObserver(observer) }
  }

  @Test("The run loop stops after its turn limit when work re-queues itself forever")
  func runLoopBound() {
    withApp { application in
      @MainActor func requeue() { application.runLoop.perform(requeue) }
      requeue()
      #expect(application.runLoop.drain(limit: 50) == .didNotSettle(turns: 50))
      #expect(!application.runLoop.isIdle)
    }
  }
}

/// Association keys: each a static variable, whose address is the key (RT1).
@MainActor
private enum AssociationKeys {
  static var payload: UInt8 = 0
  static var assigned: UInt8 = 0
  static var copy: UInt8 = 0
  static var sameValueOtherAddress: UInt8 = 0
}

/// A count that notification blocks add to; every post here runs on the test's thread.
private final class Tally: @unchecked Sendable {
  var count = 0
}
