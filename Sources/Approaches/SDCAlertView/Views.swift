#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

// Reduced port of SDCAlertView 12.0.5's views: Source/Views/AlertControllerViewRepresentable
// .swift, AlertView.swift, ActionSheetView.swift, ActionSheetPrimaryView.swift,
// ActionSheetCancelActionView.swift, Source/Actions/ActionsCollectionView.swift,
// ActionCell.swift and Source/Text Fields/TextFieldsViewController.swift. Line numbers name
// the file they cite.
//
// What is kept is what a person sees and touches: the title and message labels, the text
// fields in the order added, one cell per action in the order added (bold, red, disabled as
// the original draws them), an action sheet's cancel-slot action drawn apart at the bottom,
// and which handler a tap reaches. What is reduced: the original lays out with Auto Layout,
// a UICollectionView of XIB cells (ActionsCollectionView.swift:38-54) and a UITableView of
// text-field cells (TextFieldsViewController.swift:30-39); the port places plain views by
// frame, in the same order and the same places (centred alert, sheet at the bottom), because
// neither Auto Layout nor collection and table views are modelled and none of their
// behaviour is observed. Left out: blur and vibrancy, highlight and drag-to-select
// (AlertView.swift:85-92, ActionsCollectionView.swift:60-92), the custom content view's
// subviews (kept as an empty view), scrolling (all twelve actions of I5 stay reachable in
// the original, whose collection view scrolls).

/// AlertControllerViewRepresentable.swift:3-17, plus the height the port lays out with.
protocol AlertControllerViewRepresentable: UIView {
  var title: String? { get set }
  var message: String? { get set }
  var actions: [AlertAction] { get set }
  var actionTappedHandler: ((AlertAction) -> Void)? { get set }
  var contentView: UIView { get }
  var visualStyle: AlertVisualStyle! { get set }
  func prepareLayout()
  /// Port only: places the subviews by frame for a width, as the constraints of
  /// AlertView.swift:151-257 and ActionSheetView.swift:43-53 would, and returns the height
  /// they would give. Called before every appearance (AlertController.layoutAlert).
  func layout(width: CGFloat) -> CGFloat
}

/// ActionCell.swift:5-64: one action, drawn with its title in the style's font and color.
final class ActionCell: UIControl {
  let titleLabel = UILabel()
  /// Port only: what a tap on the cell reaches; the original's collection view selects the
  /// item (ActionsCollectionView.swift:139-141) and the cancel button sends its action
  /// (ActionSheetCancelActionView.swift:66, :99-102). Wired in SDCAlertView+Selectors.swift.
  var onTap: (() -> Void)?

  /// ActionCell.swift:20-43. The original sets the label's color to `textColor ?? tintColor`
  /// and refreshes it when the tint changes (:45-48), so a normal action always shows the
  /// tint it inherits from the window (W7); the port leaves the color nil for that.
  func set(_ action: AlertAction, with visualStyle: AlertVisualStyle) {
    action.actionView = self
    self.titleLabel.font = visualStyle.font(for: action)
    self.titleLabel.textColor = visualStyle.textColor(for: action)
    self.titleLabel.text = action.title
    self.addSubview(self.titleLabel)
    self.wireTap()
  }
}

/// ActionsCollectionView.swift:6-142, reduced: the cells in the order of `actions`, side by
/// side or stacked (AlertView.swift:128-136), each tap reaching `actionTapped` with its own
/// action. A disabled action's cell ignores taps (AlertAction.isEnabled; the original's
/// collection view refuses to highlight, and so to select, it, :132-137).
final class ActionsView: UIView {
  var actions: [AlertAction] = []
  var visualStyle: AlertVisualStyle!
  var actionTapped: ((AlertAction) -> Void)?
  var isHorizontal = false

  /// ActionsCollectionView.swift:20-32.
  var displayHeight: CGFloat {
    let rowHeight = self.visualStyle.actionViewSize.height
    return self.isHorizontal ? rowHeight : rowHeight * CGFloat(self.actions.count)
  }

  private var cells: [ActionCell] = []

