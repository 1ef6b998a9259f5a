import Foundation
import TestSupport
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// A presented view controller that draws an alert of its own: W17 to W20.
@Suite("Custom presentation facts")
struct CustomPresentationFactTests {
  @Test(
    "A custom presentation uses its delegate's controller and leaves the presenter's view",
    .fact("W17"))
  func factW17() {
    withApp { application in
      let root = application.rootViewController
      let delegate = GivesPresentationController()
      let presented = UIViewController()
      presented.modalPresentationStyle = .custom
      presented.transitioningDelegate = delegate
      root.present(presented, animated: true)
      application.runLoop.drain()
      #expect(delegate.given?.presentedViewController === presented)
      #expect(presented.view.frame == application.appDelegate.window!.bounds)
      #expect(root.view.window != nil, "the presenter's view stays in the window")
      // The delegate holds it weakly: only UIKit keeps it.
      #expect(delegate.given != nil, "UIKit keeps the presentation controller while it presents")
      presented.dismiss(animated: true)
      application.runLoop.drain()
      #expect(delegate.given == nil, "and lets it go once the dismissal ends")
    }
  }

  @Test(
    "A view controller's view loads on first use: loadView, then viewDidLoad, once",
    .fact("W18"))
  func factW18() {
    withApp { _ in
      let controller = LoadRecorder()
      #expect(!controller.isViewLoaded && controller.calls.isEmpty)
      _ = controller.view
      _ = controller.view
      #expect(controller.isViewLoaded && controller.calls == ["loadView", "viewDidLoad"])
    }
  }

  @Test(
    "A touch inside a control runs its touch-up-inside actions, unless it is disabled",
    .fact("W19"))
  func factW19() {
    withApp { application in
      let (controller, control) = Self.alertDrawnByApp(in: application)
      var taps = 0
      control.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
      #expect(application.screen.tap("OK") == .delivered && taps == 1)
      control.isEnabled = false
      #expect(application.screen.tap("OK") == .disabled && taps == 1)
      _ = controller
    }
  }

  /// - A centred box is an alert; one at the bottom is a sheet
  /// - A sheet's last button drawn apart reads as cancel, and the choice is noted
  @Test(
    "The screen reads an alert an app draws: labels, fields, buttons, and where it sits",
    .fact("W20"))
  func factW20() {
    withApp { application in
      let (controller, _) = Self.alertDrawnByApp(in: application)
      let drawn = application.screen.alert
      #expect(drawn?.kind == .alert && drawn?.title == "Title" && drawn?.message == "Message")
      #expect(drawn?.buttons.map(\.title) == ["OK"] && drawn?.buttons[0].isBold == true)
      #expect(drawn?.textFields.count == 1 && application.screen.alertObject === controller)
      #expect(!application.modellingChoices.contains(.appDrawnCancel))
    }
    withApp { application in
      let (controller, _) = Self.alertDrawnByApp(in: application, asSheetWithApartButton: true)
      let drawn = application.screen.alert
      #expect(drawn?.kind == .actionSheet && drawn?.layout == .stacked)
      #expect(drawn?.buttons.map(\.isCancel) == [false, true])
      #expect(application.modellingChoices.contains(.appDrawnCancel))
      _ = controller
    }
  }

  @Test(
    "An alert an app draws in the root of a window of its own is read; its main window's root is not",
    .fact("W20"))
  func w20OwnWindow() {
    withApp { application in
      let (controller, _) = Self.alertDrawnByApp(in: application)
      controller.dismiss(animated: false)
      application.runLoop.drain()
      #expect(application.screen.alert == nil)
      let window = UIWindow(frame: application.screenBounds)
      window.windowLevel = .alert
      window.rootViewController = controller
      window.isHidden = false
      #expect(application.screen.alert?.buttons.map(\.title) == ["OK"])
      #expect(application.screen.alertObject === controller)
      window.isHidden = true
      let mainWindow = application.appDelegate.window
      let content = mainWindow?.rootViewController
      mainWindow?.rootViewController = controller
      #expect(application.screen.alert == nil)
      mainWindow?.rootViewController = content
    }
  }

  /// Presents a controller whose view draws a title, a message, a field and an "OK" button
  /// (and, for a sheet, a "Cancel" button apart below it), centred or at the bottom.
  @MainActor
  private static func alertDrawnByApp(
    in application: UIApplication, asSheetWithApartButton sheet: Bool = false
  ) -> (UIViewController, UIControl) {
    let controller = UIViewController()
    let screen = application.screenBounds
    let box = UIView(
      frame: sheet
        ? CGRect(x: 0, y: screen.maxY - 200, width: screen.width, height: 200)
        : CGRect(x: screen.midX - 100, y: screen.midY - 100, width: 200, height: 200))
    for (text, y) in [("Title", 0.0), ("Message", 20.0)] {
      let label = UILabel(frame: CGRect(x: 0, y: y, width: 200, height: 20))
      label.text = text
      box.addSubview(label)
    }
    box.addSubview(UITextField(frame: CGRect(x: 0, y: 40, width: 200, height: 25)))
    let control = Self.button(
      "OK", bold: !sheet, frame: CGRect(x: 0, y: 80, width: 200, height: 40))
    box.addSubview(control)
    if sheet {
      box.addSubview(
        Self.button("Cancel", bold: true, frame: CGRect(x: 0, y: 150, width: 200, height: 40)))
    }
    controller.view.addSubview(box)
    application.rootViewController.present(controller, animated: false)
    application.runLoop.drain()
    return (controller, control)
  }

  @MainActor
  private static func button(_ title: String, bold: Bool, frame: CGRect) -> UIControl {
    let control = UIControl(frame: frame)
    let label = UILabel(frame: control.bounds)
    label.text = title
    label.font = bold ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
    control.addSubview(label)
    return control
  }
}

/// A transitioning delegate that gives a presentation controller and keeps it weakly.
private final class GivesPresentationController: NSObject, UIViewControllerTransitioningDelegate {
  weak var given: UIPresentationController?

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    let made = UIPresentationController(presentedViewController: presented, presenting: presenting)
    given = made
    return made
  }
}

/// A view controller that records its view-loading calls.
private final class LoadRecorder: UIViewController {
  var calls: [String] = []

  override func loadView() {
    calls.append("loadView")
    super.loadView()
  }

  override func viewDidLoad() {
    calls.append("viewDidLoad")
  }
}
