import Foundation
import Matrix
import UIKitSimulation

/// One line a worker writes per cell, in order, on the descriptor kept for reports: how the
/// cell ended. Most cells of a scenario end alike, so an ending a worker has sent before (an
/// observation, an exception, a trial's problems) is sent again as its number among those it
/// sent: `again`, a tab, the position, a tab and the number, the line of most cells, read a
/// hundred times faster than JSON. A new observation is `observed`, a tab, the position, a
/// tab and `Observation.json`, the one form REPORT.json writes too, so the parent keeps the
/// text. Any other report is `report`, a tab and the report as JSON through Codable.
struct WorkerReport: Codable {
  /// The cell's position among the cells this worker was sent.
  let position: Int
  let ending: Wire

  /// How the cell ended, as the line says it.
  enum Wire: Codable, Equatable {
    case observed(Observation)
    case again(number: Int)
    /// Any other ending, through its own Codable.
    case ended(JobEnding)
  }

  /// The endings a worker has sent, each with its number, and the parent's copy of them. An
  /// overrun is never sent again: it ends the worker.
  struct SentEndings {
    private(set) var numbers: [JobEnding: Int] = [:]
    private(set) var inOrder: [JobEnding] = []

    /// The ending's number if it was sent before; else nil, and it is noted as sent.
    mutating func earlierNumber(of ending: JobEnding) -> Int? {
      if let number = numbers[ending] { return number }
      note(ending)
      return nil
    }

    mutating func note(_ ending: JobEnding) {
      if case .overran = ending { return }
      numbers[ending] = inOrder.count
      inOrder.append(ending)
    }
  }

  /// A report unreadable by the parent: a harness bug.
  struct Unreadable: Error, CustomStringConvertible {
    let description: String
  }

  private init(position: Int, ending: Wire) {
    self.position = position
    self.ending = ending
  }

  /// The report of an ending at a position, an ending sent before as its number.
  init(position: Int, ending: JobEnding, sent: inout SentEndings) {
    self.position = position
    if let number = sent.earlierNumber(of: ending) {
      self.ending = .again(number: number)
      return
    }
    if case .observed(let observation, _) = ending {
      self.ending = .observed(observation)
    } else {
      self.ending = .ended(ending)
    }
  }

  /// The report as one line, with its line feed.
  var line: Data {
    var data: Data
    if case .again(let number) = ending {
      data = Data("again\t\(position)\t\(number)".utf8)
    } else if case .observed(let observation) = ending {
      data = Data("observed\t\(position)\t\(observation.json)".utf8)
    } else {
      // Observations are plain data: encoding them cannot fail.
      data = Data("report\t".utf8) + (try! WireCoding.encoder.encode(self))
    }
    data.append(UInt8(ascii: "\n"))
    return data
  }

  /// Reads a report line, with the observations its worker sent before.
  static func read(_ line: [UInt8], sent: inout SentEndings) throws -> (
    position: Int, ending: JobEnding
  ) {
    let report: WorkerReport
    let fields = line.split(separator: UInt8(ascii: "\t"), maxSplits: 1)
    switch fields.first.map({ String(decoding: $0, as: UTF8.self) }) {
    case "again":
      let numbers = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
        .dropFirst().map { Int(String(decoding: $0, as: UTF8.self)) }
      guard numbers.count == 2, let position = numbers[0], let number = numbers[1] else {
        throw Unreadable(description: "an again report with missing fields")
      }
      report = WorkerReport(position: position, ending: .again(number: number))
    case "observed":
      let parts = line.split(separator: UInt8(ascii: "\t"), maxSplits: 2)
      guard parts.count == 3, let position = Int(String(decoding: parts[1], as: UTF8.self))
      else { throw Unreadable(description: "an observed report with missing fields") }
      let json = String(decoding: parts[2], as: UTF8.self)
      let observation: Observation
      do {
        observation = try WireCoding.decoder.decode(Observation.self, from: Data(parts[2]))
      } catch {
        throw Unreadable(description: "an observation that does not read: \(error)")
      }
      let ending = JobEnding.observed(observation, json: json)
      sent.note(ending)
      return (position, ending)
    case "report" where fields.count == 2:
      do {
        report = try WireCoding.decoder.decode(Self.self, from: Data(fields[1]))
      } catch {
        throw Unreadable(description: "not a report: \(error)")
      }
    default:
      throw Unreadable(description: "not a report: \(line.count) bytes")
    }
    switch report.ending {
    case .again(let number):
      guard sent.inOrder.indices.contains(number) else {
        throw Unreadable(description: "refers to ending \(number), which was never sent")
      }
      return (report.position, sent.inOrder[number])
    case .observed, .ended(.observed):
      throw Unreadable(description: "an observation in a report line: it comes on its own line")
    case .ended(let ending):
      sent.note(ending)
      return (report.position, ending)
    }
  }
}

/// The coders of the lines between a worker and its parent, made once: making one per line
/// costs as much as the line. Both are safe to use from several threads at once.
enum WireCoding {
  static let encoder = JSONEncoder()
  static let decoder = JSONDecoder()
}
