/// A problem in a fixture file: which file, where in it (a JSON path such as
/// `$.steps[2].button`), and what is wrong.
public struct FixtureError: Error, Equatable, CustomStringConvertible {
  public let file: String
  public let path: String
  public let problem: String

  public var description: String { "\(file): \(path): \(problem)" }
}
