import Foundation

@testable import Report

/// Every figure REPORT.md prints on its first screen, on the approaches' cards, in the
/// call-site table's "Works on" and in the claims' verdicts, checked against REPORT.json's
/// cells as `ReportOracle` counts them. Each problem names the figure, where it is printed,
/// and what the cells say.
struct ReportFigures {
  let oracle: ReportOracle
  let report: ReportText

  /// The first screen's needs, by the words its rows use, with their REPORT.json ids.
  static let needs = [
    "alerts with buttons": "alerts", "action sheets": "actionSheets",
    "a text field that validates": "validatedTextField",
    "shown with no view controller at hand": "noViewController",
    "shown in an app extension": "appExtension",
  ]
  static let twoWindows = ", two iPad windows side by side"

  /// One of the first screen's tables: its rows, and the lines after it, up to the next table,
  /// where what its choices with no dependency miss is listed.
  struct ChoiceTable {
    let rows: [[String]]
    let after: [String]
    /// Whether it is the SwiftUI app's: its header names SwiftUI.
    let swiftUI: Bool
  }

  /// The tables of "What to use today": today's app, then the SwiftUI app.
  func firstScreenTables() -> [ChoiceTable] {
    var rest = report.section("## What to use today")[...]
    var tables: [ChoiceTable] = []
    while let start = rest.firstIndex(where: { $0.hasPrefix("|") }) {
      let table = rest[start...].prefix { $0.hasPrefix("|") }
      rest = rest[table.endIndex...]
      let after = rest.prefix { !$0.hasPrefix("|") }
      tables.append(
        ChoiceTable(
          rows: ReportText.tableRows(Array(table)), after: Array(after),
          swiftUI: table.first?.contains("SwiftUI") == true))
    }
    return tables
  }

  /// What the tables of "What to use today" say that the cells do not.
  func firstScreenProblems() -> [String] {
    let tables = firstScreenTables()
    guard tables.map(\.swiftUI) == [false, true], tables.allSatisfy({ !$0.rows.isEmpty }) else {
      return ["the first screen has not two tables, today's app's and then a SwiftUI app's"]
    }
    return tables.flatMap(tableProblems)
  }

  /// What one table of the first screen says that the cells do not.
  private func tableProblems(_ table: ChoiceTable) -> [String] {
    var problems: [String] = []
    let app = table.swiftUI ? "first screen, SwiftUI app" : "first screen"
    for row in table.rows {
      guard row.count == 4 else {
        problems.append("\(app): a row of \(row.count) cells: \(row.first ?? "")")
        continue
      }
      let pair = row[0].hasSuffix(Self.twoWindows)
      let title = pair ? String(row[0].dropLast(Self.twoWindows.count)) : row[0]
      guard let need = Self.needs[title] else {
        problems.append("\(app): a need the oracle does not know: \(row[0])")
        continue
      }
      let environments = Set(
        oracle.environments.filter {
          $0.os >= 15 && $0.lifecycle == "scenes" && (!pair || $0.idiom == "pad")
        }.map(\.id))
      let include = { (scenario: ReportOracle.Scenario) in
        scenario.needs.contains(need) && (!pair || scenario.secondScene)
      }
      let chosen = row[1...2].map { Self.boldName($0) }
      for (column, text) in zip(["first", "second", "no dependency"], row[1...3]) {
        let place = "\(app), \(row[0]), \(column)"
        if table.swiftUI {
          problems += swiftUIChoiceProblems(text, noDependency: column == "no dependency", place)
        }
        if let choice = ReportText.matches(
          #"^\*\*(.+?)\*\*, the (first|second) choice\."#, in: text
        )
        .first {
          let named = choice[1] == "first" ? chosen[0] : chosen[1]
          if named != choice[0] {
            problems.append(
              "\(place): says \(choice[0]) is the \(choice[1]) choice, which is \(named ?? "none")")
          }
          problems += addsProblems(
            text, choice[0], environments, include, place, row: row[0], adds: table.after)
          continue
        }
        problems += standingProblems(
          text, environments, include, place,
          adds: column == "no dependency" ? (row[0], table.after) : nil)
        problems += doesNotRunProblems(text, place)
      }
    }
    return problems
  }

