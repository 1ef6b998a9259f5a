import Foundation
import TestSupport
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// Action sheets anchored on phone from iOS 26: AC15.
@Suite("Phone sheet facts")
struct PhoneSheetFactTests {
  /// - From iOS 26 a phone sheet given a source is a popover: no cancel drawn, a noted choice
  /// - A tap outside it dismisses it and runs the cancel action's handler, as on pad
  /// - Given no source it is drawn at the bottom and raises nothing
  /// - Before iOS 26 a phone sheet has no popover controller
  @Test("From iOS 26 a phone sheet given a source is anchored at it, a popover", .fact("AC15"))
  func factAC15() {
    withApp(.iOS26, .phone) { application in
      var cancelled = false
      let sheet = UIAlertController(title: "T", message: nil, preferredStyle: .actionSheet)
      sheet.addAction(UIAlertAction(title: "Share", style: .default))
      sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled = true })
      sheet.popoverPresentationController?.sourceView = application.rootViewController.view
      application.rootViewController.present(sheet, animated: false)
      application.runLoop.drain()
      #expect(application.screen.alert?.kind == .popover)
      #expect(application.screen.alert?.buttons.map(\.title) == ["Share"])
      #expect(application.modellingChoices.contains(.anchoredPhoneSheet))
      #expect(application.screen.tapOutside() == .delivered)
      application.runLoop.drain()
      #expect(cancelled && application.screen.alert == nil)
    }
    withApp(.iOS26, .phone) { application in
      let sheet = UIAlertController(title: "T", message: nil, preferredStyle: .actionSheet)
      sheet.addAction(UIAlertAction(title: "Share", style: .default))
      sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      application.rootViewController.present(sheet, animated: false)
      application.runLoop.drain()
      #expect(application.screen.alert?.kind == .actionSheet)
      #expect(application.screen.alert?.buttons.map(\.title) == ["Share", "Cancel"])
      #expect(!application.modellingChoices.contains(.anchoredPhoneSheet))
      #expect(!application.modellingChoices.contains(.compactSheetAnchor))
    }
    withApp(.iOS17, .phone) { _ in
      let sheet = UIAlertController(title: "T", message: nil, preferredStyle: .actionSheet)
      #expect(sheet.popoverPresentationController == nil)
    }
  }
}
