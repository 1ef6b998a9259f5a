/// Views made from the elements of a collection: SwiftUI's `ForEach`, iOS 13 and later. Each
/// element's view has its place by the element's id, so that it keeps its state as the
/// collection changes around it.
/// https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View,
  PrimitiveView
{
  public var data: Data
  public var content: (Data.Element) -> Content
  private let id: KeyPath<Data.Element, ID>

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
      content(element).read(into: graph, at: path.child("id:\(element[keyPath: id])"))
    }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}
