import Foundation
import TestSupport
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The UIActionSheet facts, AS1 to AS7.
@Suite("UIActionSheet facts")
struct ActionSheetFactTests {
  @MainActor
  private func makeSheet(
    delegate: (any UIActionSheetDelegate)? = nil, cancel: String? = "Cancel",
    destructive: String? = "Delete"
  ) -> UIActionSheet {
    UIActionSheet(
      title: "Sheet", delegate: delegate, cancelButtonTitle: cancel,
      destructiveButtonTitle: destructive, nilTerminatedOtherButtonTitles: "A", "B")
  }

  /// On iOS 7 the order is a modelling choice, and it is noted.
  @Test(
    "Init order is destructive, others, cancel last; added buttons follow cancel", .fact("AS1"))
  func as1InitOrder() {
    withApp(.iOS7) { application in
      let sheet = makeSheet()
      #expect(sheet.destructiveButtonIndex == 0)
      #expect(sheet.buttonTitle(at: 1) == "A")
      #expect(sheet.buttonTitle(at: 2) == "B")
      #expect(sheet.cancelButtonIndex == 3)
      #expect(sheet.addButton(withTitle: "Later") == 4)
      #expect(sheet.cancelButtonIndex == 3)
      #expect(application.modellingChoices == [.actionSheetOrder])
    }
  }

