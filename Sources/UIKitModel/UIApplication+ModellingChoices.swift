import UIKitSimulation

extension UIApplication {
  /// The tint UIKit's own alert window draws in (AV19, W7): its own, else the system blue,
  /// never the app's; where the app has a tint, that is a modelling choice.
  var legacyAlertTint: UIColor {
    if let appTint = appDelegate.window?.tintColor, appTint != .systemBlue {
      noteChoice(.overlayTint)
    }
    return legacyAlerts.overlayWindow?.tintColor ?? .systemBlue
  }

  /// Notes that the run took a modelling choice.
  @_spi(Simulation) public func noteChoice(_ choice: ModellingChoice) {
    guard !modellingChoices.contains(choice) else { return }
    modellingChoices.append(choice)
    onChoice?(choice)
  }
}
