import JSON
import Matrix
import Presentable
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// One line a worker writes per cell, in order, on the descriptor kept for reports: how the
/// cell ended.
struct WorkerReport: Sendable {
  /// The cell's position among the cells this worker was sent.
  let position: Int
  let ending: IsolatedCell.Ending
}

/// A worker's report line, written and read by hand (JSONValue out, JSONParser in): with
/// Codable's generic coding, moving observations between processes took a third of a run.
/// Each type's fields are listed once for writing and once for reading, side by side. Most
/// cells of a scenario are observed alike, so an observation a worker has sent before is sent
/// again as its number among those it sent (`observedAgain`).
extension WorkerReport {
  /// The observations a worker has sent, each with its number, and the parent's copy of them.
  struct SentObservations {
    private(set) var numbers: [Observation: Int] = [:]
    private(set) var inOrder: [Observation] = []

    /// The observation's number if it was sent before; else nil, and it is noted as sent.
    mutating func earlierNumber(of observation: Observation) -> Int? {
      if let number = numbers[observation] { return number }
      note(observation)
      return nil
    }

    mutating func note(_ observation: Observation) {
      numbers[observation] = inOrder.count
      inOrder.append(observation)
    }
  }

  /// The report as one line of JSON.
  func wireLine(sent: inout SentObservations) -> String {
    let end: JSONValue =
      switch ending {
      case .observed(let observation):
        if let number = sent.earlierNumber(of: observation) {
          .object(["observedAgain": .int(number)])
        } else {
          .object(["observed": Self.wire(observation)])
        }
      case .exception(let exception, let choices):
        .object([
          "exception": .object([
            "name": .string(exception.name), "reason": .string(exception.reason),
            "choices": .strings(choices.map(\.rawValue)),
          ])
        ])
      case .overran(let limit): .object(["overranMilliseconds": .int(Int(limit * 1_000))])
      }
    return JSONValue.object(["position": .int(position), "ending": end]).compact
  }

  /// Reads a report line, with the observations its worker sent before.
  init(wireLine: [UInt8], sent: inout SentObservations) throws {
    let value: JSONValue
    do {
      value = try JSONParser.parse(wireLine)
    } catch {
      throw FixtureError(file: "worker report", path: error.path, problem: error.problem)
    }
    let report = try JSONNode(value: value, path: "$", file: "worker report").object()
    position = try report.required("position").int()
    let end = try report.required("ending").object()
    if let observed = end.optional("observed") {
      let observation = try Self.observation(observed.object())
      sent.note(observation)
      ending = .observed(observation)
    } else if let again = end.optional("observedAgain") {
      let number = try again.int()
      guard sent.inOrder.indices.contains(number) else {
        throw again.error("refers to observation \(number), which was never sent")
      }
      ending = .observed(sent.inOrder[number])
    } else if let node = end.optional("exception") {
      let exception = try node.object()
      ending = .exception(
        UncaughtException(
          name: try exception.required("name").string(),
          reason: try exception.required("reason").string()),
        choices: try Self.choices(exception.required("choices")))
    } else {
      ending = .overran(limit: Double(try end.required("overranMilliseconds").int()) / 1_000)
    }
  }

  private static func wire(_ observation: Observation) -> JSONValue {
    let show: JSONValue =
      switch observation.show {
      case .shown: .string("shown")
      case .unsupported(let reason): .object(["unsupported": .string(reason)])
      case .unavailable(let reason): .object(["unavailable": .string(reason)])
      }
    return .object([
      "show": show,
      "missingCapability": .string(observation.missingCapability),
      "settled": .bool(observation.settled),
      "handlers": .array(observation.handlers.map(JSONValue.handlerRun)),
      "snapshots": .array(
        observation.snapshots.map { snapshot in
          .object([
            "step": .string(snapshot.step), "tap": .string(snapshot.tap?.rawValue),
            "alertShown": .bool(snapshot.alertShown), "alertTitle": .string(snapshot.alertTitle),
          ])
        }),
      "drawnAfterShow": observation.drawnAfterShow.map(JSONValue.drawing) ?? .null,
      "alertAppeared": .bool(observation.alertAppeared),
      "keyWindowAtEnd": .string(observation.keyWindowAtEnd),
      "alertWindowKeyAfterShow": observation.alertWindowKeyAfterShow.map(JSONValue.bool) ?? .null,
      "keyboardUpAfterShow": observation.keyboardUpAfterShow.map(JSONValue.bool) ?? .null,
      "alertSceneAfterShow": .string(observation.alertSceneAfterShow?.rawValue),
      "alive": .strings(observation.alive),
      "observersLeft": .int(observation.observersLeft),
      "lockedByInvisibleWindow": .bool(observation.lockedByInvisibleWindow),
      "appWindowReachable": .bool(observation.appWindowReachable),
      "extraVisibleWindows": .int(observation.extraVisibleWindows),
      "callerRolesAfterShow": observation.callerRolesAfterShow.map {
        .strings($0.map(\.rawValue))
      } ?? .null,
      "console": .strings(observation.console),
      "choices": .strings(observation.choices.map(\.rawValue)),
    ])
  }

