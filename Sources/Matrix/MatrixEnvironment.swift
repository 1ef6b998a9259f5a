import UIKitModel

/// One of the matrix's six environments: an OS version and a device idiom.
public struct MatrixEnvironment: Codable, Sendable, Hashable, CustomStringConvertible {
  public let osVersion: OSVersion
  public let idiom: UIUserInterfaceIdiom

  public init(_ osVersion: OSVersion, _ idiom: UIUserInterfaceIdiom) {
    self.osVersion = osVersion
    self.idiom = idiom
  }

  /// iOS 7, 8 and 13 with scenes, each on phone and pad, in report order.
  public static let all: [MatrixEnvironment] = OSVersion.allCases.flatMap { osVersion in
    UIUserInterfaceIdiom.allCases.map { MatrixEnvironment(osVersion, $0) }
  }

  /// "iOS 7 phone".
  public var description: String { "iOS \(osVersion.rawValue) \(idiom.rawValue)" }
}
