import JSON
import Presentable
@_spi(Simulation) import UIKitModel
import UIKitSimulation

extension Scenario {
  /// Reads a scenario file's JSON, rejecting unknown fields, missing fields, wrong types,
  /// names that lead nowhere and sources that are no document or one of these fact ids.
  init(json root: JSONNode, facts: Set<String>) throws {
    let object = try root.object()
    let idNode = try object.required("id")
    id = try ScenarioID(idNode.text())
    guard Self.isWellFormed(id: id.rawValue) else {
      throw idNode.error(
        "'\(id)' is not an id: a behaviour (a capital letter and digits, such as T3), then an optional variant after a dot, of letters, digits and '-' (such as T1.one-field)"
      )
    }
    group = try object.required("group").choice(BehaviourGroup.self)
    let needsNode = try object.required("needs")
    needs = try needsNode.nonEmptyList().map { try $0.choice(Need.self) }
    guard Set(needs).count == needs.count else { throw needsNode.error("names a need twice") }
    title = try object.required("title").text()
    presenter = try object.optional("presenter")?.choice(Presenter.self) ?? .viewController
    keyboard = try object.optional("keyboard")?.bool() ?? false
    atLaunch = try object.optional("atLaunch")?.bool() ?? false
    systemState = try object.optional("systemState")?.choice(SystemState.self)
    narrowWindow = try object.optional("narrowWindow")?.bool() ?? false
    let wideNode = object.optional("wideWindow")
    wideWindow = try wideNode?.bool() ?? false
    if let wideNode, wideWindow, narrowWindow {
      throw wideNode.error("a window is narrowed on pad or widened on phone, never both")
    }
    appExtension = try object.optional("appExtension")?.bool() ?? false
    otherWindow = try object.optional("otherWindow").flatMap { node in
      // Older files say `true` for the full-screen window, the only kind they knew.
      if case .bool(let shown) = node.value { return shown ? .fullScreen : nil }
      return try node.choice(OtherWindow.self)
    }
    secondScene = try object.optional("secondScene")?.bool() ?? false
    actsFor = try object.optional("actsFor")?.choice(SceneRole.self) ?? .first
    keyScene = try object.optional("keyScene")?.choice(SceneRole.self) ?? .second
    callerMistake = try object.optional("callerMistake")?.bool() ?? false
    avoidable = try object.optional("avoidable")?.text()
    buildConfiguration = try object.optional("build")?.choice(BuildConfiguration.self) ?? .debug
    var followUps: [String: String] = [:]
    var alert = try AlertSpec(json: object.required("alert"), followUps: &followUps)
    var otherAlerts: [String: AlertSpec] = [:]
    if let others = try object.optional("otherAlerts")?.object() {
      for name in others.keys {
        let node = try others.required(name)
        let other = try AlertSpec(json: node, followUps: &followUps)
        // The handlers' item is the scenario's alert's (HandlerLog): another alert's is
        // never read.
        if other.item != nil, let itemNode = try node.object().optional("item") {
          throw itemNode.error("only the scenario's own alert has an item its handlers act on")
        }
        otherAlerts[name] = other
      }
      try others.finish()
    }
    if let onScreenNode = object.optional("alsoOnScreen") {
      let name = try onScreenNode.text()
      guard let other = otherAlerts[name] else {
        throw onScreenNode.error("'\(name)' names no alert of otherAlerts")
      }
      alert.alsoOnScreen = [other]
    }
    self.alert = alert
    self.otherAlerts = otherAlerts
    self.followUps = followUps
    steps = try object.required("steps").list(atMost: FixtureLimits.steps).map(Step.init(json:))
    ideal = try Ideal(json: object.required("ideal"))
    idealExceptions = try (object.optional("idealExceptions")?.nonEmptyList() ?? []).map(
      { try IdealException(json: $0, facts: facts) })
    try object.finish()
    try checkNames(root: root)
  }

