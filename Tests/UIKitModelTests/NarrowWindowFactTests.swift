import Foundation
import TestSupport
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// A pad app in a narrow window: W23.
@Suite("Narrow window facts")
struct NarrowWindowFactTests {
  /// - At regular width the sheet is a popover without its cancel action
  /// - At compact width it is drawn as on phone, cancel at the bottom, in a narrow window
  /// - With no anchor it shows at compact width, and the choice is noted
  @Test(
    "At compact width on pad a sheet adapts: drawn as on phone, no anchor needed", .fact("W23"))
  func factW23() {
    withApp(.iOS9, .pad) { application in
      #expect(application.horizontalSizeClass == .regular)
      application.narrowWindow()
      #expect(application.horizontalSizeClass == .compact)
      #expect(application.appDelegate.window?.frame.width == 320)
      let sheet = UIAlertController(title: "T", message: nil, preferredStyle: .actionSheet)
      sheet.addAction(UIAlertAction(title: "Share", style: .default))
      sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      application.rootViewController.present(sheet, animated: false)
      application.runLoop.drain()
      let drawn = application.screen.alert
      #expect(drawn?.kind == .actionSheet)
      #expect(drawn?.buttons.map(\.title) == ["Share", "Cancel"])
      #expect(application.modellingChoices.contains(.compactSheetAnchor))
    }
    withApp(.iOS9, .pad) { application in
      let drawn = presentAnchoredShareSheet(in: application)
      #expect(drawn?.kind == .popover)
      #expect(drawn?.buttons.map(\.title) == ["Share"])
    }
  }
}
