// What `import SwiftUI` brings with it on iOS: Foundation and UIKit.
@_exported import Foundation
@_exported import UIKitModel
