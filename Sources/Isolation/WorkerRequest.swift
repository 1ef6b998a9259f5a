import Foundation
import Matrix
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// One line the parent writes on a worker's standard input: its kind, a tab, and its body. A
/// worker never reads fixtures: each scenario is sent once per worker, as Codable JSON,
/// before the first cell that needs it, and cells refer to scenarios by the order in which
/// they came. A cell, the request of every cell run, is a few fields apart by tabs, which a
/// worker reads a hundred times faster than JSON. A worker never sees predictions: only the
/// parent judges.
enum WorkerRequest: Equatable {
  /// A scenario, the next in order.
  case scenario(Scenario)
  /// A cell to run now, whose scenario is the worker's `scenario`th, and the milliseconds it
  /// may run from its own start.
  case cell(approach: String, scenario: Int, environment: MatrixEnvironment, milliseconds: Int)

  /// The request as one line, with its line feed.
  var line: Data {
    var data: Data
    switch self {
    case .scenario(let scenario):
      data = Data("scenario\t".utf8)
      // A scenario is plain data: encoding it cannot fail.
      data += try! WireCoding.encoder.encode(scenario)
    case .cell(let approach, let scenario, let environment, let milliseconds):
      let fields = [
        "cell", approach, String(scenario), String(environment.osVersion.rawValue),
        environment.idiom.name, environment.lifecycle.rawValue, String(milliseconds),
      ]
      data = Data(fields.joined(separator: "\t").utf8)
    }
    data.append(UInt8(ascii: "\n"))
    return data
  }

  /// A problem with a request line: the parent and the worker disagree, a harness bug.
  struct Unreadable: Error, CustomStringConvertible {
    let description: String
  }

  /// Reads a request line.
  init(line: [UInt8]) throws {
    guard let tab = line.firstIndex(of: UInt8(ascii: "\t")) else {
      throw Unreadable(description: "not a request: \(line.count) bytes with no tab")
    }
    let kind = String(decoding: line[..<tab], as: UTF8.self)
    let body = line[(tab + 1)...]
    switch kind {
    case "scenario":
      do {
        self = .scenario(try WireCoding.decoder.decode(Scenario.self, from: Data(body)))
      } catch {
        throw Unreadable(description: "a scenario request that does not read: \(error)")
      }
    case "cell":
      let fields = body.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
      guard fields.count == 6, let scenario = Int(fields[1]),
        let os = Int(fields[2]).flatMap(OSVersion.init(rawValue:)),
        let idiom = UIUserInterfaceIdiom(name: fields[3]),
        let lifecycle = AppLifecycle(rawValue: fields[4]), let milliseconds = Int(fields[5])
      else { throw Unreadable(description: "a cell request with missing or unknown fields") }
      self = .cell(
        approach: fields[0], scenario: scenario,
        environment: MatrixEnvironment(os, idiom, lifecycle: lifecycle),
        milliseconds: milliseconds)
    default:
      throw Unreadable(description: "an unknown request \(PrintableText.quoted(kind))")
    }
  }
}
