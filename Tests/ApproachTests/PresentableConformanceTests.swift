import ApproachACAlertView
import ApproachAlertWindow
import ApproachDAAlertController
import ApproachETAlertView
import ApproachRegistry
import Presentable
import TestSupport
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The published wrappers, as test arguments: the registry's approaches in the
/// `publishedWrapper` role, as a test below checks, each named so that a test can say what
/// it expects of it.
enum PublishedWrapper: String, CaseIterable, CustomTestStringConvertible {
  case etAlertView
  case acAlertView
  case daAlertController
  case alertWindow

  var type: any Presentable.Type {
    switch self {
    case .etAlertView: ETAlertViewApproach.self
    case .acAlertView: ACAlertViewApproach.self
    case .daAlertController: DAAlertControllerApproach.self
    case .alertWindow: AlertWindowApproach.self
    }
  }

  var testDescription: String { type.name }
}

/// Every approach through the shared Presentable protocol.
extension ApproachTests {
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

  @Test("The published wrappers here are the registry's")
  func publishedWrappersAreTheRegistrys() {
    #expect(
      PublishedWrapper.allCases.map { $0.type.id }
        == Approaches.all.filter { $0.role == .publishedWrapper }.map { $0.id })
  }

  @Test("Each approach names itself as the report does")
  func names() {
    #expect(
      PublishedWrapper.allCases.map { $0.type.name } == [
        "ETAlertView", "ACAlertView", "DAAlertController", "UIAlertController+Window",
      ])
  }

  @Test(
    "On iOS 8 every approach shows an alert and runs the tapped action's handler once",
    arguments: PublishedWrapper.allCases)
  func tapRunsHandler(approach: PublishedWrapper) {
    withApp(.iOS8) { application in
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
    arguments: PublishedWrapper.allCases)
  func handlerReadsFields(approach: PublishedWrapper) {
    withApp(.iOS8) { application in
      let spec = AlertSpec(
        title: "T", actions: [ActionSpec("OK")],
        textFields: [TextFieldSpec(placeholder: "Name")])
      let (outcome, handlers) = show(spec, with: approach, in: application)
      switch outcome {
      case .unsupported:
        #expect(approach == .etAlertView)
      case .unavailable:
        Issue.record("\(approach.type.name) is available on iOS 8")
      case .shown:
        application.screen.type("Ann", intoField: 0)
        application.tapAndSettle("OK")
        #expect(handlers.entries.map(\.fieldTexts) == [["Ann"]])
      }
    }
  }

  @Test(
    "Handlers record whether the alert was still on screen as they ran",
    arguments: PublishedWrapper.allCases)
  func handlerTiming(approach: PublishedWrapper) {
    withApp(.iOS7) { application in
      let spec = AlertSpec(title: "T", actions: [ActionSpec("OK")])
      let (outcome, handlers) = show(spec, with: approach, in: application)
      guard case .shown = outcome else {
        #expect(approach == .alertWindow)
        return
      }
      application.tapAndSettle("OK")
      let expectedOnScreen: String? = approach == .acAlertView ? nil : "T"
      #expect(handlers.entries.map(\.alertOnScreen) == [expectedOnScreen])
    }
  }
}