  /// A SwiftUI app's choice: a UIKit approach it names can show an alert with no view
  /// controller at hand (no cell of that need is unsupported but for a caller's mistake), and
  /// its choice with no dependency is SwiftUI's own or a baseline.
  private func swiftUIChoiceProblems(_ text: String, noDependency: Bool, _ place: String)
    -> [String]
  {
    guard let name = Self.boldName(text), !text.hasPrefix("**\(name)** needs a view controller"),
      let approach = oracle.approachIDs[name]
    else { return [] }
    let role = oracle.roles[approach] ?? "none"
    if noDependency, !["swiftUI", "baseline"].contains(role) {
      return ["\(place): names \(name), whose role \(role) adds a dependency"]
    }
    guard role != "swiftUI" else { return [] }
    let today = Set(
      oracle.environments.filter { $0.os >= 15 && $0.lifecycle == "scenes" }.map(\.id))
    let inexpressible = oracle.cells(of: approach, in: today) {
      $0.needs.contains("noViewController") && !$0.callerMistake
    }.filter { $0.observed == "unsupported" }
    return inexpressible.first.map {
      [
        "\(place): names \(name), which cannot show with no view controller at hand (\($0.scenario))"
      ]
    } ?? []
  }

  /// "**Name**: passes 83 of 106 (10 rest on a modelling choice: AC13, …). Worst seen: …
  /// ([L2.alert](…), phone)." against the named approach's cells of the need.
  private func standingProblems(
    _ text: String, _ environments: Set<String>, _ include: (ReportOracle.Scenario) -> Bool,
    _ place: String, adds: (row: String, lines: [String])?
  ) -> [String] {
    let pattern =
      #"^\*\*(.+?)\*\*(?: \([^)]*\))?: passes (\d+) of (\d+)(?: \((\d+) on modelling choices: ([^)]*)\))?\."#
    guard let match = ReportText.matches(pattern, in: text).first else { return [] }
    guard let approach = oracle.approachIDs[match[0]] else {
      return ["\(place): names \(match[0]), which REPORT.json does not have"]
    }
    let cells = oracle.cells(of: approach, in: environments, where: include)
    var problems: [String] = []
    let passes = cells.filter(oracle.passed).count
    if "\(passes)" != match[1] || "\(cells.count)" != match[2] {
      problems.append(
        "\(place): \(match[0]) passes \(match[1]) of \(match[2]); the cells: \(passes) of \(cells.count)"
      )
    }
    if cells.contains(where: { $0.observed == "unavailable" }) {
      problems.append("\(place): \(match[0]) is named, but some of its cells are unavailable")
    }
    let resting = cells.filter { !$0.choices.isEmpty }
    let facts = Set(resting.flatMap(\.choices))
    let printedFacts = Set(
      match[4].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
        !$0.isEmpty
      })
    if (match[3].isEmpty ? 0 : Int(match[3]) ?? -1) != resting.count || printedFacts != facts {
      problems.append(
        "\(place): \(match[0]) has \(match[3].isEmpty ? "0" : match[3]) cells on choices \(printedFacts.sorted()); the cells: \(resting.count) on \(facts.sorted())"
      )
    }
    problems += worstProblems(text, approach, cells, place)
    if let adds {
      problems += addsProblems(
        text, match[0], environments, include, place, row: adds.row, adds: adds.lines)
    }
    return problems
  }

  /// "Worst seen: … ([P18](docs/report/ID.md#p18), pad)." names a miss of the approach's,
  /// a crash where any crash the call site cannot avoid is among them, else a crash or an
  /// alert that never appeared where a failure of that kind is among them; "No miss seen."
  /// only where every cell passes.
  private func worstProblems(
    _ text: String, _ approach: String, _ cells: [ReportOracle.Cell], _ place: String
  ) -> [String] {
    let misses = cells.filter { !oracle.passed($0) }
    if text.contains("No miss seen.") {
      return misses.isEmpty ? [] : ["\(place): says no miss, but \(misses.count) cells miss"]
    }
    guard
      let worst = ReportText.matches(
        #"Worst seen: [^\[]*\[([^\]]+)\]\(docs/report/([A-Za-z0-9]+)\.md#[^)]*\), ([^)]+)\)"#,
        in: text
      ).first
    else { return [] }
    let device = worst[2]
    guard worst[1] == approach,
      let cell = cells.first(where: {
        $0.scenario == worst[0]
          && [oracle.environment($0.environment)?.idiom, oracle.environment($0.environment)?.name]
            .contains(device)
      })
    else {
      return ["\(place): the worst seen, \(worst[0]) (\(device)), is no cell of \(approach) here"]
    }
    if oracle.passed(cell) || cell.observed == "unsupported" {
      return ["\(place): the worst seen, \(worst[0]) (\(device)), is \(cell.observed)"]
    }
    let unavoidable = misses.contains {
      oracle.crashed($0) && oracle.scenarios[$0.scenario]?.avoidable == false
    }
    if unavoidable && !oracle.crashed(cell) {
      return ["\(place): the worst seen, \(worst[0]), is no crash, but a crash is among the misses"]
    }
    let unseen = misses.first { $0.observed == "fail" && $0.alertAppeared == false }
    if let unseen, !oracle.crashed(cell), cell.alertAppeared != false {
      return [
        "\(place): the worst seen, \(worst[0]), appeared, but in \(unseen.scenario) the alert never appears"
      ]
    }
    return []
  }

  /// "Your code must add what it misses (below)." where the approach misses a cell, and the
  /// line under the table for the row names each behaviour it misses, and no other.
  private func addsProblems(
    _ text: String, _ name: String, _ environments: Set<String>,
    _ include: (ReportOracle.Scenario) -> Bool, _ place: String, row: String, adds: [String]
  ) -> [String] {
    guard let approach = oracle.approachIDs[name] else { return [] }
    let missed = Set(
      oracle.cells(of: approach, in: environments, where: include).filter { !oracle.passed($0) }
        .map { String($0.scenario.prefix { $0 != "." }) })
    let says = text.contains("Your code must add what it misses (below).")
    guard says || !missed.isEmpty else { return [] }
    guard says else { return ["\(place): \(name) misses \(missed.sorted()), and no list says so"] }
    let prefix = "- **\(row)**, with \(name): "
    guard let line = adds.first(where: { $0.hasPrefix(prefix) })
    else { return ["\(place): no line under the table lists what \(name) misses"] }
    let listed = Set(
      ReportText.matches(
        #"(?:: |, )\[?([A-Z]+[0-9]+)\b"#, in: String(line.dropFirst(prefix.count))
      )
      .map { $0[0] })
    return listed == missed
      ? [] : ["\(place): names \(listed.sorted()) to add; the cells miss \(missed.sorted())"]
  }

  /// The name in bold at the start of a choice, if any.
  private static func boldName(_ text: String) -> String? {
    ReportText.matches(#"^\*\*(.+?)\*\*"#, in: text).first?[0]
  }

  /// "X does not run on iOS 7" (or "**X** does not run on iOS 7") is said only of an
  /// approach that has a cell unavailable for its OS on that platform and runs nothing
  /// there.
  func doesNotRunProblems(_ text: String, _ place: String) -> [String] {
    var problems: [String] = []
    for match in ReportText.matches(
      #"(?:\*\*([^*]+)\*\*|none: ([^;:*]+?)) does not run on iOS (\d+)"#, in: text)
    {
      let name = match[0].isEmpty ? match[1] : match[0]
      guard let approach = oracle.approachIDs[name], let os = Int(match[2]) else { continue }
      let environments = Set(oracle.environments.filter { $0.os == os }.map(\.id))
      let unavailable = oracle.cells(of: approach, in: environments).contains {
        $0.unavailable == "operatingSystem"
      }
      if !unavailable {
        problems.append("\(place): says \(name) does not run on iOS \(os); no cell says so")
      }
    }
    return problems
  }

  /// Each card's platform rows, its opening count and its app-extension line, against the
  /// approach's cells.
  func cardProblems() -> [String] {
    var problems: [String] = []
    let platforms = oracle.platforms
    for (name, approach) in oracle.approachIDs {
      let card = report.section("### \(name)")
      let place = "card \(name)"
      guard !card.isEmpty else {
        problems.append("\(place): no card")
        continue
      }
      let rows = ReportText.tableRows(card)
      guard rows.count == platforms.count else {
        problems.append("\(place): \(rows.count) platform rows for \(platforms.count) platforms")
        continue
      }
      var total = (passed: 0, expressible: 0, cannotExpress: 0, platforms: 0)
      for (row, platform) in zip(rows, platforms) {
        let environments = Set(platform.environments)
        let rowPlace = "\(place), \(platform.name)"
        let cells = oracle.cells(of: approach, in: environments)
        if row[1].hasPrefix("does not run") {
          if oracle.ranAnything(approach, in: environments) {
            problems.append("\(rowPlace): says it does not run; REPORT.json has cells run there")
          }
          if !cells.contains(where: { $0.unavailable == "operatingSystem" }) {
            problems.append("\(rowPlace): says it does not run; no cell is unavailable for the OS")
          }
          continue
        }
        let counted = cells.filter { $0.observed != "unavailable" }
        let passed = counted.filter(oracle.passed).count
        let crashes = counted.filter(oracle.crashed).count
        let failures = counted.filter { $0.observed == "fail" }.count
        let cannotExpress = counted.count - passed - crashes - failures
        total.passed += passed
        total.expressible += passed + crashes + failures
        total.cannotExpress += cannotExpress
        total.platforms += 1
        if row[1] != "\(passed) of \(passed + crashes + failures)" {
          problems.append(
            "\(rowPlace): passes \(row[1]); the cells: \(passed) of \(passed + crashes + failures)")
        }
        let misses = [
          crashes == 0 ? nil : "\(crashes) crash", failures == 0 ? nil : "\(failures) fail",
          cannotExpress == 0 ? nil : "\(cannotExpress) cannot express",
        ].compactMap { $0 }.joined(separator: ", ")
        if row[2] != misses {
          problems.append("\(rowPlace): misses \"\(row[2])\"; the cells: \"\(misses)\"")
        }
        if (row[3] == "none") != (crashes + failures == 0) {
          problems.append("\(rowPlace): worst seen \"\(row[3])\" with \(crashes + failures) misses")
        } else if row[3] != "none" {
          problems += worstProblems(
            "Worst seen: " + row[3] + ".", approach, counted, rowPlace)
        }
      }
      let opening = card.first {
        $0.hasPrefix("In every environment it") || $0.hasPrefix("Where it runs it")
      }
      let expected =
        (total.platforms == platforms.count ? "In every environment" : "Where it runs")
        + " it passes \(total.passed) of the \(total.expressible) cells it can express"
        + (total.cannotExpress == 0 ? "" : "; cannot express \(total.cannotExpress)") + "."
      if total.platforms > 0 && opening != expected {
        problems.append(
          "\(place): opens \"\(opening ?? "with no count")\"; the cells: \"\(expected)\"")
      }
      let unbuildable = Set(
        oracle.cells.filter { $0.approach == approach && $0.unavailable == "appExtension" }
          .map(\.scenario))
      let line = card.first { $0.hasPrefix("Cannot be built into an app extension") }
      let named = Set(
        ReportText.matches(#"\[([^\]]+)\]\(docs/report/"#, in: line ?? "").map { $0[0] })
      if named != unbuildable {
        problems.append(
          "\(place): names \(named.sorted()) as not built into an extension; the cells: \(unbuildable.sorted())"
        )
      }
    }
    return problems
  }

  /// The call-site table's "Works on" is where the writer's trial found nothing wrong, and
  /// "does not run on" in it or in a claim names only platforms where the approach ran no
  /// cell.
  func runsProblems() -> [String] {
    var problems: [String] = []
    let platforms = oracle.platforms
    let rows = ReportText.tableRows(report.section("## Call-site cost"))
    for row in rows where row.count == 6 {
      guard let approach = oracle.approachIDs[row[0]],
        let trials = oracle.signUpProblems[approach]
      else { continue }
      let place = "call-site table, \(row[0])"
      let works = platforms.filter { platform in
        platform.environments.contains { trials[$0] == .some([]) }
      }
      switch row[4] {
      case "nowhere":
        if !works.isEmpty {
          problems.append("\(place): works nowhere, but works on \(works.map(\.name))")
        }
      case "everywhere":
        if !oracle.environments.allSatisfy({ trials[$0.id] == .some([]) }) {
          problems.append("\(place): works everywhere, but not in every environment")
        }
      default:
        let listed = row[4].components(separatedBy: ", ").count
        if listed != works.count {
          problems.append("\(place): works on \(listed) platforms; the trials: \(works.count)")
        }
      }
      problems += platformsNotRun(in: row[5], approach: approach, place: place)
    }
    for line in report.section("## The documents' claims, checked") where line.hasPrefix("- **") {
      guard let name = Self.boldName(String(line.dropFirst(2))),
        let approach = oracle.approachIDs[name]
      else { continue }
      problems += platformsNotRun(in: line, approach: approach, place: "claim of \(name)")
      problems += claimMissProblems(line, approach: approach, place: "claim of \(name)")
    }
    return problems
  }

  /// Each claim tested by cells, its verdict recounted from the cells of the scenarios the
  /// claim names (its definition, `DocumentClaim`, is the only thing read from the report's
  /// code): "holds in all N cells it can run and express.", or the platforms where it holds
  /// and "M of N cells miss".
  func claimVerdictProblems() -> [String] {
    var problems: [String] = []
    let lines = report.section("## The documents' claims, checked")
    for claim in DocumentClaim.all {
      let selects: (String, ReportOracle.Scenario) -> Bool
      switch claim.evidence {
      case .scenarios(let ids):
        selects = { id, scenario in ids.contains(id) || ids.contains(scenario.behaviour) }
      case .groups(let groups):
        selects = { _, scenario in groups.map(\.rawValue).contains(scenario.group) }
      default: continue
      }
      let marker = "\"\(claim.quote)\""
      guard let line = lines.first(where: { $0.contains(marker) }),
        let name = Self.boldName(String(line.dropFirst(2))),
        let approach = oracle.approachIDs[name],
        let cut = line.range(of: ")): ")
      else {
        problems.append("claim \(claim.quote): no line for it")
        continue
      }
      let verdict = String(line[cut.upperBound...])
      let scenarioIDs = Set(oracle.scenarios.filter { selects($0.key, $0.value) }.keys)
      let ran = oracle.cells.filter {
        $0.approach == approach && scenarioIDs.contains($0.scenario)
          && !["unsupported", "unavailable"].contains($0.observed)
      }
      let misses = ran.filter { $0.observed != "pass" }
      let expected: String
      if misses.isEmpty {
        expected = "holds in all \(ran.count) cells it can run and express."
      } else {
        let holds = oracle.platforms.filter { platform in
          ran.contains { platform.environments.contains($0.environment) }
            && !misses.contains { platform.environments.contains($0.environment) }
        }.map(\.name)
        expected =
          (holds.isEmpty ? "does not hold" : "holds on " + holds.joined(separator: ", "))
          + "; \(misses.count) of \(ran.count) cells miss: "
      }
      if !verdict.hasPrefix(expected) {
        problems.append(
          "claim of \(name), \(marker): says \"\(verdict.prefix(120))\"; the cells: \"\(expected)\""
        )
      }
    }
    return problems
  }

  /// "does not run on iOS 7, iOS 8" names platforms where the approach ran no cell.
  private func platformsNotRun(in text: String, approach: String, place: String) -> [String] {
    guard let range = text.range(of: "does not run on ") else { return [] }
    let named = text[range.upperBound...].prefix { $0 != ";" && $0 != "|" }
      .trimmingCharacters(in: CharacterSet(charactersIn: ". "))
    return named.components(separatedBy: ", ").compactMap { platformName in
      guard let platform = oracle.platforms.first(where: { $0.name == platformName }) else {
        return nil
      }
      return oracle.ranAnything(approach, in: Set(platform.environments))
        ? "\(place): says it does not run on \(platformName), where REPORT.json has cells run" : nil
    }
  }

  /// "12 of 108 cells miss: [T1.no-cancel](…) (iOS 7), …": each linked scenario has a cell
  /// of the approach that fails, crashes or hangs on each platform named after it.
  private func claimMissProblems(_ line: String, approach: String, place: String) -> [String] {
    guard line.contains(" cells miss: ") else { return [] }
    var problems: [String] = []
    let links = ReportText.matches(
      #"\[([^\]]+)\]\(docs/report/([A-Za-z0-9]+)\.md#[^)]*\) \(([^)]*)\)"#, in: line)
    for link in links where link[1] == approach {
      for platformName in link[2].components(separatedBy: "; ").flatMap({
        $0.replacingOccurrences(
          of: "^(crash|fail|hang|cannot express) on ", with: "", options: .regularExpression
        )
        .components(separatedBy: ", ")
      }) {
        let base = platformName.replacingOccurrences(
          of: " (phone|pad)$", with: "", options: .regularExpression)
        guard let platform = oracle.platforms.first(where: { $0.name == base }) else { continue }
        let missed = oracle.cells(of: approach, in: Set(platform.environments)).contains {
          $0.scenario == link[0] && !oracle.passed($0) && $0.observed != "unavailable"
        }
        if !missed {
          problems.append(
            "\(place): says \(link[0]) misses on \(platformName); no cell there misses")
        }
      }
    }
    return problems
  }
}
