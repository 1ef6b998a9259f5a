import Foundation
import UIKitSimulation

/// UIActionSheet (AS1 to AS6).
/// https://developer.apple.com/documentation/uikit/uiactionsheet
@MainActor @preconcurrency open class UIActionSheet: UIView, LegacyAlert {
  /// The title; UIKit's Swift API reads it as a String, empty when none was given.
  /// https://developer.apple.com/documentation/uikit/uiactionsheet/title
  open var title: String {
    get { givenTitle ?? "" }
    set { givenTitle = newValue }
  }
  private var givenTitle: String?
  /// The delegate, never kept alive by the sheet.
  /// https://developer.apple.com/documentation/uikit/uiactionsheet/delegate
  public weak var delegate: (any UIActionSheetDelegate)?
  /// Set by UIActionSheetDelegate's default actionSheetCancel: the delegate has no such
  /// method.
  var delegateLacksCancelMethod = false
  /// The cancel button's index; -1 by default (AS2).
  /// https://developer.apple.com/documentation/uikit/uiactionsheet/cancelbuttonindex
  public var cancelButtonIndex = -1
  /// The destructive button's index; -1 by default. There is only one (AS2).
  /// https://developer.apple.com/documentation/uikit/uiactionsheet/destructivebuttonindex
  public var destructiveButtonIndex = -1
  /// The index of the first title passed in otherButtonTitles at init, else -1.
  /// https://developer.apple.com/documentation/uikit/uiactionsheet/firstotherbuttonindex
  public private(set) var firstOtherButtonIndex = -1
  private var buttonTitles: [String] = []
  private let initHadOtherTitles: Bool
  private var addedButtonsAfterInit = false
  var isDismissing = false

  /// The initializer Swift can call: the destructive title first, then the cancel title
  /// (AS1); no other titles, so `firstOtherButtonIndex` stays -1.
  /// https://developer.apple.com/documentation/uikit/uiactionsheet/init(title:delegate:cancelbuttontitle:destructivebuttontitle:)
  public convenience init(
    title: String?, delegate: (any UIActionSheetDelegate)?, cancelButtonTitle: String?,
    destructiveButtonTitle: String?
  ) {
    self.init(
      title: title, delegate: delegate, cancelButtonTitle: cancelButtonTitle,
      destructiveButtonTitle: destructiveButtonTitle, nilTerminatedOtherButtonTitles: nil)
  }

  /// The Swift overlay's initializer: the destructive title through the initializer, then
  /// every other title through `addButton(withTitle:)`, then the cancel title last, with
  /// `cancelButtonIndex` set to it; `firstOtherButtonIndex` stays -1.
  /// https://developer.apple.com/documentation/uikit/uiactionsheet/init(title:delegate:cancelbuttontitle:destructivebuttontitle:otherbuttontitles:_:)
  public convenience init(
    title: String?, delegate: (any UIActionSheetDelegate)?, cancelButtonTitle: String?,
    destructiveButtonTitle: String?, otherButtonTitles firstButtonTitle: String,
    _ moreButtonTitles: String...
  ) {
    self.init(
      title: title, delegate: delegate, cancelButtonTitle: nil,
      destructiveButtonTitle: destructiveButtonTitle)
    addButton(withTitle: firstButtonTitle)
    for buttonTitle in moreButtonTitles {
      addButton(withTitle: buttonTitle)
    }
    if let cancelButtonTitle {
      cancelButtonIndex = addButton(withTitle: cancelButtonTitle)
    }
  }

  /// Objective-C's designated initializer, with a nil-terminated variadic list that Swift
  /// cannot call: only the `+ObjectiveC.swift` shims use it (AS1): the destructive title
  /// first, then the other titles (AV1), then the cancel title last.
  @_spi(Simulation) public init(
    title: String?, delegate: (any UIActionSheetDelegate)?, cancelButtonTitle: String?,
    destructiveButtonTitle: String?, nilTerminatedOtherButtonTitles otherButtonTitles: String?...
  ) {
    if UIApplication.current.isAppExtension {
      UIApplication.raiseUnavailableInAppExtensions("UIActionSheet")
    }
    self.givenTitle = title
    self.delegate = delegate
    let others = otherButtonTitles.prefix { $0 != nil }.compactMap { $0 }
    self.initHadOtherTitles = !others.isEmpty
    super.init(frame: .zero)
    if let destructiveButtonTitle {
      destructiveButtonIndex = buttonTitles.count
      buttonTitles.append(destructiveButtonTitle)
    }
    if !others.isEmpty {
      firstOtherButtonIndex = buttonTitles.count
    }
    buttonTitles += others
    if let cancelButtonTitle {
      cancelButtonIndex = buttonTitles.count
      buttonTitles.append(cancelButtonTitle)
      if UIApplication.current.osVersion == .iOS7, buttonTitles.count > 1 {
        UIApplication.current.noteChoice(.actionSheetOrder)
      }
    }
  }

