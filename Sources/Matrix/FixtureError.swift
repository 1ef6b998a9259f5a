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

  /// The file, the path and the problem on one line, with any control character the
  /// fixture put in a name shown as an escape, never sent raw to a terminal.
  public var description: String {
    PrintableText.escaped("\(file): \(path): \(problem)")
  }
}