  /// An app extension's scenario bears on the extension need alone, and the need on it
  /// alone, so that it cannot move another need's ranking; and an extension always has its
  /// view controller at hand.
  private func checkContext(root: JSONNode) throws {
    let namesExtension = needs.contains(.appExtension)
    if appExtension != namesExtension {
      throw FixtureError(
        file: root.file, path: "\(root.path).needs",
        problem: namesExtension
          ? "names appExtension, and the scenario runs in no app extension (appExtension)"
          : "the scenario runs in an app extension (appExtension), and its needs do not name it")
    }
    if appExtension, needs.count > 1 {
      throw FixtureError(
        file: root.file, path: "\(root.path).needs",
        problem: "an app extension's scenario bears on the appExtension need alone")
    }
    if appExtension, presenter == .none {
      throw FixtureError(
        file: root.file, path: "\(root.path).presenter",
        problem: "an app extension always has its own view controller at hand (appExtension)")
    }
  }

  /// Whether an id has the form `T3` or `T1.one-field`: nothing that a file system, a table
  /// or a link could read otherwise.
  static func isWellFormed(id: String) -> Bool {
    let parts = id.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let behaviour = parts[0].unicodeScalars
    guard let letter = behaviour.first, ("A"..."Z").contains(letter), behaviour.count > 1,
      behaviour.dropFirst().allSatisfy({ ("0"..."9").contains($0) })
    else { return false }
    guard parts.count == 2 else { return true }
    let variant = parts[1].unicodeScalars
    return !variant.isEmpty
      && variant.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || $0 == "-"
      }
  }

  /// Every name a scenario uses must lead somewhere: actions, alerts and fields.
  private func checkNames(root: JSONNode) throws {
    let allAlerts = [alert] + otherAlerts.values
    let titles = Set(allAlerts.flatMap { $0.actions.map(\.title) })
    let fieldCount = allAlerts.map(\.textFields.count).max() ?? 0
    // The state the system holds the app in, as the steps so far leave it.
    var state = systemState
    for (index, step) in steps.enumerated() {
      let path = "\(root.path).steps[\(index)]"
      switch step {
      case .tap(_, let scene?) where !secondScene, .show(_, let scene?) where !secondScene:
        throw FixtureError(
          file: root.file, path: path,
          problem: "names the \(scene) scene, and the app has one (secondScene)")
      case .finishLaunching where !atLaunch:
        throw FixtureError(
          file: root.file, path: path, problem: "the app has finished launching (atLaunch)")
      case .endInterruption where state != .interrupted:
        throw FixtureError(
          file: root.file, path: path,
          problem: "no interruption is under way (systemState, or an earlier endInterruption)")
      case .returnToForeground where state != .background:
        throw FixtureError(
          file: root.file, path: path,
          problem:
            "the app is not in the background (systemState, or an earlier returnToForeground)")
      case .endInterruption, .returnToForeground:
        state = nil
      case .closePresenter where presenter != .presentedScreen:
        throw FixtureError(
          file: root.file, path: path,
          problem: "the alert is not shown from a screen the app can close (presenter)")
      case .disconnectSecondScene where !secondScene:
        throw FixtureError(
          file: root.file, path: path, problem: "the app has no second scene (secondScene)")
      case .tap(let title, _) where !titles.contains(title):
        throw FixtureError(
          file: root.file, path: path,
          problem:
            "'\(title)' names no action (actions: \(titles.sorted().joined(separator: ", ")))")
      case .type(_, let field), .delete(_, let field), .paste(_, let field):
        if field >= fieldCount {
          throw FixtureError(
            file: root.file, path: path,
            problem: "field \(field) does not exist (the alerts have \(fieldCount) fields)")
        }
      case .show(let name, _) where otherAlerts[name] == nil,
        .dismiss(let name) where otherAlerts[name] == nil:
        throw FixtureError(
          file: root.file, path: path, problem: "'\(name)' names no alert of otherAlerts")
      case .hideOtherWindow where otherWindow == nil:
        throw FixtureError(
          file: root.file, path: path, problem: "the app has no other window to hide (otherWindow)")
      default:
        break
      }
    }
    try checkContext(root: root)
    if !secondScene, actsFor == .second || ideal.makes(.alertScene) {
      throw root.error(
        "actsFor and alertScene name the second scene, and the app has one (secondScene)")
    }
    for (action, name) in followUps where otherAlerts[name] == nil {
      throw root.error("the follow-up of '\(action)' names no alert of otherAlerts: '\(name)'")
    }
    let ideals =
      [("\(root.path).ideal", ideal)]
      + idealExceptions.enumerated().map { ("\(root.path).idealExceptions[\($0)].ideal", $1.ideal) }
    for (path, ideal) in ideals {
      for check in Check.allCases {
        guard let expectation = ideal.expectations[check],
          let unknown = check.rule.actionTitles(expectation).first(where: { !titles.contains($0) })
        else { continue }
        throw FixtureError(
          file: root.file, path: "\(path).\(check.rawValue)",
          problem: "'\(unknown)' names no action")
      }
    }
  }
}

