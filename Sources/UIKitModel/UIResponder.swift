import Foundation
import UIKitSimulation

/// The root of UIKit's responder classes: views, view controllers, the application and
/// scenes. Like every NSObject it can carry associated objects (RT1).
/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor @preconcurrency open class UIResponder: NSObject, AssociatedObjectOwner {
  nonisolated let associations = AssociationTable()
}
