import Foundation
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// Shows and dismisses alerts in fresh modelled apps and prints cycles per second.
/// Run it in release: `swift run -c release alertlab-benchmark [cycles]`.

/// One cycle: launch an app, show an alert, tap its button, drain until it is gone.
func alertViewCycle() -> Bool {
  let application = UIApplication.launch(osVersion: .iOS7, idiom: .phone)
  return application.run { application in
    let alert = UIAlertView(
      title: "Benchmark", message: "", delegate: nil, cancelButtonTitle: "Cancel",
      otherButtonTitles: "OK")
    alert.show()
    application.runLoop.drain()
    application.screen.tap("OK")
    application.runLoop.drain()
    return application.screen.alert == nil
  }
}

/// The same cycle with a UIAlertController presented from the root view controller.
func alertControllerCycle() -> Bool {
  let application = UIApplication.launch(osVersion: .iOS8, idiom: .phone)
  return application.run { application in
    var handled = false
    let alert = UIAlertController(title: "Benchmark", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in handled = true })
    application.appDelegate.window?.rootViewController?.present(alert, animated: true)
    application.runLoop.drain()
    application.screen.tap("OK")
    application.runLoop.drain()
    return handled && application.screen.alert == nil
  }
}

/// Runs a cycle `count` times and prints its rate; returns whether every cycle completed.
func measure(_ name: String, count: Int, _ cycle: () -> Bool) -> Bool {
  let clock = ContinuousClock()
  var completed = 0
  let elapsed = clock.measure {
    for _ in 0..<count where cycle() {
      completed += 1
    }
  }
  let seconds =
    Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  guard completed == count else {
    print("\(name): only \(completed) of \(count) cycles ended with the alert gone")
    return false
  }
  let rate = Int(Double(count) / seconds)
  print("\(name): \(count) show-tap-dismiss cycles in \(seconds) s = \(rate) cycles/s")
  return true
}

let count = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 200_000
let results = [
  measure("UIAlertView, iOS 7", count: count, alertViewCycle),
  measure("UIAlertController, iOS 8", count: count, alertControllerCycle),
]
exit(results.allSatisfy { $0 } ? 0 : 1)
