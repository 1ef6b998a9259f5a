import Foundation
import Matrix
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// One line the parent writes on a worker's standard input, in JSON through Codable, both
/// ways. A worker never reads fixtures: each scenario is sent once per worker, before the
/// first cell that needs it, and cells refer to scenarios by the order in which they came.
/// A worker never sees predictions: only the parent judges.
enum WorkerRequest: Codable {
  /// A scenario, the next in order.
  case scenario(Scenario)
  /// A cell to run now, and the seconds it may run from its own start.
  case cell(
    approach: String, scenario: Int, os: OSVersion, idiom: UIUserInterfaceIdiom,
    lifecycle: AppLifecycle, timeLimit: Double)

  /// A request to run a cell whose scenario is the worker's `scenario`th.
  static func cell(
    approach: String, scenario: Int, environment: MatrixEnvironment, timeLimit: Double
  ) -> Self {
    .cell(
      approach: approach, scenario: scenario, os: environment.osVersion, idiom: environment.idiom,
      lifecycle: environment.lifecycle, timeLimit: timeLimit)
  }

  /// The request as one line of JSON, with its line feed.
  var line: Data {
    // Scenarios and cells are plain data: encoding them cannot fail.
    var data = try! WireCoding.encoder.encode(self)
    data.append(UInt8(ascii: "\n"))
    return data
  }

  /// A problem with a request line: the parent and the worker disagree, a harness bug.
  struct Unreadable: Error, CustomStringConvertible {
    let description: String
  }

  /// Reads a request line.
  init(line: [UInt8]) throws {
    do {
      self = try WireCoding.decoder.decode(Self.self, from: Data(line))
    } catch {
      throw Unreadable(description: "not a request: \(line.count) bytes")
    }
  }
}
