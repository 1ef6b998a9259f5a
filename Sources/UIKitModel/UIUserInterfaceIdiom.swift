/// The kind of device, with UIKit's values. The model covers phone and pad only; its cases
/// can be listed and stored, for the simulation.
/// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom
nonisolated public enum UIUserInterfaceIdiom: Int, Sendable, CaseIterable, Codable {
  case phone = 0
  case pad = 1
}

@_spi(Simulation) nonisolated extension UIUserInterfaceIdiom {
  /// The idiom's name in the report and the fixtures: "phone" or "pad".
  public var name: String {
    switch self {
    case .phone: "phone"
    case .pad: "pad"
    }
  }

  /// The idiom with this name, if any.
  public init?(name: String) {
    guard let idiom = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = idiom
  }
}
