/// A window the observation names, as the app knows it: its own main or other window, the
/// keyboard's, the second scene's main window, another window by level, or none. In JSON it
/// is its case's name, or the level's number.
public enum WindowName: Codable, Sendable, Hashable, CustomStringConvertible {
  case none
  /// The app delegate's window, or the first scene's main window.
  case main
  /// The app's other window (`Scenario.otherWindow`).
  case other
  case keyboard
  case secondSceneMain
  /// A window the app did not make, at this level.
  case level(Int)

  public var description: String {
    switch self {
    case .none: "none"
    case .main: "the app's main window"
    case .other: "the app's other window"
    case .keyboard: "the keyboard's window"
    case .secondSceneMain: "the second scene's main window"
    case .level(let level): "a window at level \(level)"
    }
  }
}

extension WindowName {
  private static let named: [String: WindowName] = [
    "none": .none, "main": .main, "other": .other, "keyboard": .keyboard,
    "secondSceneMain": .secondSceneMain,
  ]

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let level = try? container.decode(Int.self) {
      self = .level(level)
    } else if let name = Self.named[try container.decode(String.self)] {
      self = name
    } else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "not a window name: \(Self.named.keys.sorted())")
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if case .level(let level) = self {
      try container.encode(level)
    } else {
      try container.encode(Self.named.first { $0.value == self }!.key)
    }
  }
}