  private static func observation(_ object: JSONObject) throws -> Observation {
    let showNode = try object.required("show")
    let show: Observation.ShowResult
    if case .string = showNode.value {
      show = .shown
    } else {
      let reason = try showNode.object()
      if let unsupported = reason.optional("unsupported") {
        show = .unsupported(reason: try unsupported.string())
      } else {
        show = .unavailable(reason: try reason.required("unavailable").string())
      }
    }
    var observation = Observation(show: show)
    observation.missingCapability = try object.required("missingCapability").optionalString()
    observation.settled = try object.required("settled").bool()
    observation.handlers = try object.required("handlers").array().map { node in
      let entry = try node.object()
      return HandlerLog.Entry(
        action: try entry.required("action").string(),
        fieldTexts: try entry.required("fieldTexts").array().map { try $0.string() },
        alertOnScreen: try entry.required("alertOnScreen").optionalString(),
        alertTitleRead: try entry.required("alertTitleRead").optionalString())
    }
    observation.snapshots = try object.required("snapshots").array().map { node in
      let snapshot = try node.object()
      return Observation.Snapshot(
        step: try snapshot.required("step").string(),
        tap: try snapshot.required("tap").optionalString().flatMap(TapResult.init(rawValue:)),
        alertShown: try snapshot.required("alertShown").bool(),
        alertTitle: try snapshot.required("alertTitle").optionalString())
    }
    let drawn = try object.required("drawnAfterShow")
    observation.drawnAfterShow = drawn.isNull ? nil : try drawing(drawn.object())
    observation.alertAppeared = try object.required("alertAppeared").bool()
    observation.keyWindowAtEnd = try object.required("keyWindowAtEnd").string()
    let windowKey = try object.required("alertWindowKeyAfterShow")
    observation.alertWindowKeyAfterShow = windowKey.isNull ? nil : try windowKey.bool()
    let keyboard = try object.required("keyboardUpAfterShow")
    observation.keyboardUpAfterShow = keyboard.isNull ? nil : try keyboard.bool()
    let scene = try object.required("alertSceneAfterShow")
    observation.alertSceneAfterShow = scene.isNull ? nil : try scene.choice(SceneRole.self)
    observation.alive = try object.required("alive").array().map { try $0.string() }
    observation.observersLeft = try object.required("observersLeft").int()
    observation.lockedByInvisibleWindow = try object.required("lockedByInvisibleWindow").bool()
    observation.appWindowReachable = try object.required("appWindowReachable").bool()
    observation.extraVisibleWindows = try object.required("extraVisibleWindows").int()
    let roles = try object.required("callerRolesAfterShow")
    observation.callerRolesAfterShow =
      roles.isNull ? nil : try roles.array().map { try $0.choice(ActionSpec.Role.self) }
    observation.console = try object.required("console").array().map { try $0.string() }
    observation.choices = try choices(object.required("choices"))
    return observation
  }

  private static func choices(_ node: JSONNode) throws -> [ModellingChoice] {
    try node.array().map { try $0.choice(ModellingChoice.self) }
  }

  private static func drawing(_ object: JSONObject) throws -> DrawnAlert {
    DrawnAlert(
      kind: try object.required("kind").choice(DrawnAlert.Kind.self),
      title: try object.required("title").optionalString(),
      message: try object.required("message").optionalString(),
      textFields: try object.required("textFields").array().map { node in
        let field = try node.object()
        return DrawnTextField(
          placeholder: try field.required("placeholder").optionalString(),
          text: try field.required("text").string(),
          isSecure: try field.required("isSecure").bool(),
          isFirstResponder: try field.required("isFirstResponder").bool())
      },
      layout: try object.required("layout").choice(DrawnAlert.Layout.self),
      buttons: try object.required("buttons").array().map { node in
        let button = try node.object()
        return DrawnButton(
          title: try button.required("title").string(),
          isCancel: try button.required("isCancel").bool(),
          isBold: try button.required("isBold").bool(),
          isDestructive: try button.required("isDestructive").bool(),
          isEnabled: try button.required("isEnabled").bool())
      },
      warnings: try object.required("warnings").array().map { try $0.string() },
      tint: try object.required("tintColor").string())
  }
}
