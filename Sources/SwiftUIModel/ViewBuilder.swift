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

extension ViewBuilder {
  /// An `if` without `else`: the view when the condition holds, no view otherwise.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The `if` branch of an `if`–`else`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(branch: .first(first))
  }

  /// The `else` branch of an `if`–`else`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(branch: .second(second))
  }
}

/// An optional view reads as its view, or as nothing.
extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { fatalError("a primitive view has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
  func contribute(to graph: ViewGraph, at path: ViewPath) {
    self?.read(into: graph, at: path.child("some"))
  }
}

/// One of two views, as an `if`–`else` in a `ViewBuilder` chose: SwiftUI's
/// `_ConditionalContent`. Each branch has a place of its own.
/// https://developer.apple.com/documentation/swiftui/_conditionalcontent
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  enum Branch {
    case first(TrueContent)
    case second(FalseContent)
  }
  let branch: Branch
  public var body: Never { fatalError("a primitive view has no body") }

  func contribute(to graph: ViewGraph, at path: ViewPath) {
    switch branch {
    case .first(let view): view.read(into: graph, at: path.child("if"))
    case .second(let view): view.read(into: graph, at: path.child("else"))
    }
  }
}
