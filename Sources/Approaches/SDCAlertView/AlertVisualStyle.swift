#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

// Reduced port of SDCAlertView 12.0.5 Source/AlertVisualStyle.swift. Line numbers are that
// file's. Kept: what decides how an action is drawn (bold, red, tint), the widths that place
// the alert, and the initializer's read of the key window, the line of SDCAlertView issue
// 319 (a crash with no key window) that pull request 326 made optional in 12.0.2. Left out:
// colors of backgrounds, separators, highlights and text fields, corner radius, blur, which
// the matrix does not observe.

/// AlertVisualStyle.swift:5.
open class AlertVisualStyle: NSObject {
  /// :8-9: 270 points for an alert; a fraction (1) of the presenter's shorter side for a
  /// sheet (:167, :177).
  public var width: CGFloat
  /// Stands for `margins` (:19-21, set at :155-180): the space left beside an action sheet
  /// and below it. The original sets them from the key window's bottom safe area, a read
  /// that trapped with no key window (issue 319) until pull request 326 made it optional
  /// (merged 2021-10-04, released in 12.0.2); the model's windows have no safe area, so the
  /// port keeps the values for a window without one.
  public var sheetSideMargin: CGFloat = 10
  public var sheetBottomMargin: CGFloat = 10
  /// :47-50: the height of one action row.
  public var actionViewSize: CGSize
  /// :98-100: nil, so actions draw in the tint they inherit (ActionCell.swift:25).
  public var normalTextColor: UIColor?
  /// :102-104.
  public var preferredTextColor: UIColor?
  /// :106-108: destructive actions are red.
  public var destructiveTextColor = UIColor.red
  /// :110-124: the preferred action is bold; alerts 17 pt, sheets 20 pt.
  public var alertPreferredFont = UIFont.boldSystemFont(ofSize: 17)
  public var alertNormalFont = UIFont.systemFont(ofSize: 17)
  public var actionSheetPreferredFont = UIFont.boldSystemFont(ofSize: 20)
  public var actionSheetNormalFont = UIFont.systemFont(ofSize: 20)

  private let alertStyle: AlertControllerStyle

  /// :155-180, less the safe-area read (above).
  public init(alertStyle: AlertControllerStyle) {
    self.alertStyle = alertStyle
    switch alertStyle {
    case .alert:
      self.width = 270
      self.actionViewSize = CGSize(width: 90, height: 44)
    case .actionSheet:
      self.width = 1
      self.actionViewSize = CGSize(width: 90, height: 57)
    }
    super.init()
  }

  /// :182-196: red for destructive, else the normal color (nil: the tint).
  open func textColor(for action: AlertAction?) -> UIColor? {
    if action?.style == .destructive {
      return self.destructiveTextColor
    } else if action?.style == .preferred {
      return self.preferredTextColor ?? self.normalTextColor
    } else {
      return self.normalTextColor
    }
  }

  /// :198-218: bold for the preferred style, in alerts and sheets alike.
  open func font(for action: AlertAction?) -> UIFont {
    switch (self.alertStyle, action?.style) {
    case (.alert, let style) where style == .preferred: return self.alertPreferredFont
    case (.alert, _): return self.alertNormalFont
    case (.actionSheet, let style) where style == .preferred: return self.actionSheetPreferredFont
    case (.actionSheet, _): return self.actionSheetNormalFont
    }
  }
}
