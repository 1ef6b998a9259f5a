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

  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<First: View, Second: View>(first: First)
    -> ConditionalContent<First, Second>
  {
    ConditionalContent(storage: .first(first))
  }

  public static func buildEither<First: View, Second: View>(second: Second)
    -> ConditionalContent<First, Second>
  {
    ConditionalContent(storage: .second(second))
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

/// One of two views, by a condition: SwiftUI's `_ConditionalContent`.
public struct ConditionalContent<First: View, Second: View>: View, PrimitiveView {
  enum Storage {
    case first(First)
    case second(Second)
  }
  let storage: Storage
  public var body: Never { fatalError("a primitive view has no body") }
  func contribute(to graph: ViewGraph, at path: ViewPath) {
    switch storage {
    case .first(let view): view.read(into: graph, at: path.child("if"))
    case .second(let view): view.read(into: graph, at: path.child("else"))
    }
  }
}

extension Optional: View where Wrapped: View {
  public var body: Never { fatalError("a primitive view has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
  func contribute(to graph: ViewGraph, at path: ViewPath) {
    self?.read(into: graph, at: path.child("some"))
  }
}

/// A view for each element of a collection, by the element's id: SwiftUI's `ForEach`.
/// https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View,
  PrimitiveView
{
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let content: (Data.Element) -> Content

  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = id
    self.content = content
  }

  public var body: Never { fatalError("a primitive view has no body") }

  func contribute(to graph: ViewGraph, at path: ViewPath) {
    for element in data {
      content(element).read(into: graph, at: path.child("each:\(element[keyPath: id])"))
    }
  }
}
