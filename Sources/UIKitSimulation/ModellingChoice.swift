/// A point where the facts leave UIKit's behaviour open and the model chooses
/// (docs/UIKitFacts.md says which choice each fact makes). The app notes each one a run
/// takes, so that the report can mark the cells whose outcome rests on one.
public enum ModellingChoice: String, CaseIterable, Codable, Sendable, Hashable {
  /// AV12: a system cancel of an iOS 7 alert with no cancel button clicks index -1.
  case systemCancelIndex
  /// AV19: UIKit's own alert window takes no tint of the app's, so its alerts draw in the
  /// system blue.
  case overlayTint
  /// AS1: on iOS 7 a sheet orders destructive, others, cancel as iOS 8's shim does.
  case actionSheetOrder
  /// W10: the keyboard's window sits just above the app's normal windows, at level 1.
  case keyboardWindowLevel
  /// W13: `connectedScenes` lists the scenes in the order they connected.
  case connectedScenesOrder
  /// W2: when the key window goes, the window key most recently before it becomes key,
  /// not the topmost one (radar 30064691 says the topmost).
  case keyWindowHistory
  /// W11: typing reaches a field of an alert whose window is not key.
  case typingOutsideKeyWindow
  /// AC14: a controller presented on an alert controller that is up is presented above it.
  case presentationOnAlert
  /// AS8: an iOS 7 pad sheet is drawn in UIKit's overlay window, above the app's windows.
  case padSheetWindow
  /// W16: the scene of the app's key window has the active appearance on every iOS 15+
  /// version (a developer reports iPadOS 18 not updating it).
  case frontmostScene
  /// W20: in an alert an app draws itself, a sheet's button drawn apart below the others
  /// reads as its cancel button; no button of an alert does.
  case appDrawnCancel
  /// W21: a presentation made during a system interruption proceeds at once.
  case presentationWhileInterrupted
  /// W22: a presentation made in the background proceeds, and is seen on return.
  case presentationInBackground
  /// W23: an action sheet with no anchor presented on pad at compact width adapts and
  /// raises nothing.
  case compactSheetAnchor
  /// AC13 (rev. 3): every iOS from 15 brings the keyboard back as the alert's dismissal
  /// starts, as iOS 18.2's code does.
  case keyboardFromIOS15
  /// SU2: a SwiftUI alert UIKit dropped is tried again at its view's next update.
  case swiftUIRetryAfterDrop
  /// SU3: from iOS 16 SwiftUI runs a tapped button's action before it writes the binding.
  case swiftUIActionBeforeWriteBack
  /// SU5: an alert on a constant binding goes at a tap and stays gone until an update.
  case swiftUIConstantBinding
  /// SU8: of several cancel buttons of a SwiftUI alert, only the last is drawn.
  case swiftUISecondCancel
  /// W26: a child's presentation is carried out by its outermost container, not by the
  /// nearest parent able to present; they differ only for a child of a child.
  case outermostContainerPresents
  /// SU11: a SwiftUI confirmation dialog drawn as a popover points at the view that carries
  /// the modifier.
  case swiftUIDialogAnchor
  /// SU11: a confirmation dialog whose title visibility is `.automatic` hides its title.
  case swiftUIAutomaticTitle
  /// W27: in a phone window at regular width an action sheet is a popover, as on pad, and
  /// raises with no anchor.
  case wideWindowPopover
  /// AC15: from iOS 26 a phone action sheet given a source is anchored at it, a popover.
  case anchoredPhoneSheet
  /// W28: an app built with the iOS 27 SDK and no scenes fails to launch by an exception.
  case launchFailureWithoutScenes
  /// MQ1: a turn of the main run loop takes no time, so a block sent to the main queue for
  /// a time runs once no other work is left, in deadline order.
  case mainQueueClock
  /// SU13: a SwiftUI alert with a destructive button and no cancel one gains a Cancel.
  case swiftUIDestructiveCancel

