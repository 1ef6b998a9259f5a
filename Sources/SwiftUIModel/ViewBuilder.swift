/// Builds views from a closure's statements: SwiftUI's `ViewBuilder`, iOS 13 and later.
/// https://developer.apple.com/documentation/swiftui/viewbuilder
@MainActor @resultBuilder public enum ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  {
    TupleView(views: { graph, path in
      var index = 0
      for view in repeat each content {
        view.read(into: graph, at: path.child("\(index)"))
        index += 1
      }
    })
  }
}

/// No view: SwiftUI's `EmptyView`.
/// https://developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView: View, PrimitiveView {
  public init() {}
  public var body: Never { fatalError("a primitive view has no body") }
  func contribute(to graph: ViewGraph, at path: ViewPath) {}
}

/// Several views built by a `ViewBuilder`: SwiftUI's `TupleView`.
/// https://developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T>: View, PrimitiveView {
  let views: @MainActor (ViewGraph, ViewPath) -> Void
  public var body: Never { fatalError("a primitive view has no body") }
  func contribute(to graph: ViewGraph, at path: ViewPath) { views(graph, path.child("tuple")) }
}
