/// A problem in a fixture file: which file, where in it (a JSON path such as
/// `$.steps[2].button`), and what is wrong.
public struct FixtureError: Error, Equatable, CustomStringConvertible {
  public let file: String
  public let path: String
  public let problem: String

  public init(file: String, path: String, problem: String) {
    self.file = file
    self.path = path
    self.problem = problem
  }

  public var description: String { "\(file): \(path): \(problem)" }
}
