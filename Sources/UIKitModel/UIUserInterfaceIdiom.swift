import UIKitSimulation

/// The kind of device.
public enum UIUserInterfaceIdiom: String, Sendable, CaseIterable, Codable {
  case phone
  case pad
}