extension AlertSpec {
  /// Reads an alert; follow-ups named by its actions are collected by action title.
  init(json node: JSONNode, followUps: inout [String: String]) throws {
    let object = try node.object()
    let style = try object.optional("style")?.choice(AlertSpec.Style.self) ?? .alert
    let title = try object.optional("title")?.text()
    let message = try object.optional("message")?.text()
    var actions: [ActionSpec] = []
    var titles: Set<String> = []
    for actionNode in try object.required("actions").list(atMost: FixtureLimits.actions) {
      let action = try actionNode.object()
      let spec = ActionSpec(
        try action.required("title").text(),
        role: try action.optional("role")?.choice(ActionSpec.Role.self) ?? .default,
        hasHandler: try action.optional("handler")?.bool() ?? true)
      guard titles.insert(spec.title).inserted else {
        throw actionNode.error("a second action titled '\(spec.title)'")
      }
      if let followUp = try action.optional("followUp")?.text() {
        followUps[spec.title] = followUp
      }
      try action.finish()
      actions.append(spec)
    }
    let textFields = try
      (object.optional("textFields")?.list(atMost: FixtureLimits.textFields) ?? [])
      .map { fieldNode in
        let field = try fieldNode.object()
        let spec = TextFieldSpec(
          placeholder: try field.optional("placeholder")?.text(),
          isSecure: try field.optional("secure")?.bool() ?? false,
          initialText: try field.optional("text")?.text(allowingEmpty: true) ?? "")
        try field.finish()
        return spec
      }
    var validation: ValidationRule?
    if let ruleNode = object.optional("validation") {
      let rule = try ruleNode.object()
      var gated: [String]?
      if let gatedNode = rule.optional("actions") {
        gated = try gatedNode.nonEmptyList().map { titleNode in
          let title = try titleNode.text()
          guard let action = actions.first(where: { $0.title == title }) else {
            throw titleNode.error("'\(title)' names no action")
          }
          guard action.role != .cancel else {
            throw titleNode.error("'\(title)' is a cancel action, which validation never gates")
          }
          return title
        }
      }
      validation = ValidationRule(
        field: try rule.required("field").int(),
        minimumLength: try rule.required("minimumLength").int(atMost: FixtureLimits.textLength),
        actions: gated)
      try rule.finish()
      if validation!.field >= textFields.count {
        throw ruleNode.error("field \(validation!.field) does not exist")
      }
    }
    let preferredNode = object.optional("preferredAction")
    let preferredAction = try preferredNode?.text()
    if let preferredAction, !titles.contains(preferredAction) {
      throw preferredNode!.error("'\(preferredAction)' names no action")
    }
    self.init(
      style: style, title: title, message: message, actions: actions, textFields: textFields,
      validation: validation,
      padAnchor: try object.optional("padAnchor")?.choice(PadAnchor.self) ?? .none,
      callerKeepsReference: try object.optional("callerKeepsReference")?.bool() ?? false,
      handlersReferToAlert: try object.optional("handlersReferToAlert")?.bool() ?? false,
      preferredAction: preferredAction, item: try object.optional("item")?.text())
    try object.finish()
  }
}

