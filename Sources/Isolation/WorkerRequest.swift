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
  case cell(approach: ApproachID, scenario: Int, environment: MatrixEnvironment, milliseconds: Int)
  /// A sign-up dialog to try now, and the milliseconds it may run.
  case signUpTrial(SignUpTrialKey, milliseconds: Int)

  /// The request as one line, with its line feed.
  var line: Data {
    var data: Data
    switch self {
    case .scenario(let scenario):
      data = Data("scenario\t".utf8)
      // A scenario is plain data: encoding it cannot fail.
      data += try! WireCoding.encoder.encode(scenario)
    case .cell(let approach, let scenario, let environment, let milliseconds):
      data = Self.fields(
        "cell", [approach.rawValue, String(scenario)], environment, milliseconds: milliseconds)
    case .signUpTrial(let trial, let milliseconds):
      data = Self.fields(
        "signUp", [trial.writer.rawValue], trial.environment, milliseconds: milliseconds)
    }
    data.append(UInt8(ascii: "\n"))
    return data
  }

  /// A line of fields apart by tabs: the kind, what is run, the environment and the time.
  private static func fields(
    _ kind: String, _ what: [String], _ environment: MatrixEnvironment, milliseconds: Int
  ) -> Data {
    let fields =
      [kind] + what + [
        String(environment.osVersion.rawValue), environment.idiom.name,
        environment.lifecycle.rawValue, String(milliseconds),
      ]
    return Data(fields.joined(separator: "\t").utf8)
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
    case "cell", "signUp":
      let fields = body.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
      let named = kind == "cell" ? 2 : 1
      guard fields.count == named + 4,
        let os = Int(fields[named]).flatMap(OSVersion.init(rawValue:)),
        let idiom = UIUserInterfaceIdiom(name: fields[named + 1]),
        let lifecycle = AppLifecycle(rawValue: fields[named + 2]),
        let milliseconds = Int(fields[named + 3])
      else { throw Unreadable(description: "a \(kind) request with missing or unknown fields") }
      let environment = MatrixEnvironment(os, idiom, lifecycle: lifecycle)
      if kind == "signUp" {
        self = .signUpTrial(
          SignUpTrialKey(writer: ApproachID(fields[0]), environment: environment),
          milliseconds: milliseconds)
        return
      }
      guard let scenario = Int(fields[1]) else {
        throw Unreadable(description: "a cell request whose scenario is no number")
      }
      self = .cell(
        approach: ApproachID(fields[0]), scenario: scenario, environment: environment,
        milliseconds: milliseconds)
    default:
      throw Unreadable(description: "an unknown request \(PrintableText.quoted(kind))")
    }
  }
}
