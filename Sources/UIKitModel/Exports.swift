// UIKit re-exports Foundation, so code that imports the model sees Foundation too, as app
// code that imports UIKit does. The model's own NotificationCenter, NSException,
// NSExceptionName, NSLog and objc_ association functions shadow Foundation's and the
// Objective-C runtime's for such code.
@_exported import Foundation
import UIKitSimulation