  /// Stands for the data source (:96-111): one cell per action, in order.
  func reloadData() {
    for (index, action) in self.actions.enumerated() {
      let cell = ActionCell()
      cell.set(action, with: self.visualStyle)
      // The index, not the action: the action holds its cell (AlertAction.swift:64-66), so
      // a cell that held its action would make a cycle the original does not have.
      cell.onTap = { [weak self] in
        guard let self = self else { return }
        self.actionTapped?(self.actions[index])
      }
      self.addSubview(cell)
      self.cells.append(cell)
    }
  }

  /// Stands for the flow layout's item sizes (:116-130).
  func layout(width: CGFloat) {
    let rowHeight = self.visualStyle.actionViewSize.height
    let cellWidth = self.isHorizontal ? width / CGFloat(max(self.cells.count, 1)) : width
    for (index, cell) in self.cells.enumerated() {
      cell.frame =
        self.isHorizontal
        ? CGRect(x: cellWidth * CGFloat(index), y: 0, width: cellWidth, height: rowHeight)
        : CGRect(x: 0, y: rowHeight * CGFloat(index), width: cellWidth, height: rowHeight)
    }
    self.frame.size = CGSize(width: width, height: self.displayHeight)
  }
}

/// AlertView.swift:4-257: title, message, text fields, content view, actions.
final class AlertView: UIView, AlertControllerViewRepresentable {
  private let titleLabel = UILabel()
  private let messageLabel = UILabel()
  private let actionsView = ActionsView()
  let contentView = UIView()
  var actions: [AlertAction] = []
  var actionLayout = ActionLayout.automatic
  /// Stands for AlertView.textFieldsViewController (:24-26) and the table of
  /// TextFieldsViewController.swift: the fields in the order added, all of them (T10).
  var textFields: [UITextField] = []
  var visualStyle: AlertVisualStyle!

  var title: String? {
    get { self.titleLabel.text }
    set { self.titleLabel.text = newValue }
  }

  var message: String? {
    get { self.messageLabel.text }
    set { self.messageLabel.text = newValue }
  }

  /// AlertView.swift:32-35.
  var actionTappedHandler: ((AlertAction) -> Void)? {
    get { self.actionsView.actionTapped }
    set { self.actionsView.actionTapped = newValue }
  }

  private let rowHeight: CGFloat = 25  // AlertVisualStyle.textFieldHeight
  private let labelHeight: CGFloat = 22

  /// AlertView.swift:70-83.
  func prepareLayout() {
    self.actionsView.actions = self.actions
    self.actionsView.visualStyle = self.visualStyle
    // :128-136: two actions side by side unless the layout says otherwise; otherwise stacked.
    self.actionsView.isHorizontal =
      self.actionLayout == .horizontal
      || (self.actions.count == 2 && self.actionLayout == .automatic)
    // :64-68: a bold 17 pt title, a 13 pt message.
    self.titleLabel.font = UIFont.boldSystemFont(ofSize: 17)
    self.messageLabel.font = UIFont.systemFont(ofSize: 13)
    // :44-53, :118-126: title, message, fields, then the actions below them.
    for view in [self.titleLabel, self.messageLabel] + self.textFields {
      self.addSubview(view)
    }
    self.actionsView.reloadData()
    self.addSubview(self.actionsView)
  }

  func layout(width: CGFloat) -> CGFloat {
    var y: CGFloat = 0
    for label in [self.titleLabel, self.messageLabel] {
      label.frame = CGRect(x: 0, y: y, width: width, height: self.labelHeight)
      y += self.labelHeight
    }
    for field in self.textFields {
      field.frame = CGRect(x: 0, y: y, width: width, height: self.rowHeight)
      y += self.rowHeight
    }
    self.actionsView.layout(width: width)
    self.actionsView.frame.origin = CGPoint(x: 0, y: y)
    return y + self.actionsView.displayHeight
  }
}

/// ActionSheetView.swift:4-85: the primary view (labels and every action but one) and, apart
/// below it, the cancel view with the action `assignCancelAction` picks.
final class ActionSheetView: UIView, AlertControllerViewRepresentable {
  private let primaryView = ActionSheetPrimaryView()
  private let cancelView = ActionSheetCancelActionView()
  let contentView = UIView()
  var actions: [AlertAction] = []
  var visualStyle: AlertVisualStyle!

  var title: String? {
    get { self.primaryView.titleLabel.text }
    set { self.primaryView.titleLabel.text = newValue }
  }

  var message: String? {
    get { self.primaryView.messageLabel.text }
    set { self.primaryView.messageLabel.text = newValue }
  }