  /// The fact whose open point this is.
  public var fact: String {
    switch self {
    case .systemCancelIndex: "AV12"
    case .overlayTint: "AV19"
    case .actionSheetOrder: "AS1"
    case .keyboardWindowLevel: "W10"
    case .connectedScenesOrder: "W13"
    case .keyWindowHistory: "W2"
    case .typingOutsideKeyWindow: "W11"
    case .presentationOnAlert: "AC14"
    case .padSheetWindow: "AS8"
    case .frontmostScene: "W16"
    case .appDrawnCancel: "W20"
    case .presentationWhileInterrupted: "W21"
    case .presentationInBackground: "W22"
    case .compactSheetAnchor: "W23"
    case .keyboardFromIOS15: "AC13"
    case .swiftUIRetryAfterDrop: "SU2"
    case .swiftUIActionBeforeWriteBack: "SU3"
    case .swiftUIConstantBinding: "SU5"
    case .swiftUISecondCancel: "SU8"
    case .outermostContainerPresents: "W26"
    case .swiftUIDialogAnchor, .swiftUIAutomaticTitle: "SU11"
    case .wideWindowPopover: "W27"
    case .anchoredPhoneSheet: "AC15"
    case .launchFailureWithoutScenes: "W28"
    case .mainQueueClock: "MQ1"
    case .swiftUIDestructiveCancel: "SU13"
    }
  }

  /// The choice, in a sentence.
  public var sentence: String {
    switch self {
    case .systemCancelIndex:
      "a system cancel of an alert with no cancel button clicks index -1"
    case .overlayTint: "UIKit's own alert window draws in the system blue, not the app's tint"
    case .actionSheetOrder: "an iOS 7 sheet orders its buttons as iOS 8's does"
    case .keyboardWindowLevel:
      "the keyboard's window sits at level 1 up to iOS 8, above UIKit's alert window from iOS 9"
    case .connectedScenesOrder:
      "the app's connected scenes are listed in the order they connected, the first scene first"
    case .keyWindowHistory:
      "when the key window goes, the window that was key before it becomes key again, not the topmost"
    case .typingOutsideKeyWindow: "typing reaches a field whose window is not key"
    case .presentationOnAlert: "a controller presented on an alert that is up shows above it"
    case .padSheetWindow: "an iOS 7 pad sheet is drawn above the app's windows, in UIKit's"
    case .frontmostScene:
      "the scene a person touched last has the active appearance, on every iOS from 15"
    case .appDrawnCancel:
      "in a sheet an app draws itself, a button drawn apart below the others reads as cancel"
    case .presentationWhileInterrupted:
      "an alert shown while a system interruption is up appears at once, under it"
    case .presentationInBackground:
      "an alert shown in the background is kept, and seen when the app comes back"
    case .compactSheetAnchor:
      "a sheet with no anchor in a narrow pad window adapts and raises nothing"
    case .keyboardFromIOS15:
      "from iOS 15 the keyboard comes back as the alert's dismissal starts, as iOS 18.2 does"
    case .swiftUIRetryAfterDrop:
      "a SwiftUI alert that UIKit dropped is tried again when its view next updates, never queued"
    case .swiftUIActionBeforeWriteBack:
      "from iOS 16 SwiftUI runs a tapped button's action before it writes the binding false"
    case .swiftUIConstantBinding:
      "an alert on a constant binding goes at a tap and comes back only when its view updates"
    case .swiftUISecondCancel: "a SwiftUI alert with several cancel buttons draws only the last"
    case .outermostContainerPresents:
      "a child of a child view controller presents through its outermost container, not its parent"
    case .swiftUIDialogAnchor:
      "a SwiftUI confirmation dialog as a popover points at the view that carries the modifier"
    case .swiftUIAutomaticTitle:
      "a SwiftUI confirmation dialog with automatic title visibility hides its title"
    case .wideWindowPopover:
      "in a phone window at regular width an action sheet is a popover, as on pad"
    case .anchoredPhoneSheet:
      "from iOS 26 a phone action sheet given a source is a popover anchored at it"
    case .launchFailureWithoutScenes:
      "an app built with the iOS 27 SDK and no scenes raises as it launches on iOS 27"
    case .mainQueueClock:
      "a turn of the main run loop takes no time: a block sent to the main queue for later runs once nothing else is left"
    case .swiftUIDestructiveCancel:
      "a SwiftUI alert with a destructive button and no cancel button gains a standard Cancel"
    }
  }
}
