import JSON
import Presentable
@_spi(Simulation) import UIKitModel
import UIKitSimulation

/// The JSON that REPORT.json and the workers' reports share.
extension JSONValue {
  /// One handler run: the fields of HandlerLog.Entry.
  public static func handlerRun(_ entry: HandlerLog.Entry) -> JSONValue {
    .object([
      "action": .string(entry.action), "fieldTexts": .strings(entry.fieldTexts),
      "alertOnScreen": .string(entry.alertOnScreen),
      "alertTitleRead": .string(entry.alertTitleRead),
    ])
  }

  /// An alert as drawn: the fields of DrawnAlert.
  public static func drawing(_ alert: DrawnAlert) -> JSONValue {
    .object([
      "kind": .string(alert.kind.rawValue), "title": .string(alert.title),
      "message": .string(alert.message),
      "textFields": .array(
        alert.textFields.map { field in
          .object([
            "placeholder": .string(field.placeholder), "text": .string(field.text),
            "isSecure": .bool(field.isSecure), "isFirstResponder": .bool(field.isFirstResponder),
          ])
        }),
      "layout": .string(alert.layout.rawValue),
      "buttons": .array(
        alert.buttons.map { button in
          .object([
            "title": .string(button.title), "isCancel": .bool(button.isCancel),
            "isBold": .bool(button.isBold), "isDestructive": .bool(button.isDestructive),
            "isEnabled": .bool(button.isEnabled),
          ])
        }),
      "warnings": .strings(alert.warnings), "tintColor": .string(alert.tint),
    ])
  }
}
