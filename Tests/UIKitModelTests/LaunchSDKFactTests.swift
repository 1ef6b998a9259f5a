import Foundation
import TestSupport
import Testing
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// Building with the iOS 27 SDK: W28.
@Suite("Launch SDK facts")
struct LaunchSDKFactTests {
  /// - Built with the iOS 27 SDK and run on iOS 27 without scenes, the app does not launch
  /// - Built with an earlier SDK, or with scenes, it launches
  @Test("On iOS 27 an app built with its SDK and no scenes does not launch", .fact("W28"))
  func factW28() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = UIApplication.launch(
        osVersion: .iOS27, idiom: .phone, lifecycle: .appDelegate, sdk: .iOS27)
    }
    expectTermination(
      result, name: "NSInternalInconsistencyException",
      reasonContaining: "must adopt the scene-based life cycle")
    withApp(.iOS27, .phone, lifecycle: .appDelegate) { application in
      #expect(application.appDelegate.window?.isKeyWindow == true)
    }
    let withScenes = UIApplication.launch(
      osVersion: .iOS27, idiom: .phone, lifecycle: .scenes, sdk: .iOS27)
    withScenes.run { application in
      #expect(application.appDelegate.window?.isKeyWindow == true)
    }
  }
}