extension Step {
  /// Reads a step: an object whose `step` field names it, with that step's parameters.
  init(json node: JSONNode) throws {
    let object = try node.object()
    let name = try object.required("step").text()
    switch name {
    case "tap":
      self = .tap(
        try object.required("button").text(),
        scene: try object.optional("scene")?.choice(SceneRole.self))
    case "type":
      self = .type(try object.required("text").text(), field: try object.required("field").int())
    case "delete":
      self = .delete(
        try object.required("count").int(atMost: FixtureLimits.count),
        field: try object.required("field").int())
    case "paste":
      self = .paste(try object.required("text").text(), field: try object.required("field").int())
    case "tapOutside": self = .tapOutside
    case "systemCancel": self = .systemCancel
    case "background": self = .background
    case "showAgain": self = .showAgain
    case "show":
      self = .show(
        try object.required("alert").text(),
        scene: try object.optional("scene")?.choice(SceneRole.self))
    case "dismiss": self = .dismiss(try object.required("alert").text())
    case "tapAppWindow": self = .tapAppWindow
    case "mainWindowKeyAndVisible": self = .mainWindowKeyAndVisible
    case "hideOtherWindow": self = .hideOtherWindow
    case "disconnectSecondScene": self = .disconnectSecondScene
    case "finishLaunching": self = .finishLaunching
    case "showUnlessShowing": self = .showUnlessShowing
    case "endInterruption": self = .endInterruption
    case "returnToForeground": self = .returnToForeground
    case "closePresenter": self = .closePresenter
    default:
      throw node.error(
        "unknown step '\(name)' (steps: tap, type, delete, paste, tapOutside, systemCancel, background, showAgain, show, dismiss, tapAppWindow, mainWindowKeyAndVisible, hideOtherWindow, disconnectSecondScene, finishLaunching, showUnlessShowing, endInterruption, returnToForeground, closePresenter)"
      )
    }
    try object.finish()
  }
}

extension Ideal {
  /// Reads each check's field through its rule, the `drawn.` checks' inside `drawn`; any
  /// other field is refused.
  init(json node: JSONNode) throws {
    let object = try node.object()
    expectations = [:]
    // Older files' `aliveWhileShown` asked whether an alert was alive while on screen, which
    // UIKit guarantees (AV9): `appeared`, which every cell checks, says the same. It loads,
    // and adds no check of its own.
    _ = try object.optional("aliveWhileShown")?.bool()
    let drawnPrefix = "drawn."
    var drawn: JSONObject?
    for check in Check.allCases where !check.rawValue.hasPrefix(drawnPrefix) {
      guard let field = object.optional(check.rawValue) else { continue }
      expectations[check] = try check.rule.expectation(field)
      if check == .drawn {
        drawn = try field.object()
      }
    }
    if let drawn {
      for check in Check.allCases where check.rawValue.hasPrefix(drawnPrefix) {
        guard let field = drawn.optional(String(check.rawValue.dropFirst(drawnPrefix.count)))
        else { continue }
        expectations[check] = try check.rule.expectation(field)
      }
      try drawn.finish()
    }
    try object.finish()
  }
}

extension IdealException {
  init(json node: JSONNode, facts: Set<String>) throws {
    let object = try node.object()
    environments = try EnvironmentSelector(json: object)
    reason = try object.required("reason").text()
    sources = try object.required("sources").nonEmptyList().map {
      try $0.knownSource(facts: facts)
    }
    ideal = try Ideal(json: object.required("ideal"))
    try object.finish()
  }
}
