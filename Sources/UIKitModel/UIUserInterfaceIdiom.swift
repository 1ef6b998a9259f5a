import UIKitSimulation

/// The kind of device.
@MainActor @preconcurrency public enum UIUserInterfaceIdiom: String, Sendable, CaseIterable, Codable
{
  case phone
  case pad
}
