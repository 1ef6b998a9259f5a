/// What a prediction pins besides the outcome, as a typed value: the check the cell fails,
/// or the exception it crashes with. A verdict matches it when one of its findings is that
/// check's failure, or ended in that exception.
public enum PinnedFinding: Sendable, Hashable {
  case check(Check)
  case exception(String)

  /// Whether one of the findings is the one pinned.
  func isFound(in findings: [Finding]) -> Bool {
    findings.contains { finding in
      switch self {
      case .check(let check): finding.check == check
      case .exception(let name): finding.exception?.name == name
      }
    }
  }

  /// The check pinned, by its field's name, if one is.
  public var check: String? {
    if case .check(let check) = self { check.rawValue } else { nil }
  }

  /// The exception pinned, if one is.
  public var exception: String? {
    if case .exception(let name) = self { name } else { nil }
  }

  /// "check freed", "NSGenericException".
  public var words: String {
    switch self {
    case .check(let check): "check \(check.rawValue)"
    case .exception(let name): name
    }
  }
}
