import Foundation

extension NSValue {
  /// A rectangle boxed as a value, as UIKit boxes the keyboard's frame.
  /// https://developer.apple.com/documentation/foundation/nsvalue/cgrectvalue
  public var cgRectValue: CGRect { rectValue }
}
