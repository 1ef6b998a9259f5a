// SwiftEntryKit 2.0.0, Source/Infra/EntryCachingHeuristic.swift: the entries waiting their
// turn, by priority, the default heuristic (EKAttributes+Precedence.swift:60). The
// chronological heuristic is left out.

/// An entry waiting its turn (:11-15).
struct CachedEntry {
  let view: EKEntryView
  let presentInsideKeyWindow: Bool
  let rollbackWindow: SwiftEntryKit.RollbackWindow
}

/// The waiting entries, a higher priority first, in arrival order within one (:83-97).
final class EKEntryPriorityQueue {
  private(set) var entries: [CachedEntry] = []

  var isEmpty: Bool { entries.isEmpty }

  func enqueue(entry: CachedEntry) {
    let priority = entry.view.attributes.precedence.priority
    if let index = entries.firstIndex(where: { priority > $0.view.attributes.precedence.priority })
    {
      entries.insert(entry, at: index)
    } else {
      entries.append(entry)
    }
  }

  /// The next entry, taken out of the queue (:42-48).
  func dequeue() -> CachedEntry? {
    entries.isEmpty ? nil : entries.removeFirst()
  }

  func removeEntries(withPriorityLowerOrEqualTo priority: EKAttributes.Precedence.Priority) {
    entries.removeAll { $0.view.attributes.precedence.priority <= priority }
  }

  func removeEntries(by name: String) {
    entries.removeAll { $0.view.attributes.name == name }
  }

  func removeAll() {
    entries.removeAll()
  }
}