  /// The model never decodes views.
  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) {
    fatalError("the model never decodes views")
  }

  /// The number of buttons.
  /// https://developer.apple.com/documentation/uikit/uiactionsheet/numberofbuttons
  public var numberOfButtons: Int { buttonTitles.count }

  /// Appends a button, after the cancel button if there is one (AS1), and returns its index.
  /// https://developer.apple.com/documentation/uikit/uiactionsheet/addbutton(withtitle:)
  @discardableResult
  public func addButton(withTitle title: String?) -> Int {
    buttonTitles.append(title ?? "")
    addedButtonsAfterInit = true
    return buttonTitles.count - 1
  }

  /// The title at an index; out of range raises NSRangeException.
  /// https://developer.apple.com/documentation/uikit/uiactionsheet/buttontitle(at:)
  public func buttonTitle(at index: Int) -> String? {
    buttonTitles.object(at: index)
  }

  /// Whether the sheet is on screen or being dismissed.
  /// https://developer.apple.com/documentation/uikit/uiactionsheet/isvisible
  public var isVisible: Bool { UIApplication.current.legacyAlerts.contains(self) }

  /// Shows the sheet from a view (AS5). On iOS 7 a view outside a window raises (AS7).
  /// https://developer.apple.com/documentation/uikit/uiactionsheet/show(in:)
  public func show(in view: UIView) {
    raiseIfNotInWindow(view)
    present()
  }

  /// The Objective-C selector `showInView:` as Objective-C code may send it: with nil, which
  /// Swift's `show(in:)` cannot pass. A nil view is in no window, so on iOS 7 it raises as
  /// AS7 says, the view printed as `(null)`; from iOS 8 the sheet shows, as any view's does.
  /// For approaches' Objective-C shims only.
  @_spi(Simulation) public func showInView(_ view: UIView?) {
    guard let view else {
      if UIApplication.current.osVersion == .iOS7 {
        raiseException(
          .invalidArgumentException,
          reason: "Sheet can not be presented because the view is not in a window: (null)")
      }
      present()
      return
    }
    show(in: view)
  }

  /// Shows the sheet from a bar button item (AS5). Whether iOS 7 checks the item's window
  /// is uncertain (AS7); the model does not check it.
  /// https://developer.apple.com/documentation/uikit/uiactionsheet/show(from:animated:)-2ayx5
  public func show(from item: UIBarButtonItem, animated: Bool) {
    present()
  }

  /// Shows the sheet from a rect in a view (AS5). On iOS 7 a view outside a window raises
  /// (AS7).
  /// https://developer.apple.com/documentation/uikit/uiactionsheet/show(from:in:animated:)
  public func show(from rect: CGRect, in view: UIView, animated: Bool) {
    raiseIfNotInWindow(view)
    present()
  }

  /// Dismisses the sheet as the app: will- and did-dismiss only (AS5, AV11).
  /// https://developer.apple.com/documentation/uikit/uiactionsheet/dismiss(withclickedbuttonindex:animated:)
  public func dismiss(withClickedButtonIndex buttonIndex: Int, animated: Bool) {
    let application = UIApplication.current
    application.legacyAlerts.dismiss(self, index: buttonIndex, in: application)
  }

  /// AS7 (rev. 2; crash reports of photo-picker libraries): on iOS 7, a sheet shown from a
  /// view that is not in a window raises NSInvalidArgumentException. A full-screen
  /// presentation takes the presenter's view out of its window (W9), a common cause.
  private func raiseIfNotInWindow(_ view: UIView) {
    guard UIApplication.current.osVersion == .iOS7, view.window == nil else { return }
    raiseException(
      .invalidArgumentException,
      reason: "Sheet can not be presented because the view is not in a window: <\(type(of: view))>")
  }

  /// Every show variant ends here. UIKit's UIActionSheet code has no scene check (AV20), so
  /// the model raises none: in a scene-based app the sheet goes to the overlay window, which
  /// is made without a scene and so never appears (W6). How a sheet fares there is
  /// uncertain in the facts; no approach shows one on iOS 13.
  private func present() {
    let application = UIApplication.current
    if application.osVersion == .iOS7, application.idiom == .pad {
      application.noteChoice(.padSheetWindow)
    }
    application.legacyAlerts.show(self, in: application)
  }

  // MARK: - LegacyAlert

  func prepareToShow() {}
  func sendWillPresent() { delegate?.willPresent(self) }
  func sendDidPresent() { delegate?.didPresent(self) }

  func sendClicked(_ index: Int) {
    delegate?.actionSheet(self, clickedButtonAt: index)
  }

  func sendWillDismiss(_ index: Int) {
    delegate?.actionSheet(self, willDismissWithButtonIndex: index)
  }

  func sendDidDismiss(_ index: Int) {
    delegate?.actionSheet(self, didDismissWithButtonIndex: index)
  }

  func sendCancelIfImplemented() -> Bool {
    guard let delegate else { return false }
    delegateLacksCancelMethod = false
    delegate.actionSheetCancel(self)
    return !delegateLacksCancelMethod
  }

  // MARK: - OnScreenAlert

  /// The cancel index when it names a button drawn as cancel: when it also names the
  /// destructive button, destructive style wins (AS6).
  private var drawnCancelIndex: Int? {
    guard buttonTitles.indices.contains(cancelButtonIndex),
      cancelButtonIndex != destructiveButtonIndex
    else { return nil }
    return cancelButtonIndex
  }

  /// Button indexes in drawn order (AS4): index order with cancel at the bottom on phone;
  /// on pad, a popover that does not draw the cancel button.
  private func drawnIndexes(in application: UIApplication) -> [Int] {
    let others = buttonTitles.indices.filter { $0 != drawnCancelIndex }
    guard let cancel = drawnCancelIndex, !application.presentsSheetsAsPopovers else {
      return others
    }
    return others + [cancel]
  }

  func draw(in application: UIApplication) -> DrawnAlert {
    var warnings: [String] = []
    if application.osVersion == .iOS7, !initHadOtherTitles, addedButtonsAfterInit {
      warnings.append(
        "AS3: buttons added after an init with nil otherButtonTitles are drawn without separators on iOS 7"
      )
    }
    return DrawnAlert(
      kind: application.presentsSheetsAsPopovers ? .popover : .actionSheet,
      title: givenTitle,
      message: nil,
      textFields: [],
      layout: .stacked,
      buttons: drawnIndexes(in: application).map { index in
        DrawnButton(
          title: buttonTitles[index],
          isCancel: index == drawnCancelIndex,
          isBold: index == drawnCancelIndex,
          isDestructive: index == destructiveButtonIndex,
          isEnabled: true)
      },
      warnings: warnings,
      tint: application.legacyAlertTint.name)
  }

  func userTapButton(atDrawnPosition position: Int, in application: UIApplication) {
    let index = drawnIndexes(in: application)[position]
    application.legacyAlerts.userTap(self, index: index, in: application)
  }

  /// A tap outside the sheet (AS4, rev. 2 for phone). On pad it dismisses through clicked,
  /// will- and did-dismiss with the cancel button index, -1 when there is none. On phone,
  /// from iOS 8, a tap on the dimmed area of a sheet with a cancel button is a tap on it
  /// (the iOS 8+ shim's cancel action, AC8); without one, and on iOS 7, it does nothing.
  /// A pad sheet at compact width is drawn, and tapped around, as on phone (W23).
  func userTapOutside(in application: UIApplication) {
    if application.presentsSheetsAsPopovers {
      application.legacyAlerts.userTap(self, index: cancelButtonIndex, in: application)
    } else {
      guard application.osVersion >= .iOS8, drawnCancelIndex != nil else { return }
      application.legacyAlerts.userTap(self, index: cancelButtonIndex, in: application)
    }
  }

  func systemCancel(in application: UIApplication) {
    application.legacyAlerts.systemCancel(self, in: application)
  }

  var editableTextFields: [UITextField] { [] }
}
