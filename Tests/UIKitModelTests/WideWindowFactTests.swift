import Foundation
import TestSupport
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// A phone app in a window resized to a regular width: W27.
@Suite("Wide window facts")
struct WideWindowFactTests {
  /// - A wide phone window is regular, and keeps the phone idiom
  /// - A sheet with a source is a popover without its cancel action, a noted choice
  /// - A sheet with none raises NSGenericException, as on pad
  @Test(
    "In a phone window at regular width a sheet is a popover, and needs an anchor", .fact("W27"))
  func factW27() async {
    withApp(.iOS27, .phone) { application in
      #expect(application.horizontalSizeClass == .compact)
      application.wideWindow()
      #expect(application.horizontalSizeClass == .regular && application.idiom == .phone)
      #expect(application.appDelegate.window?.frame.width == 768)
      let drawn = presentAnchoredShareSheet(in: application)
      #expect(drawn?.kind == .popover)
      #expect(drawn?.buttons.map(\.title) == ["Share"])
      #expect(application.modellingChoices.contains(.wideWindowPopover))
    }
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let application = UIApplication.launch(osVersion: .iOS27, idiom: .phone)
      application.run { application in
        application.wideWindow()
        let sheet = UIAlertController(title: "T", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        application.appDelegate.window?.rootViewController?.present(sheet, animated: true)
      }
    }
    expectTermination(
      result, name: "NSGenericException",
      reasonContaining: "You must provide either a sourceView and sourceRect or a barButtonItem")
  }

  @Test("A phone window keeps its compact width unless a person resizes it", .fact("W27"))
  func phoneStaysCompact() {
    withApp(.iOS27, .phone) { application in
      let sheet = UIAlertController(title: "T", message: nil, preferredStyle: .actionSheet)
      sheet.addAction(UIAlertAction(title: "Share", style: .default))
      // From iOS 26 it has a popover controller (AC15); with no source it is no popover.
      #expect(sheet.popoverPresentationController?.sourceView == nil)
      application.rootViewController.present(sheet, animated: false)
      application.runLoop.drain()
      #expect(application.screen.alert?.kind == .actionSheet)
      #expect(!application.modellingChoices.contains(.wideWindowPopover))
    }
  }
}
