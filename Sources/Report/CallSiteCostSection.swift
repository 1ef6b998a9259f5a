import Matrix

/// The call-site cost: the sign-up dialog written with each approach, measured, and run in
/// every environment as a person uses it; and the facade document's "6 times less code",
/// measured against each reading of it.
struct CallSiteCostSection {
  static let heading = "Call-site cost"
  let data: ReportData

  var lines: [String] {
    var lines = [
      "## \(Self.heading)",
      "",
      "The sign-up dialog of " + SourceLinks.link("daalertcontroller-article")
        + " (a required nickname of at least 5 characters, an optional full name, Cancel and "
        + "Sign up), written once per approach, and once by hand for iOS 7 and 8, in files the "
        + "package compiles. Counted: non-blank lines that are neither comments nor imports, "
        + "and their tokens. Each dialog is also run in every environment as a person uses it "
        + "(Sign up tried with no nickname, then a nickname and a full name typed and Sign up "
        + "tapped): it works where it shows two plain fields, keeps Sign up disabled until the "
        + "nickname is valid, and passes both texts on.",
      "",
    ]
    let rows = data.costs.map { cost -> [String] in
      let runs = MatrixEnvironment.all.filter { cost.problems[$0] != nil }
      let cannotBuild = runs.contains { cost.problems[$0]!.contains(.noTextFields) }
      let works = runs.filter { cost.problems[$0]!.isEmpty }
      return [
        cost.writer.name, cost.files.map { "`\($0)`" }.joined(separator: " + "),
        cannotBuild
          ? "cannot build this dialog: \(SignUpProblem.noTextFields.sentence)" : "\(cost.lines)",
        cannotBuild ? "" : "\(cost.tokens)",
        works.count == MatrixEnvironment.all.count
          ? "everywhere"
          : works.isEmpty
            ? "nowhere"
            : Places.names(of: works, addableFrom: data.summary(of: cost.writer.id)?.addableFrom),
        Self.wrong(cost),
      ]
    }
    lines += Markdown.table(
      ["Written with", "Files", "Lines", "Tokens", "Works on", "Wrong"], rows)
    lines.append("")
    let ratios = Self.ratios(data)
    guard let facade = ratios.first?.facade else { return lines }
    var sentences = ["The document says its facade needs \"6 times less code\"."]
    for ratio in ratios {
      sentences.append(
        "Against \(ratio.reading), it takes \(Self.format(ratio.lineRatio)) times the lines and "
          + "\(Self.format(ratio.tokenRatio)) times the tokens of \(facade): the claim "
          + (ratio.holds ? "holds." : "does not hold, though the facade is the shorter."))
    }
    return lines + [sentences.joined(separator: " "), ""]
  }

  /// The six-times claim, measured against each reading of it: plain UIAlertController
  /// alone, and the code written by hand for iOS 7 and 8.
  static func ratios(_ data: ReportData) -> [(
    facade: String, reading: String, against: String, lineRatio: Double, tokenRatio: Double,
    holds: Bool
  )] {
    // The claim is the facade article's: its approach is the one that document published.
    let claimant = data.summaries.first { $0.source == Self.sixTimesClaimSource }?.id
    guard let facade = data.costs.first(where: { $0.writer.id == claimant }) else { return [] }
    let readings = [
      (
        "plain UIAlertController alone, which runs on iOS 8+ only",
        "plain UIAlertController",
        data.costs.first { cost in
          data.approaches(in: .baseline).contains { $0.id == cost.writer.id }
        }
      ),
      (
        "the code written by hand for both iOS 7 and 8, as the document's \"will do it for "
          + "both iOS 7 and 8\" sets it", "code by hand for iOS 7 and 8",
        // The one writer that is no approach.
        data.costs.first { data.summary(of: $0.writer.id) == nil }
      ),
    ]
    return readings.compactMap { reading, against, other in
      guard let other else { return nil }
      let lineRatio = Double(other.lines) / Double(facade.lines)
      let tokenRatio = Double(other.tokens) / Double(facade.tokens)
      return (
        facade.writer.name, reading, against, lineRatio, tokenRatio,
        lineRatio >= 6 && tokenRatio >= 6
      )
    }
  }

  /// Where a dialog does not work and why, environments with the same problems together:
  /// "iOS 7: Full name drawn secure; does not run on iOS 7".
  static func wrong(_ cost: CallSiteCost) -> String {
    var groups: [(problems: [SignUpProblem], environments: [MatrixEnvironment])] = []
    for environment in MatrixEnvironment.all {
      guard let problems = cost.problems[environment], !problems.isEmpty else { continue }
      if let index = groups.firstIndex(where: { $0.problems == problems }) {
        groups[index].environments.append(environment)
      } else {
        groups.append((problems, [environment]))
      }
    }
    var parts = groups.map { problems, environments in
      Places.names(of: environments) + ": "
        + problems.map { Markdown.escape($0.sentence) }.joined(separator: ", ")
    }
    let absent = MatrixEnvironment.all.filter { cost.problems[$0] == nil }
    if !absent.isEmpty {
      parts.append("does not run on " + Places.names(of: absent))
    }
    return parts.isEmpty ? "" : parts.joined(separator: "; ")
  }

  /// The document that claims its facade needs "6 times less code".
  static let sixTimesClaimSource = "daalertcontroller-article"

  /// One decimal place, without Foundation's locale.
  static func format(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}