  /// It leaves firstOtherButtonIndex at -1.
  @Test(
    "From Swift: the overlay's initializer gives destructive, other titles, then cancel last",
    .fact("AS1")
  )
  func as1FromSwift() {
    withApp(.iOS8) { _ in
      let sheet = UIActionSheet(
        title: "Sheet", delegate: nil, cancelButtonTitle: "Cancel",
        destructiveButtonTitle: "Delete", otherButtonTitles: "A", "B")
      #expect(
        (0..<sheet.numberOfButtons).map { sheet.buttonTitle(at: $0) } == [
          "Delete", "A", "B", "Cancel",
        ])
      #expect(sheet.destructiveButtonIndex == 0)
      #expect(sheet.cancelButtonIndex == 3)
      #expect(sheet.firstOtherButtonIndex == -1)
    }
  }

  @Test(
    "Cancel and destructive indexes default to -1; the sheet draws no message", .fact("AS2"))
  func as2Defaults() {
    withApp(.iOS7) { application in
      let sheet = makeSheet(cancel: nil, destructive: nil)
      #expect(sheet.cancelButtonIndex == -1)
      #expect(sheet.destructiveButtonIndex == -1)
      sheet.show(in: application.rootViewController.view)
      #expect(application.screen.alert?.message == nil)
    }
  }

  @Test(
    "Nil otherButtonTitles plus buttons added later draws a layout warning on iOS 7",
    .fact("AS3"))
  func as3LayoutWarning() {
    for osVersion in [OSVersion.iOS7, .iOS8] {
      withApp(osVersion) { application in
        let sheet = UIActionSheet(
          title: "Sheet", delegate: nil, cancelButtonTitle: nil, destructiveButtonTitle: nil,
          nilTerminatedOtherButtonTitles: nil)
        sheet.addButton(withTitle: "A")
        sheet.show(in: application.rootViewController.view)
        let warnings = application.screen.alert?.warnings ?? []
        #expect(warnings.count == (osVersion == .iOS7 ? 1 : 0))
      }
    }
    withApp(.iOS7) { application in
      makeSheet().show(in: application.rootViewController.view)
      #expect(application.screen.alert?.warnings == [])
    }
  }

  /// - On phone the sheet stacks with cancel at the bottom
  /// - On pad the popover hides cancel, and a tap outside clicks the cancel index
  /// - On pad a tap outside a sheet without cancel clicks index -1
  /// - On phone a tap outside does nothing on iOS 7
  /// - On phone from iOS 8 a tap outside a sheet with cancel taps cancel
  /// - On phone from iOS 8 a tap outside a sheet without cancel does nothing
  @Test(
    "Where a sheet's cancel is drawn, and what a tap outside it does, on phone and pad",
    .fact("AS4"))
  func factAS4() {
    as4Phone()
    as4Pad()
    as4TapOutside()
  }

  /// AS4 on phone the sheet stacks with cancel at the bottom
  private func as4Phone() {
    withApp(.iOS7, .phone) { application in
      makeSheet().show(in: application.rootViewController.view)
      let drawn = application.screen.alert
      #expect(drawn?.kind == .actionSheet)
      #expect(drawn?.buttonTitles == ["Delete", "A", "B", "Cancel"])
      #expect(drawn?.buttons.last?.isCancel == true)
    }
  }

  /// AS4 on pad the popover hides cancel, and a tap outside clicks the cancel index
  private func as4Pad() {
    withApp(.iOS7, .pad) { application in
      let recorder = ActionSheetRecorder()
      makeSheet(delegate: recorder).show(in: application.rootViewController.view)
      application.runLoop.drain()
      #expect(application.screen.alert?.kind == .popover)
      #expect(application.screen.alert?.buttonTitles == ["Delete", "A", "B"])
      recorder.events = []
      application.screen.tapOutside()
      application.runLoop.drain()
      #expect(recorder.events == ["clicked(3)", "willDismiss(3)", "didDismiss(3)"])
    }
  }

  /// AS4 a tap outside, by OS, idiom and cancel button: the delegate calls it causes, and
  /// whether the sheet stays. On pad it clicks the cancel index, -1 without one; on phone
  /// (rev. 2) it taps cancel from iOS 8 and does nothing without one, or on iOS 7.
  private func as4TapOutside() {
    let cases: [(OSVersion, UIUserInterfaceIdiom, String?, [String], stays: Bool)] = [
      (.iOS7, .pad, nil, ["clicked(-1)", "willDismiss(-1)", "didDismiss(-1)"], false),
      (.iOS7, .phone, "Cancel", [], true),
      (.iOS8, .phone, "Cancel", ["clicked(3)", "willDismiss(3)", "didDismiss(3)"], false),
      (.iOS8, .phone, nil, [], true),
    ]
    for (osVersion, idiom, cancel, events, stays) in cases {
      withApp(osVersion, idiom) { application in
        let recorder = ActionSheetRecorder()
        makeSheet(delegate: recorder, cancel: cancel).show(in: application.rootViewController.view)
        application.runLoop.drain()
        recorder.events = []
        application.screen.tapOutside()
        application.runLoop.drain()
        let context = "\(osVersion) \(idiom), cancel: \(cancel ?? "none")"
        #expect(recorder.events == events, "\(context)")
        #expect((application.screen.alert != nil) == stays, "\(context)")
      }
    }
  }

  /// - On iOS 7 a nil view, which only Objective-C can pass, raises as one in no window
  /// - On iOS 7 the rect form raises for a view a full-screen presentation took out (W9)
  /// - The bar-button form is not checked (uncertain), nor is any form from iOS 8
  @Test("On iOS 7 a sheet shown in a view outside any window raises", .fact("AS7"))
  func factAS7() async {
    await as7ViewNotInWindow()
    await as7NilView()
    await as7RectFormAfterFullScreenPresentation()
    as7NotChecked()
  }

  /// AS7 on iOS 7 a sheet shown in a view outside any window raises
  private func as7ViewNotInWindow() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      UIApplication.launch(osVersion: .iOS7, idiom: .phone).run { _ in
        let sheet = UIActionSheet(
          title: "T", delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil)
        sheet.show(in: UIView())
      }
    }
    expectTermination(
      result, name: "NSInvalidArgumentException",
      reasonContaining: "Sheet can not be presented because the view is not in a window")
  }

  /// AS7 on iOS 7 a nil view, which only Objective-C can pass, raises as one in no window
  private func as7NilView() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      UIApplication.launch(osVersion: .iOS7, idiom: .phone).run { _ in
        let sheet = UIActionSheet(
          title: "T", delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil)
        sheet.showInView(nil)
      }
    }
    expectTermination(
      result, name: "NSInvalidArgumentException",
      reasonContaining: "Sheet can not be presented because the view is not in a window: (null)")
  }

  /// AS7 on iOS 7 the rect form raises for a view a full-screen presentation took out (W9)
  private func as7RectFormAfterFullScreenPresentation() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let application = UIApplication.launch(osVersion: .iOS7, idiom: .pad)
      application.run { application in
        let root = application.appDelegate.window!.rootViewController!
        root.present(UIViewController(), animated: false)
        application.runLoop.drain()
        let sheet = UIActionSheet(
          title: "T", delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil)
        sheet.show(from: .zero, in: root.view, animated: true)
      }
    }
    expectTermination(
      result, name: "NSInvalidArgumentException",
      reasonContaining: "Sheet can not be presented because the view is not in a window")
  }

  /// AS7 the bar-button form is not checked (uncertain), nor is any form from iOS 8
  private func as7NotChecked() {
    withApp(.iOS7, .pad) { application in
      let sheet = makeSheet()
      sheet.show(from: UIBarButtonItem(title: "Item"), animated: true)
      #expect(application.screen.alert?.kind == .popover)
    }
    withApp(.iOS8, .phone) { application in
      let sheet = makeSheet()
      sheet.show(in: UIView())
      #expect(application.screen.alert?.kind == .actionSheet)
    }
  }

  /// Programmatic dismiss calls only will- and did-dismiss; actionSheetCancel is used.
  @Test(
    "Every show variant shows the sheet, and the delegate mirrors UIAlertView's", .fact("AS5"))
  func factAS5() {
    as5ShowVariants()
    as5DismissAndCancel()
  }

  /// AS5 every show variant shows the sheet, and the delegate mirrors UIAlertView's
  private func as5ShowVariants() {
    withApp(.iOS8, .pad) { application in
      let view: UIView = application.rootViewController.view
      let shows: [(UIActionSheet) -> Void] = [
        { $0.show(in: view) },
        { $0.show(from: UIBarButtonItem(title: "Item"), animated: true) },
        { $0.show(from: CGRect(x: 0, y: 0, width: 10, height: 10), in: view, animated: true) },
      ]
      for show in shows {
        let recorder = ActionSheetRecorder()
        let sheet = makeSheet(delegate: recorder)
        show(sheet)
        application.runLoop.drain()
        #expect(application.screen.alert?.title == "Sheet")
        application.tapAndSettle("A")
        #expect(
          recorder.events == [
            "willPresent", "didPresent", "clicked(1)", "willDismiss(1)", "didDismiss(1)",
          ])
      }
    }
  }

  /// AS5 programmatic dismiss calls only will- and did-dismiss; actionSheetCancel is used
  private func as5DismissAndCancel() {
    withApp(.iOS7) { application in
      let recorder = ActionSheetRecorder()
      let sheet = makeSheet(delegate: recorder)
      sheet.show(in: application.rootViewController.view)
      application.runLoop.drain()
      recorder.events = []
      sheet.dismiss(withClickedButtonIndex: 2, animated: true)
      application.runLoop.drain()
      #expect(recorder.events == ["willDismiss(2)", "didDismiss(2)"])
      let cancelling = CancellingActionSheetRecorder()
      makeSheet(delegate: cancelling).show(in: application.rootViewController.view)
      application.runLoop.drain()
      cancelling.events = []
      application.screen.systemCancel()
      application.runLoop.drain()
      #expect(cancelling.events == ["cancel", "willDismiss(3)", "didDismiss(3)"])
    }
  }

  @Test("When cancel and destructive name one button, destructive style wins", .fact("AS6"))
  func as6DestructiveWins() {
    withApp(.iOS7) { application in
      let sheet = makeSheet(cancel: nil)
      sheet.cancelButtonIndex = 0
      sheet.show(in: application.rootViewController.view)
      let first = application.screen.alert?.buttons.first
      #expect(first?.title == "Delete")
      #expect(first?.isDestructive == true)
      #expect(first?.isCancel == false)
    }
  }

  /// It notes the choice; on phone, or from iOS 8, no choice is taken.
  @Test(
    "(choice) an iOS 7 pad sheet is drawn in UIKit's overlay window, above the app's windows",
    .fact("AS8")
  )
  func as8PadSheetWindow() {
    for (osVersion, idiom, noted) in [
      (OSVersion.iOS7, UIUserInterfaceIdiom.pad, true), (.iOS7, .phone, false),
      (.iOS8, .pad, false),
    ] {
      withApp(osVersion, idiom) { application in
        let sheet = UIActionSheet(
          title: "S", delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil)
        sheet.show(in: application.rootViewController.view)
        application.runLoop.drain()
        #expect(application.screen.alert?.title == "S")
        #expect(application.modellingChoices.contains(.padSheetWindow) == noted)
      }
    }
  }
}