  /// ActionSheetView.swift:23-28: both parts report to the same handler.
  var actionTappedHandler: ((AlertAction) -> Void)? {
    didSet {
      self.primaryView.actionsView.actionTapped = self.actionTappedHandler
      self.cancelView.cancelTapHandler = self.actionTappedHandler
    }
  }

  /// ActionSheetView.swift:30-54.
  func prepareLayout() {
    if let cancelAction = self.assignCancelAction() {
      self.cancelView.buildView(cancelAction: cancelAction, visualStyle: self.visualStyle)
    }
    self.primaryView.buildView(actions: self.actions, visualStyle: self.visualStyle)
    self.addSubview(self.primaryView)
    self.addSubview(self.cancelView)
  }

  /// :43-53: the cancel view 8 points below the primary view, at the bottom.
  func layout(width: CGFloat) -> CGFloat {
    let primaryHeight = self.primaryView.layout(width: width)
    let cancelHeight = self.cancelView.layout(width: width)
    self.primaryView.frame = CGRect(x: 0, y: 0, width: width, height: primaryHeight)
    self.cancelView.frame = CGRect(x: 0, y: primaryHeight + 8, width: width, height: cancelHeight)
    return primaryHeight + 8 + cancelHeight
  }

  /// ActionSheetView.swift:70-84: the first `.preferred` action, or else the FIRST action,
  /// whatever its style, is taken out of the view's copy of the actions and drawn apart at
  /// the bottom, where a sheet's cancel button goes. There is no cancel style; a sheet whose
  /// caller marked nothing preferred draws its first action there (a destructive one
  /// included).
  private func assignCancelAction() -> AlertAction? {
    if self.actions.isEmpty {
      return nil
    }
    if let cancelActionIndex = self.actions.firstIndex(where: { $0.style == .preferred }) {
      let cancelAction = self.actions[cancelActionIndex]
      self.actions.remove(at: cancelActionIndex)
      return cancelAction
    } else {
      let cancelAction = self.actions.first
      self.actions.removeFirst()
      return cancelAction
    }
  }
}

/// ActionSheetPrimaryView.swift:4-171, reduced: labels and the actions, stacked.
final class ActionSheetPrimaryView: UIView {
  let titleLabel = UILabel()
  let messageLabel = UILabel()
  let actionsView = ActionsView()

  func buildView(actions: [AlertAction], visualStyle: AlertVisualStyle) {
    self.addSubview(self.titleLabel)
    self.addSubview(self.messageLabel)
    self.actionsView.actions = actions
    self.actionsView.visualStyle = visualStyle
    self.actionsView.reloadData()
    self.addSubview(self.actionsView)
  }

  func layout(width: CGFloat) -> CGFloat {
    self.titleLabel.frame = CGRect(x: 0, y: 0, width: width, height: 20)
    self.messageLabel.frame = CGRect(x: 0, y: 20, width: width, height: 20)
    self.actionsView.layout(width: width)
    self.actionsView.frame.origin = CGPoint(x: 0, y: 40)
    return 40 + self.actionsView.displayHeight
  }
}

/// ActionSheetCancelActionView.swift:4-103: one action in a group of its own, in the font of
/// its style (:81: bold for `.preferred`). Its button has no enabled check of its own
/// (:99-102); the port's cell follows the action's `isEnabled` like any other cell.
final class ActionSheetCancelActionView: UIView {
  var cancelTapHandler: ((AlertAction) -> Void)?
  private var action: AlertAction?

  private let cell = ActionCell()
  private var rowHeight: CGFloat = 0

  func buildView(cancelAction: AlertAction, visualStyle: AlertVisualStyle) {
    self.action = cancelAction
    self.rowHeight = visualStyle.actionViewSize.height
    self.cell.set(cancelAction, with: visualStyle)
    // :99-102.
    self.cell.onTap = { [weak self] in
      guard let self = self, let action = self.action else { return }
      self.cancelTapHandler?(action)
    }
    self.addSubview(self.cell)
  }

  /// Nothing drawn without actions (ActionSheetView.swift:35-37 builds no cancel view).
  func layout(width: CGFloat) -> CGFloat {
    guard self.action != nil else { return 0 }
    self.cell.frame = CGRect(x: 0, y: 0, width: width, height: self.rowHeight)
    return self.rowHeight
  }
}
