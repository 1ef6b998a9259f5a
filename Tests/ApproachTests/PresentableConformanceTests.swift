import ApproachACAlertView
import ApproachAlertWindow
import ApproachETAlertView
import ApproachRegistry
import Presentable
import TestSupport
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// A published wrapper of the registry, as a test argument named as the report names it.
struct PublishedWrapper: CustomTestStringConvertible, Sendable {
  let type: any Presentable.Type

  /// The registry's approaches in the `publishedWrapper` role, in report order.
  static let all = Approaches.all.filter { $0.role == .publishedWrapper }.map(Self.init)

  var testDescription: String { type.name }

  /// Whether this is the wrapper of that approach.
  func `is`(_ approach: any Presentable.Type) -> Bool { type.id == approach.id }

  /// The oldest OS from `oldest` on that the wrapper's code runs on.
  func oldest(from oldest: OSVersion) -> OSVersion {
    type.runsFrom.map { max($0.oldest, oldest) } ?? oldest
  }
}

/// Every approach through the shared Presentable protocol.
@Suite("Presentable conformance")
struct PresentableConformanceTests {
  /// Launches an app with the approach linked, shows the spec from the root view
  /// controller, and returns the outcome with the handler log.
  @MainActor
  private func show(
    _ spec: AlertSpec, with approach: PublishedWrapper, in application: UIApplication
  ) -> (ShowOutcome, HandlerLog) {
    approach.type.link(into: application)
    let handlers = HandlerLog(application: application)
    let context = PresentationContext(
      viewController: application.rootViewController,
      sourceView: application.rootViewController.view, handlers: handlers)
    let outcome = approach.type.show(spec, in: context)
    application.runLoop.drain()
    return (outcome, handlers)
  }

  @Test(
    "On iOS 8 every approach shows an alert and runs the tapped action's handler once",
    arguments: PublishedWrapper.all)
  func tapRunsHandler(approach: PublishedWrapper) {
    withApp(approach.oldest(from: .iOS8)) { application in
      let spec = AlertSpec(
        title: "T", actions: [ActionSpec("OK"), ActionSpec("Cancel", role: .cancel)])
      let (outcome, handlers) = show(spec, with: approach, in: application)
      guard case .shown = outcome else {
        Issue.record("\(approach.type.name) did not show")
        return
      }
      #expect(application.screen.alert?.title == "T")
      application.tapAndSettle("OK")
      #expect(handlers.entries.map(\.action) == ["OK"])
      #expect(application.screen.alert == nil)
    }
  }

  @Test(
    "The confirm handler reads what the user typed, where fields can be expressed",
    arguments: PublishedWrapper.all)
  func handlerReadsFields(approach: PublishedWrapper) {
    withApp(approach.oldest(from: .iOS8)) { application in
      let spec = AlertSpec(
        title: "T", actions: [ActionSpec("OK")],
        textFields: [TextFieldSpec(placeholder: "Name")])
      let (outcome, handlers) = show(spec, with: approach, in: application)
      switch outcome {
      case .unsupported:
        #expect(approach.is(ETAlertViewApproach.self))
      case .shown:
        application.screen.type("Ann", intoField: 0)
        application.tapAndSettle("OK")
        #expect(handlers.entries.map(\.fieldTexts) == [["Ann"]])
      }
    }
  }

  @Test(
    "Handlers record whether the alert was still on screen as they ran",
    arguments: PublishedWrapper.all)
  func handlerTiming(approach: PublishedWrapper) {
    withApp(approach.oldest(from: .iOS7)) { application in
      let spec = AlertSpec(title: "T", actions: [ActionSpec("OK")])
      let (outcome, handlers) = show(spec, with: approach, in: application)
      guard case .shown = outcome else {
        Issue.record("\(approach.type.name) did not show")
        return
      }
      application.tapAndSettle("OK")
      // ACAlertView runs its handler from didDismiss; UIAlertController (AC6) and SDCAlertView
      // run theirs once the alert has gone.
      let expectedOnScreen: String? =
        approach.is(ACAlertViewApproach.self) || approach.type.runsFrom != nil ? nil : "T"
      #expect(handlers.entries.map(\.alertOnScreen) == [expectedOnScreen])
    }
  }
}
