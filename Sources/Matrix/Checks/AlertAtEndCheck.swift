/// `alertAtEnd`: this alert is on screen at the end.
enum AlertAtEndCheck: CheckRule {
  struct Failure: CheckFailure {
    let atEnd: String
    let ideal: String
    var check: Check { .alertAtEnd }
    var problem: String { "at the end \(atEnd) is shown, not '\(ideal)'" }
  }

  static func expectation(_ field: JSONNode) throws -> Ideal.Expectation? {
    .text(try field.text())
  }

  static func failures(of run: CheckedRun) -> [any CheckFailure] {
    let last = run.observation.snapshots.last
    guard let title = run.expectation(.alertAtEnd)?.text,
      last?.alertShown != true || last?.alertTitle != title
    else { return [] }
    return [Failure(atEnd: run.observation.shownAtEnd, ideal: title)]
  }
}

extension Observation {
  /// The alert on screen at the end, quoted, or "no alert".
  var shownAtEnd: String {
    guard let last = snapshots.last, last.alertShown else { return "no alert" }
    return last.quotedTitle
  }
}
