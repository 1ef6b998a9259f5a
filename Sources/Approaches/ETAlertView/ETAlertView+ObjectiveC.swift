#if canImport(UIKit)
  import UIKit
#else
  @_spi(Simulation) import UIKitModel
#endif

/// The original keeps its blocks in an NSMutableArray, whose failures are the wrapper's
/// flaws; a Swift array fails differently (docs/Approaches.md, "Written against UIKit's
/// Swift API").
struct ButtonBlocks {
  #if canImport(UIKit)
    /// A Swift port: an array of optional blocks. A nil block is stored and its tap does
    /// nothing; an index out of range (-1 from a system cancel) traps.
    private var blocks: [CallbackBlock?] = []

    mutating func add(_ block: CallbackBlock?) {
      blocks.append(block)
    }

    func object(at index: Int) -> CallbackBlock {
      blocks[index] ?? {}
    }
  #else
    /// The original: NSMutableArray raises NSInvalidArgumentException when nil is added, and
    /// NSRangeException for an index out of range (RT2), modelled by `MutableArray`.
    private let blocks = MutableArray<CallbackBlock>()

    func add(_ block: CallbackBlock?) {
      blocks.add(block)
    }

    func object(at index: Int) -> CallbackBlock {
      blocks.object(at: index)
    }
  #endif
}
