import UIKitModel

/// A piece of an app's interface: SwiftUI's `View`, iOS 13 and later. A view that is not one
/// of the model's primitives is its `body`.
/// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("a primitive view has no body") }
}

/// A view the model reads itself rather than through its body: a container, a control or a
/// modifier. What it contributes goes into `ViewGraph`.
@MainActor protocol PrimitiveView {
  func contribute(to graph: ViewGraph, at path: ViewPath)
}

extension View {
  /// Reads the view into the graph: a primitive contributes itself; any other view binds
  /// its state to the graph's store at its place and contributes its body.
  func read(into graph: ViewGraph, at path: ViewPath) {
    if let primitive = self as? any PrimitiveView {
      primitive.contribute(to: graph, at: path)
      return
    }
    graph.bindState(of: self, at: path)
    body.read(into: graph, at: path.child("body"))
  }
}

/// A view's place in its hosting controller's tree, its identity across updates: the path
/// of containers and positions from the root.
struct ViewPath: Hashable, CustomStringConvertible {
  let components: [String]

  static let root = ViewPath(components: [])

  func child(_ name: String) -> ViewPath { ViewPath(components: components + [name]) }

  var description: String { components.joined(separator: "/") }
}
